/** Saves a Blob the way a link to a file would: an <a download> pointing at an object URL. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns; a minute is plenty, then memory is freed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
