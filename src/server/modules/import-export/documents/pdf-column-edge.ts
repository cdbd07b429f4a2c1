import type { Line } from "./pdf-glyph-rows.ts";

/**
 * The left edge of a column's text, from which list items are set in. Usually where most lines
 * start; but where a page holds more list-item lines than anything else (a long job's bullets,
 * drawn as shapes a page's text does not hold), most lines start at the items' indent. Items hang
 * under an entry head or a paragraph, so the edge is then where those start: the leftmost x
 * shared by two lines, no further left of the items than a list indents (four type sizes).
 */
export function columnEdge(lines: readonly Line[]): number | undefined {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(Math.round(line.left), (counts.get(Math.round(line.left)) ?? 0) + 1);
  const mode = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (mode === undefined) return undefined;
  const atMode = lines.filter((line) => Math.round(line.left) === mode);
  // Only when every line at the common x reads as an item: a heading, a short entry head or a
  // line with cells there makes it the column's edge, as before.
  if (!atMode.every(readsAsItem)) return mode;
  const reach = Math.max(...atMode.map((line) => line.size)) * 4;
  const shared = [...counts.entries()]
    .filter(([x, count]) => count >= 2 && x < mode && mode - x <= reach)
    .map(([x]) => x);
  return shared.length ? Math.min(...shared) : mode;
}

/** A list item's line: one run of plain (not bold) words, a sentence or a phrase long. */
function readsAsItem(line: Line): boolean {
  const text = line.parts[0] ?? "";
  return line.parts.length === 1 && !line.bold && text.split(/\s+/).length >= 4;
}

/**
 * The right edge of a column narrower than the page that a line stands in, when its lines show
 * one. A paragraph's or a list's lines run on until the next word would not fit, so all but
 * each item's last end within a fraction of a word of the column's edge (at the very edge when
 * justified): four or more lines of running text (six words or more: a list of short items ends
 * anywhere) of the line's size, starting about where it starts, ending within a third of an em
 * of one x, show that edge, if the line itself spans most of the column. A list in a table cell beside a dates column
 * (tucv's \resjob, a Word table) wraps there, well short of the page's widest line; a line
 * ending a word short of it ran on to the next, whatever that next line begins with ("…to a
 * two-tower" / "PyTorch retrieval…").
 */
export function narrowColumnRight(line: Line, lines: readonly Line[], pageRight: number): number | undefined {
  if (line.parts.length !== 1) return undefined;
  const rights = lines
    .filter(
      (other) =>
        other.parts.length === 1 &&
        (other.parts[0] ?? "").split(" ").length >= 6 &&
        Math.abs(other.size - line.size) <= 0.5 &&
        Math.abs(other.left - line.left) <= line.size * 2,
    )
    .map((other) => other.right)
    .sort((a, b) => b - a);
  const slack = line.size / 3;
  const edges = rights.filter((right) => rights.filter((r) => r <= right && right - r <= slack).length >= 4);
  // The nearest edge at or right of the line: a full-width paragraph above a narrow list shows
  // the page's edge as well.
  const edge = edges.filter((right) => right >= line.right - slack).at(-1);
  if (edge === undefined || pageRight - edge < line.size * 2) return undefined;
  return line.right - line.left >= (edge - line.left) * 0.6 ? edge : undefined;
}
