// Text clean-ups that take time in proportion to the text. Their regex forms (/[,;:]+$/,
// /\s+([,.])/g, /\s*\n+\s*/g) backtrack over a long run of the repeated character at every
// position in it, so a long enough run in user text blocks the server for minutes.
// tests/integration/regex-safety.test.ts checks every regex in src/ for that.

/** `value` without any of `chars` at its end: ("Led it,;", ",;") -> "Led it". */
export function trimEndChars(value: string, chars: string): string {
  let end = value.length;
  while (end > 0 && chars.includes(value.charAt(end - 1))) end--;
  return value.slice(0, end);
}

/** `value` without any of `chars` at its start. */
export function trimStartChars(value: string, chars: string): string {
  let start = 0;
  while (start < value.length && chars.includes(value.charAt(start))) start++;
  return value.slice(start);
}

/** `value` without any of `chars` at either end: ("--a-b--", "-") -> "a-b". */
export function trimChars(value: string, chars: string): string {
  return trimStartChars(trimEndChars(value, chars), chars);
}

/** Drops the whitespace right before any of `marks`: ("Led it , then .", ",.") -> "Led it, then.". */
export function dropSpaceBefore(value: string, marks: string): string {
  // split with a capture keeps the whitespace runs at the odd indexes, each followed by its text.
  const parts = value.split(/(\s+)/);
  // ".NET", ".5": a mark glued to the letters or digits after it starts a word, so its space stays.
  const beforeMark = (index: number) => {
    const next = parts[index + 1] ?? "";
    return next !== "" && marks.includes(next.charAt(0)) && !/^.[\p{L}\p{N}]/u.test(next);
  };
  return parts.filter((_part, index) => index % 2 === 0 || !beforeMark(index)).join("");
}

/** The non-blank lines of `value`, each trimmed, joined with `separator`. */
export function joinLines(value: string, separator: string): string {
  return value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(separator);
}

const WHITESPACE = " \t\r\n\u00a0";

/**
 * `value` kept to at most `max` characters, cut after the last whole word when one ends in the
 * second half of the kept part (else mid-word), without trailing spaces or ",;:" and never
 * between the two halves of a surrogate pair (half of one is not storable text).
 */
export function cutAtWord(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = max;
  const code = value.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  let cut = end;
  if (!WHITESPACE.includes(value.charAt(end))) {
    let space = end - 1;
    while (space > 0 && !WHITESPACE.includes(value.charAt(space))) space--;
    if (space > end / 2) cut = space;
  }
  return trimEndChars(value.slice(0, cut), `${WHITESPACE},;:`);
}
