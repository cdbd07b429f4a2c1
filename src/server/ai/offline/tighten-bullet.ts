import { readVerb } from "../language/verbs.ts";

// A tighter version of an overlong bullet, made only by cutting and splitting: two bullets at
// a clause break ("...; grew sales 14%" or "..., then rolled out"), or without the asides in
// brackets that state no number. Nothing is added, so nothing can be invented.

/** Past this many words a bullet runs over two printed lines and gets skimmed. */
const LONG_BULLET_WORDS = 28;
const MIN_PART_WORDS = 5;

export interface Tightened {
  text: string;
  why: string;
}

function wordCount(text: string): number {
  return text.split(" ").filter(Boolean).length;
}

/** `text` tightened when it is long; undefined when it is short enough or nothing can go. */
export function tightenBullet(text: string, prose = false): Tightened | undefined {
  const words = wordCount(text);
  if (words <= LONG_BULLET_WORDS) return undefined;
  // A summary is one paragraph: a split would break it over two lines, so it only loses asides.
  const parts = prose ? undefined : splitAtClause(text);
  if (parts) {
    return {
      text: parts.join("\n"),
      why: `Splits a ${words}-word bullet in two: short bullets get read, long ones get skimmed.`,
    };
  }
  const shorter = withoutAsides(text);
  if (shorter !== text) {
    return {
      text: shorter,
      why: `Drops the asides in brackets: ${wordCount(shorter)} words instead of ${words}.`,
    };
  }
  return undefined;
}

/** Two halves at the break nearest the middle: "; ", or ", then " / ", and " before a verb. */
function splitAtClause(text: string): [string, string] | undefined {
  const words = text.split(" ");
  let best: { at: number; skip: number } | undefined;
  const middle = words.length / 2;
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i] ?? "";
    let skip = -1;
    if (word.endsWith(";")) skip = 0;
    else if (word.endsWith(",") && /^(then|and)$/i.test(words[i + 1] ?? "") && readVerb(words[i + 2] ?? ""))
      skip = 1;
    if (skip < 0) continue;
    const left = i + 1;
    const right = words.length - (i + 1 + skip);
    if (left < MIN_PART_WORDS || right < MIN_PART_WORDS) continue;
    if (!best || Math.abs(i - middle) < Math.abs(best.at - middle)) best = { at: i, skip };
  }
  if (!best) return undefined;
  const first = words.slice(0, best.at + 1).join(" ");
  const second = words.slice(best.at + 1 + best.skip).join(" ");
  return [`${first.slice(0, -1)}.`, second.charAt(0).toUpperCase() + second.slice(1)];
}

/** Without "(...)" asides that hold no digit: "(logo, type system)" goes, "(+28%)" stays. */
function withoutAsides(text: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = text.indexOf("(", from);
    const close = open < 0 ? -1 : text.indexOf(")", open);
    if (close < 0) break;
    const aside = text.slice(open, close + 1);
    const keep = /\d/.test(aside);
    out += keep ? text.slice(from, close + 1) : text.slice(from, open).trimEnd();
    from = close + 1;
  }
  return (out + text.slice(from)).replace(/ {2,}/g, " ").trim();
}
