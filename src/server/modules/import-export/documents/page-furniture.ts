import type { SourceLine } from "./source-lines.ts";

// Running headers and footers: a line at the top or bottom edge of a page that comes back on
// another page, the same but for its figures ("Jane Roe – 1/3", "June 2026 · Résumé · 2"). It is
// the page's furniture, not part of the entry it happens to fall in. It carries its own page's
// number ("– 2/3" on page 2): an entry's line that happens to recur with other dates ("Acme, Lyon
// | 2016 – 2018" atop page 2 and again with 2018 – 2021 at the foot of page 1) does not.

/** How many lines from a page's top or bottom a running header or footer may stand. */
const EDGE = 2;

const furnitureKey = (text: string) =>
  text
    .replace(/\d+/g, "#")
    .replace(/[\s#|·/–—-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The line's figures include its own page number. */
const showsPage = (line: SourceLine) =>
  (line.text.match(/\d+/g) ?? []).some((figure) => Number(figure) === line.page);

export function runningLines(lines: SourceLine[]): Set<SourceLine> {
  const byPage = new Map<number, SourceLine[]>();
  for (const line of lines) {
    const page = byPage.get(line.page) ?? [];
    page.push(line);
    byPage.set(line.page, page);
  }
  if (byPage.size < 2) return new Set();
  const edges = [...byPage.values()].flatMap((page) =>
    page.length > EDGE * 2 ? [...page.slice(0, EDGE), ...page.slice(-EDGE)] : page,
  );
  const pagesOf = new Map<string, Set<number>>();
  for (const line of edges) {
    const key = furnitureKey(line.text);
    if (key.length < 3 || !showsPage(line)) continue;
    const pages = pagesOf.get(key) ?? new Set<number>();
    pages.add(line.page);
    pagesOf.set(key, pages);
  }
  return new Set(
    edges.filter((line) => showsPage(line) && (pagesOf.get(furnitureKey(line.text))?.size ?? 0) >= 2),
  );
}
