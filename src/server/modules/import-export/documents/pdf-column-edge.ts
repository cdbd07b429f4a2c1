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
