import { withoutLetterSpacing } from "./pdf-text-repair.ts";
import type { SourceLine } from "./source-lines.ts";

// Pasted text: one source line per non-empty text line. A leading bullet glyph marks a list
// item; a tab or a run of 3+ spaces sets parts apart, as a PDF's wide gap does; a line going
// on in lower case continues the one above (text copied out of a PDF keeps its line breaks).

const BULLET =
  /^[\u2022\u2023\u25AA\u25AB\u25CF\u25E6\u2043\u2219\u00B7\u25A0\u25A1\u2013\u2014*\-–—•▪◦·]\s+/u;
const GAP = /\t+| {3,}/;

export function textLines(text: string): SourceLine[] {
  const lines: SourceLine[] = [];
  let blankBefore = false;
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const trimmed = raw.trim();
    if (!trimmed) {
      blankBefore = true;
      continue;
    }
    const previous = lines.at(-1);
    // A long line the text was wrapped at (copied from a PDF) goes on in lower case; an
    // address or a web link in lower case is a line of its own.
    const wrapped =
      previous && previous.text.split(" ").length >= 6 && !/[@/]/.test(trimmed.split(" ")[0] ?? "");
    if (previous && wrapped && !blankBefore && /^\p{Ll}/u.test(trimmed) && !previous.parts) {
      previous.text = `${previous.text}${previous.text.endsWith("-") ? "" : " "}${trimmed}`;
      continue;
    }
    const bullet = BULLET.test(trimmed);
    // Text copied out of a PDF keeps a letter-spaced name or heading as letters set apart, the
    // words further apart than the letters ("A N A   R U I Z"): closed up, they are words again.
    const body = withoutLetterSpacing(bullet ? trimmed.replace(BULLET, "") : trimmed);
    const parts = body
      .split(GAP)
      .map((part) => part.trim())
      .filter(Boolean);
    lines.push({
      text: parts.join(" "),
      page: 1,
      ...(bullet ? { bullet } : {}),
      ...(blankBefore && lines.length ? { gapBefore: 1 } : {}),
      ...(parts.length > 1 ? { parts } : {}),
    });
    blankBefore = false;
  }
  return lines;
}
