// A free-text field (responsibilities, description, achievements) as the wizard stores it:
// lines, some of them bullets ("- ", "• ", "* "). Bullets can be reordered; other lines are
// prose (an intro sentence, "Grade: 4.0", a URL) and keep their place at the top.

export interface FieldLine {
  text: string;
  bullet: boolean;
}

const MARKER = /^\s*[-*•–]\s+/;

export function readLines(field: string): FieldLine[] {
  const lines = field
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim());
  const marked = lines.some((line) => MARKER.test(line));
  return lines.map((line) => {
    if (MARKER.test(line)) return { text: line.replace(MARKER, "").trim(), bullet: true };
    // Lines typed without markers are bullets too when the field is a list of short lines.
    const listLike = !marked && lines.length > 1 && line.length < 300;
    return { text: line.trim(), bullet: listLike };
  });
}

/** Back to stored text: prose first as written, then bullets in the given order. */
export function writeLines(lines: FieldLine[], marked: boolean): string {
  return lines.map((line) => (line.bullet && marked ? `- ${line.text}` : line.text)).join("\n");
}

export function hasMarkers(field: string): boolean {
  return field.split(/\r?\n/).some((line) => MARKER.test(line));
}

/** Sentences of a prose line ("Led X. Built Y." -> two), keeping abbreviations like "e.g." whole. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“'(]?[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
