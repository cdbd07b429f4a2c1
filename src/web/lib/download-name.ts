// What a download is saved as: the person's name and the document, the way recruiters file them
// ("Daniela_Ortiz_Resume.pdf", "Daniela_Ortiz_Cover_Letter.pdf"). The name's letters and digits
// stay as written (any script: it is the person's name); everything else becomes one underscore,
// so no character a file system or a mail client refuses gets in. Without a name it is just the
// document ("Resume.pdf").
// The API's own answer is unchanged (docs/decisions/014-download-names.md).

export type DownloadDocument = "Resume" | "Cover_Letter";

const MAX_NAME_CHARACTERS = 60;

export function downloadName(fullName: string, document: DownloadDocument, extension: string): string {
  const person = fileSafe(fullName);
  return `${person ? `${person}_` : ""}${document}.${extension}`;
}

function fileSafe(name: string): string {
  const words = name
    .normalize("NFC")
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const capped = Array.from(words.join("_")).slice(0, MAX_NAME_CHARACTERS).join("");
  // Words are joined by single underscores, so a cut leaves at most one at the end.
  return capped.endsWith("_") ? capped.slice(0, -1) : capped;
}
