// "Label: value" and trimming by characters, without regular expressions: these run on every
// line of an uploaded document, and a pattern with a repeat before an anchor can take
// quadratic time on a hostile line.

/** "Email: me@x.com" -> { label: "Email", value: "me@x.com" }; a scheme ("https://") is no label. */
export function splitLabel(text: string, longest = 30): { label: string; value: string } | undefined {
  const colon = [text.indexOf(":"), text.indexOf("：")].filter((at) => at > 0).sort((a, b) => a - b)[0];
  if (colon === undefined || colon > longest) return undefined;
  const after = text[colon + 1];
  if (text[colon] === ":" && after !== " " && after !== "\t") return undefined;
  const label = text.slice(0, colon).trim();
  const value = text.slice(colon + 1).trim();
  return label && value ? { label, value } : undefined;
}

/** The text without any of `chars` at its end. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1] as string)) end--;
  return text.slice(0, end);
}
