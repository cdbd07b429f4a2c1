import { type Glyph, partsOf, textOf } from "./pdf-glyph-rows.ts";
import { dateRanges, isOnlyDates } from "./read-dates.ts";

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
  const dated = marginStacks(rows, inMargin).flatMap(datedPieces);
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
  /** Each row's margin text, head glyph and width, so that a stack can be cut between rows. */
  lines: { text: string; head: Glyph; width: number }[];
}

/**
 * The stack as entries' date stacks. Each entry's stack is one range; an entry of one or two
 * lines ends beside the last line of its dates, so the next entry's stack follows with no row
 * between ("févr." / "2016–févr." / "2018" / "juin" / "2014–janv." / "2016"). A stack that reads
 * as dates only when cut after each finished range (an end date or "present") is cut there.
 */
function datedPieces(stack: Stack): Stack[] {
  if (isOnlyDates(stack.text)) return [stack];
  const bar = barLabels(stack);
  if (bar) return [bar];
  const pieces: Stack[] = [];
  let from = 0;
  for (let to = 0; to < stack.lines.length; to++) {
    const lines = stack.lines.slice(from, to + 1);
    const text = lines.map((line) => line.text).join(" ");
    const range = dateRanges(text)[0];
    if (!isOnlyDates(text) || !(range?.end || range?.current)) continue;
    const head = (lines[0] as Stack["lines"][number]).head;
    const width = Math.max(...lines.map((line) => line.head.x + line.width)) - head.x;
    pieces.push({ rows: stack.rows.slice(from, to + 1), text, head, width, lines });
    from = to + 1;
  }
  return from === stack.lines.length && pieces.length > 1 ? pieces : [];
}

/** Runs of consecutive rows that hold text in the margin, one line under the other. */
function marginStacks(rows: Glyph[][][], inMargin: (glyph: Glyph) => boolean): Stack[] {
  const stacks: Stack[] = [];
  let open: (Stack & { y: number; texts: string[] }) | undefined;
  rows.forEach((row, index) => {
    const margin = row.flat().filter(inMargin);
    const head = margin[0];
    if (!head) {
      // A row of text only between two margin lines set closer than a line apart (a timeline
      // bar's labels sit between the text's baselines) leaves the stack open.
      const y = row[0]?.[0]?.y;
      if (open && y !== undefined && open.y - y < open.head.size * 1.6) return;
      open = undefined;
      return;
    }
    const width = Math.max(...margin.map((glyph) => glyph.x + glyph.width)) - head.x;
    if (open && open.y - head.y <= head.size * 1.6) {
      open.rows.push(index);
      open.lines.push({ text: textOf(margin), head, width });
      open.texts.push(textOf(margin));
      open.text = open.texts.join(" ");
      open.width = Math.max(open.width, width);
      open.y = head.y;
      return;
    }
    const line = { text: textOf(margin), head, width };
    open = { rows: [index], text: line.text, texts: [line.text], lines: [line], head, width, y: head.y };
    stacks.push(open);
  });
  return stacks;
}

/**
 * A timeline bar's labels (moderncv's moderntimeline, infographic CVs): the start date at the
 * bar's left end and the end date under its right end, so the two stand one over the other at
 * different x, the later one below. Dates of one-line entries, one per row, line up at one edge.
 */
function barLabels(stack: Stack): Stack | undefined {
  const [upper, lower] = stack.lines;
  if (stack.lines.length !== 2 || !upper || !lower) return undefined;
  const single = (text: string) => {
    const range = dateRanges(text)[0];
    return isOnlyDates(text) && range?.start && !range.end && !range.current && !range.since
      ? range.start
      : undefined;
  };
  const [start, end] = [single(upper.text), single(lower.text)];
  if (!start || !end || end <= start) return undefined;
  const alignedLeft = Math.abs(upper.head.x - lower.head.x) < 2;
  const alignedRight = Math.abs(upper.head.x + upper.width - (lower.head.x + lower.width)) < 2;
  if (alignedLeft || alignedRight) return undefined;
  const head = upper.head.x < lower.head.x ? upper.head : lower.head;
  const width = Math.max(upper.head.x + upper.width, lower.head.x + lower.width) - head.x;
  return { ...stack, text: `${upper.text} – ${lower.text}`, head: { ...upper.head, x: head.x }, width };
}
