import { type Glyph, isLabel, textOf } from "./pdf-glyph-rows.ts";
import { isOnlyDates } from "./read-dates.ts";
import { sectionOfTellingWord, sectionOfWords } from "./section-headings.ts";

/**
 * Table layouts put section names in a narrow left column beside the section's text
 * ("EMPLOYMENT | Registered Nurse … | 2019 – Present"). When several rows open with such a label
 * at the left edge and one of them names a section, each label becomes a line of its own above
 * its row, and a label the cell wrapped ("EDUCATION &" / "TRAINING") is joined again.
 */
export function withLabelsApart(rows: Glyph[][][]): Glyph[][][] {
  const edge = Math.min(...rows.map((row) => row[0]?.[0]?.x ?? Number.POSITIVE_INFINITY));
  // A table's cells are padded, so its label column may start a few points inside the edge of
  // the text above it (the name and contact lines set on the page's margin): the labels line up
  // with the left edge of the rows that have a cell beside them.
  const cellEdge = Math.min(
    ...rows.filter((row) => row.length > 1).map((row) => row[0]?.[0]?.x ?? Number.POSITIVE_INFINITY),
  );
  const labelled = (row: Glyph[][]) => {
    const [label, next] = row;
    if (!label) return false;
    const start = (label[0] as Glyph).x;
    // Dates at a row's left edge are its entry's dates, which stay on the entry's head.
    if (isOnlyDates(textOf(label))) return false;
    const atEdge = Math.abs(start - edge) < 2 || Math.abs(start - cellEdge) < 2;
    if (atEdge && isLabel(label) && (!next || (next[0] as Glyph).x - edge > 50)) return true;
    // A section's name set in the margin, right-aligned and not bold (moderncv): it starts
    // near the edge, stands apart from the text beside it, and is set larger than that text.
    if (!next) return false;
    const end = Math.max(...label.map((glyph) => glyph.x + glyph.width));
    const larger = (label[0] as Glyph).size > (next[0] as Glyph).size * 1.15;
    return (
      start - edge < 120 && (next[0] as Glyph).x - end > 8 && larger && Boolean(sectionOfWords(textOf(label)))
    );
  };
  const labels = rows.filter((row) => row.length > 1 && labelled(row));
  const named = (row: Glyph[][]) => sectionOfWords(textOf(row[0] as Glyph[]));
  // Two labels, one of them naming a section; or one that names a section outright.
  const table =
    (labels.length >= 2 &&
      labels.some((row) => named(row) || sectionOfTellingWord(textOf(row[0] as Glyph[])))) ||
    (labels.length === 1 && named(labels[0] as Glyph[][]));
  if (!table) return rows;
  const result: Glyph[][][] = [];
  let openLabel: Glyph[][] | undefined;
  for (const row of rows) {
    if (!labelled(row)) {
      openLabel = undefined;
      result.push(row);
      continue;
    }
    const [label, ...rest] = row as [Glyph[], ...Glyph[][]];
    const joined = openLabel && /(?:&|and|,)$/i.test(textOf(openLabel[0] as Glyph[]));
    // The label's next line starts a new word: a space before it, whatever the positions say.
    if (joined && openLabel)
      (openLabel[0] as Glyph[]).push(
        ...label.map((glyph, i) => (i ? glyph : { ...glyph, text: ` ${glyph.text}` })),
      );
    else {
      openLabel = [label];
      result.push(openLabel);
    }
    if (rest.length) result.push(rest);
  }
  return result;
}
