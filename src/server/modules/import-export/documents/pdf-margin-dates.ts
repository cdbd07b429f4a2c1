import { type Glyph, partsOf, textOf } from "./pdf-glyph-rows.ts";
import { isOnlyDates } from "./read-dates.ts";

// A left margin of dates (moderncv, academic CVs): each entry's dates stand in a narrow column
// left of the text, often wrapped over two or three lines ("Aug" / "2017–Apr" / "2021"), and
// each of those lines shares a baseline with a line of the entry. Left in place, the pieces are
// glued into the title and the first items. A stack of margin lines that reads as dates is one
// part, set at the start of the entry's first row.

/** Rows (each a list of parts) with the margin's date stacks moved to their entry's first row. */
export function withMarginDates(rows: Glyph[][][]): Glyph[][][] {
  const starts = rows.map((row) => row[0]?.[0]?.x).filter((x): x is number => x !== undefined);
  if (starts.length < 4) return rows;
  const minX = Math.min(...starts);
  // The text column's edge: where most rows start, well right of the page's left edge.
  const counts = new Map<number, number>();
  for (const x of starts) if (x > minX + 30) counts.set(Math.round(x), (counts.get(Math.round(x)) ?? 0) + 1);
  const edge = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (edge === undefined) return rows;
  const inMargin = (glyph: Glyph) => glyph.x + glyph.width <= edge - 2;
  const stacks = marginStacks(rows, inMargin);
  const dated = stacks.filter((stack) => isOnlyDates(stack.text));
  if (!dated.length) return rows;
  const result = rows.map((row) => row);
  for (const stack of dated) {
    for (const index of stack.rows) {
      const rest = (rows[index] as Glyph[][]).flat().filter((glyph) => !inMargin(glyph));
      result[index] = rest.length ? partsOf(rest) : [];
    }
    const first = stack.rows[0] as number;
    const dates: Glyph = { ...stack.head, text: stack.text, width: stack.width };
    result[first] = [[dates], ...(result[first] as Glyph[][])];
  }
  return result.filter((row) => row.length);
}

interface Stack {
  rows: number[];
  text: string;
  head: Glyph;
  width: number;
}

/** Runs of consecutive rows that hold text in the margin, one line under the other. */
function marginStacks(rows: Glyph[][][], inMargin: (glyph: Glyph) => boolean): Stack[] {
  const stacks: Stack[] = [];
  let open: (Stack & { y: number; texts: string[] }) | undefined;
  rows.forEach((row, index) => {
    const margin = row.flat().filter(inMargin);
    const head = margin[0];
    if (!head) {
      open = undefined;
      return;
    }
    const width = Math.max(...margin.map((glyph) => glyph.x + glyph.width)) - head.x;
    if (open && open.y - head.y <= head.size * 1.6) {
      open.rows.push(index);
      open.texts.push(textOf(margin));
      open.text = open.texts.join(" ");
      open.width = Math.max(open.width, width);
      open.y = head.y;
      return;
    }
    open = { rows: [index], text: textOf(margin), texts: [textOf(margin)], head, width, y: head.y };
    stacks.push(open);
  });
  return stacks;
}
