import { splitSentences } from "./offline/bullet-lines.ts";

// The parts of a field that "Improve" looks at, with where each sits in the field's text, so
// the wizard can put an accepted suggestion in its place: each line without its bullet marker,
// or each sentence of the summary. Plain string steps: the text is the user's.

export interface FieldUnit {
  start: number;
  end: number;
  text: string;
}

const MARKERS = "-*•–";
const BLANK = " \t\r";

export function fieldUnits(text: string, prose: boolean): FieldUnit[] {
  const units: FieldUnit[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    let start = skipBlank(text, lineStart, lineEnd);
    if (MARKERS.includes(text.charAt(start)) && BLANK.includes(text.charAt(start + 1) || "x")) {
      start = skipBlank(text, start + 1, lineEnd);
    }
    let end = lineEnd;
    while (end > start && BLANK.includes(text.charAt(end - 1))) end--;
    if (end > start) units.push(...(prose ? sentencesOf(text, start, end) : [unit(text, start, end)]));
    lineStart = lineEnd + 1;
  }
  return units;
}

function skipBlank(text: string, from: number, to: number): number {
  let at = from;
  while (at < to && BLANK.includes(text.charAt(at))) at++;
  return at;
}

function unit(text: string, start: number, end: number): FieldUnit {
  return { start, end, text: text.slice(start, end) };
}

function sentencesOf(text: string, start: number, end: number): FieldUnit[] {
  const line = text.slice(start, end);
  const units: FieldUnit[] = [];
  let cursor = 0;
  for (const sentence of splitSentences(line)) {
    const at = line.indexOf(sentence, cursor);
    if (at < 0) continue;
    units.push(unit(text, start + at, start + at + sentence.length));
    cursor = at + sentence.length;
  }
  return units;
}
