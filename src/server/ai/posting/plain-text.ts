// String steps for posting text that regexes would do in more than linear time on hostile input
// (tests/integration/regex-safety.test.ts): parentheses, decoration at the ends of a heading.

/** The text outside parentheses and the text inside them, in one pass ("(" without ")" is outside). */
export function splitParentheses(text: string): { outside: string; inside: string } {
  let outside = "";
  let inside = "";
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === "(" && open < 0) open = i;
    else if (char === ")" && open >= 0) {
      inside += `${text.slice(open + 1, i)} `;
      outside += " ";
      open = -1;
    } else if (open < 0) outside += char;
  }
  if (open >= 0) outside += text.slice(open);
  return { outside, inside };
}

/** Characters dropped from both ends of a possible heading: marks, markdown, emoji. */
const EDGE = /[\s#*_=>:\-–—•▪◦·|]/u;
/** The variation selector that makes a character an emoji ("❤️"). */
const EMOJI_STYLE = "\uFE0F";
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** "## What you'll do", "🧠 What makes you successful here:", "— Benefits —" -> the words. */
export function trimDecoration(line: string): string {
  const chars = [...line];
  let start = 0;
  let end = chars.length;
  const decoration = (char: string) => char === EMOJI_STYLE || EDGE.test(char) || PICTOGRAPH.test(char);
  while (start < end && decoration(chars[start] as string)) start++;
  while (end > start && decoration(chars[end - 1] as string)) end--;
  return chars.slice(start, end).join("");
}
