import { trimChars } from "../../../shared/linear-text.ts";

// Words of a line by plain string steps (no regex that could backtrack on user text).

const EDGE_PUNCTUATION = `.,;:!?()[]{}"'“”‘’…*`;

export interface LineWord {
  /** As written, without the punctuation around it ("Kubernetes," -> "Kubernetes"). */
  text: string;
  /** The word ends a sentence or clause ("...team." or "...team;"). */
  endsClause: boolean;
}

export function lineWords(text: string): LineWord[] {
  return text
    .split(/\s+/)
    .map((raw) => ({
      text: trimChars(raw, EDGE_PUNCTUATION),
      endsClause: raw.endsWith(".") || raw.endsWith(";") || raw.endsWith(":") || raw.endsWith("!"),
    }))
    .filter((word) => word.text !== "");
}

/** Words counted the way a reader would (a dash alone is not a word). */
export function wordCount(text: string): number {
  return lineWords(text).filter((word) => word.text !== "-" && word.text !== "–").length;
}

/** The line shortened for a finding's excerpt. */
export function excerptOf(text: string, max = 140): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
