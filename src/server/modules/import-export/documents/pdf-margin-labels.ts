import { type Glyph, rowsOf } from "./pdf-glyph-rows.ts";

// Section names set turned a quarter (latexcv's "rows", Canva designs): the word runs down or up
// a margin beside the section it names, in large type. In reading order it belongs above that
// section's first line, as a heading: left where it is, it is read into whatever line shares its
// baseline ("…leading development Experience") and its width counts across the page.

/** A run turned a quarter: where it starts, how far it runs along the page, and its size. */
export interface TurnedRun {
  text: string;
  x: number;
  y: number;
  /** Along the run: downwards when the text reads top to bottom, upwards otherwise. */
  length: number;
  downwards: boolean;
  size: number;
  bold: boolean;
}

/** A run's transform [a, b, c, d, e, f] turns it a quarter when its x axis points up or down. */
export function turnedRun(
  text: string,
  transform: number[],
  width: number,
  bold: boolean,
): TurnedRun | undefined {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = transform;
  const size = Math.hypot(a, b);
  if (!size || Math.abs(a) > size * 0.05 || Math.abs(d) > size * 0.05 || !c) return undefined;
  return { text, x, y, length: width, downwards: b < 0, size, bold };
}

/**
 * Each turned run as a heading set above the block of rows it stands beside: the rows within
 * its length, and those above and below them no further apart than the widest gap among them
 * (the block's own spacing between entries; a wider gap parts it from the next section). The
 * heading takes the block's left edge and a size a third above its type, as a heading is.
 */
export function marginLabels(turned: TurnedRun[], glyphs: Glyph[]): Glyph[] {
  const rowTops = rowsOf(glyphs)
    .map((row) => ({ y: Math.max(...row.map((glyph) => glyph.y)), row }))
    .sort((first, second) => second.y - first.y);
  const labels: Glyph[] = [];
  for (const run of turned) {
    const [bottom, top] = run.downwards ? [run.y - run.length, run.y] : [run.y, run.y + run.length];
    const inside = rowTops.filter((row) => row.y >= bottom && row.y <= top);
    const first = inside[0];
    if (!first || inside.length < 2) continue;
    let widest = 0;
    for (let at = 1; at < inside.length; at++)
      widest = Math.max(widest, (inside[at - 1] as { y: number }).y - (inside[at] as { y: number }).y);
    let index = rowTops.indexOf(first);
    while (
      index > 0 &&
      (rowTops[index - 1] as { y: number }).y - (rowTops[index] as { y: number }).y <= widest
    )
      index--;
    const opening = rowTops[index] as { y: number; row: Glyph[] };
    const size = Math.max(...opening.row.map((glyph) => glyph.size)) * 1.3;
    const left = Math.min(...inside.flatMap((row) => row.row.map((glyph) => glyph.x)));
    labels.push({
      text: run.text,
      x: left,
      y: opening.y + size * 1.2,
      width: run.text.length * size * 0.5,
      size,
      bold: run.bold,
    });
  }
  return labels;
}
