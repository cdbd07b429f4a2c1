import type { SourceLine } from "./source-lines.ts";

// A web address the layout wrapped at one of its hyphens ("linkedin.com/in/ana-" / "ruiz"): an
// address never ends in a hyphen, so a line whose last word is an address ending in one goes on
// in the next line when that line is one word of an address's characters. Centred footers and
// contact lines wrap this way; the paragraph joins do not see them as a paragraph's wrap.

/** An address with a path or "www.", ending in the hyphen it was wrapped at. */
const WRAPPED_ADDRESS = /(?:^|\s)(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/[\w./-]*-$/i;
/** The rest of an address: one word of its characters. */
const ADDRESS_REST = /^[a-z0-9][\w./-]*$/i;

export function withWrappedAddressesJoined(lines: SourceLine[]): SourceLine[] {
  const out: SourceLine[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as SourceLine;
    const next = lines[at + 1];
    const joins =
      next !== undefined &&
      next.page === line.page &&
      !next.parts &&
      ADDRESS_REST.test(next.text) &&
      WRAPPED_ADDRESS.test(line.text.slice(-200));
    if (!joins) {
      out.push(line);
      continue;
    }
    const parts = line.parts?.map((part, index, all) => (index === all.length - 1 ? part + next.text : part));
    out.push({ ...line, text: line.text + next.text, ...(parts ? { parts } : {}) });
    at++;
  }
  return out;
}
