import { namesIn } from "./meaning-guard.ts";
import type { Tense } from "./polish-bullet.ts";
import { JOINED_WORDS, splitBullet } from "./split-bullet.ts";

// A tighter version of an overlong bullet, or of one that runs two actions together, made only
// by cutting and splitting: whole bullets at its sentence ends and clause breaks
// (split-bullet.ts), or without the asides in brackets that state no number or name. Nothing is
// added, so nothing can be invented.

/** Past this many words a bullet runs over two printed lines and gets skimmed. */
export const LONG_BULLET_WORDS = 28;

const COUNTS = ["", "one", "two", "three", "four", "five", "six"];

export interface Tightened {
  text: string;
  why: string;
}

function wordCount(text: string): number {
  return text.split(" ").filter(Boolean).length;
}

/** `text` tightened when it is long; undefined when it is short enough or nothing can go. */
export function tightenBullet(text: string, tense: Tense, prose = false): Tightened | undefined {
  const words = wordCount(text);
  const joined = words > JOINED_WORDS && /[;,] /.test(text);
  if (words <= LONG_BULLET_WORDS && (prose || !joined)) return undefined;
  // A summary is one paragraph: a split would break it over two lines, so it only loses asides.
  const parts = prose ? undefined : splitBullet(text, tense, LONG_BULLET_WORDS);
  if (parts) {
    const count = COUNTS[parts.length] ?? `${parts.length}`;
    return {
      text: parts.join("\n"),
      why:
        words > LONG_BULLET_WORDS
          ? `Splits a ${words}-word bullet in ${count}: short bullets get read, long ones get skimmed.`
          : `Splits ${count} actions into ${count} bullets: each gets read on its own.`,
    };
  }
  if (words <= LONG_BULLET_WORDS) return undefined;
  const shorter = withoutAsides(text);
  if (shorter !== text) {
    return {
      text: shorter,
      why: `Drops the asides in brackets: ${wordCount(shorter)} words instead of ${words}.`,
    };
  }
  return undefined;
}

/**
 * Without "(...)" asides that hold no digit and no name: "(logo, type system)" goes, "(+28%)"
 * and "(Slurm)" stay (a name or number dropped is a fact lost).
 */
function withoutAsides(text: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = text.indexOf("(", from);
    const close = open < 0 ? -1 : text.indexOf(")", open);
    if (close < 0) break;
    const aside = text.slice(open, close + 1);
    const keep = /\d/.test(aside) || namesIn(aside.slice(1, -1)).length > 0 || /^\(\p{Lu}/u.test(aside);
    out += keep ? text.slice(from, close + 1) : text.slice(from, open).trimEnd();
    from = close + 1;
  }
  return (out + text.slice(from)).replace(/ {2,}/g, " ").trim();
}
