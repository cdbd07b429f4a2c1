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
  // Indexes move in from both ends (a surrogate pair is one character); only the words are copied.
  let start = 0;
  let end = line.length;
  while (start < end) {
    const char = String.fromCodePoint(line.codePointAt(start) as number);
    if (!isDecoration(char)) break;
    start += char.length;
  }
  while (end > start) {
    const low = line.charCodeAt(end - 1);
    const pair =
      end - 2 >= start && low >= 0xdc00 && low <= 0xdfff && isHighSurrogate(line.charCodeAt(end - 2));
    const char = line.slice(pair ? end - 2 : end - 1, end);
    if (!isDecoration(char)) break;
    end -= char.length;
  }
  return line.slice(start, end);
}

function isDecoration(char: string): boolean {
  return char === EMOJI_STYLE || EDGE.test(char) || PICTOGRAPH.test(char);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
