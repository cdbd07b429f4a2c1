import { isBulletMark } from "./bullet-glyphs.ts";
import type { Glyph } from "./pdf-glyph-rows.ts";

// Entries with their details in a narrow right-hand column (place, dates, a duration stacked
// beside the title and the first bullets). The details are one cell that belongs to the entry's
// head, the row at the top of the stack; left on the bullet rows beside them they would cut
// those items in two ("Built the API … 99.97% | June 2023 – present" / "uptime | 2 years").

const startsWithMark = (row: Glyph[][]) =>
  isBulletMark(row[0]?.[0]?.text ?? "") || /^\s*[•▪◦‣∙●■–-]\s/.test(row[0]?.[0]?.text ?? "");

/**
 * Moves the parts at or right of `details` from the list-item rows under an entry's head (rows
 * that open with a bullet mark, or go on from one) up to that head: the nearest row above that
 * opens with no mark and has details of its own, with every row between holding details too.
 */
export function withDetailsAtHead(rows: Glyph[][][], details: number | undefined): Glyph[][][] {
  if (details === undefined) return rows;
  const isDetail = (part: Glyph[]) => (part[0] as Glyph).x >= details - 1;
  let head: Glyph[][] | undefined;
  let inItem = false;
  return rows.map((row) => {
    const main = row.filter((part) => !isDetail(part));
    const side = row.filter(isDetail);
    if (!side.length || !main.length) {
      head = undefined;
      return row;
    }
    const marked = startsWithMark(main);
    // A row going on from an item: no mark, after an item, starting in lower case.
    const goesOn = !marked && inItem && /^\p{Ll}/u.test(main[0]?.[0]?.text ?? "");
    if (!marked && !goesOn) {
      head = row;
      inItem = false;
      return row;
    }
    inItem = true;
    if (!head) return row;
    head.push(...side);
    return main;
  });
}
