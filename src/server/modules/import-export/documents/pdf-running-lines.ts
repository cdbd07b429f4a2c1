import type { PageLines } from "./pdf-page-lines.ts";
import type { SourceLine } from "./source-lines.ts";

// Running heads and feet: the line a layout repeats at the top or foot of every page ("Ann Lee
// · Résumé · Page 2", a date and the name). It belongs to no section; read in, it ends the
// entry above it and starts a new one. Found as the same text (page numbers aside) opening or
// closing at least two pages and at least half of them.

const key = (line: SourceLine) => line.text.replace(/\d+/g, "#").trim();

/** The page-edge lines of `pages` that repeat as running heads or feet. */
export function runningLines(pages: PageLines[]): Set<SourceLine> {
  const found = new Set<SourceLine>();
  if (pages.length < 2) return found;
  const edges = pages.map((page) => {
    const lines = [...page.header, ...page.columns.flat()];
    return [lines[0], lines.at(-1)].filter((line): line is SourceLine => line !== undefined);
  });
  const pagesWith = new Map<string, number>();
  for (const pageEdges of edges)
    for (const text of new Set(pageEdges.map(key))) pagesWith.set(text, (pagesWith.get(text) ?? 0) + 1);
  for (const pageEdges of edges)
    for (const line of pageEdges) {
      const count = pagesWith.get(key(line)) ?? 0;
      if (count >= 2 && count >= pages.length / 2) found.add(line);
    }
  return found;
}
