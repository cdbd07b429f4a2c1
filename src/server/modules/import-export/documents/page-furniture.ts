import { holdsEmailOrPhone } from "./contact-details.ts";
import { trimEndOf } from "./labelled-text.ts";
import type { SourceLine } from "./source-lines.ts";

// Running heads and feet: the line a layout repeats at the top or foot of its pages ("Ann Lee ·
// Résumé", "Jane Roe – 1/3"). It belongs to no section; read in, it ends the entry above it and
// starts a new one. Two kinds are told apart from an entry's own lines:
// - the same text opening or closing at least two pages, and at least half of them;
// - a line near a page's edge that shows its own page number ("– 2/3" on page 2) and comes back,
//   figures aside, near the edge of another page. An entry's line that recurs with other dates
//   ("Acme, Lyon | 2016 – 2018" atop page 2, "… 2018 – 2021" at the foot of page 1) shows no
//   page number, so it stays.

/** How many lines from a page's top or bottom a numbered head or foot may stand. */
const EDGE = 2;

const sameText = (line: SourceLine) => line.text.replace(/\s+/g, " ").trim();
const figuresAside = (line: SourceLine) =>
  trimEndOf(line.text.replace(/\d+/g, "#"), " \t\u00a0#|·/–—-").replace(/\s+/g, " ").trim();
/** A page number stands at a line's end ("– 2/3", "Page 2 of 3") or opens it ("2 | Jane Roe"). */
function showsItsPage(line: SourceLine): boolean {
  const words = line.text.trim().split(/\s+/);
  const edges = [words[0] ?? "", ...words.slice(-3)];
  return edges.some((word) =>
    trimEndOf(word.replace(/^[([–—-]+/, ""), ")].,:–—-")
      .split("/")
      .some((part) => /^\d+$/.test(part) && Number(part) === line.page),
  );
}

/** How many pages have a line with each key among `lines`. */
function pagesByKey(lines: SourceLine[], key: (line: SourceLine) => string): Map<string, number> {
  const pages = new Map<string, Set<number>>();
  for (const line of lines) {
    const text = key(line);
    if (text.length < 3) continue;
    pages.set(text, (pages.get(text) ?? new Set()).add(line.page));
  }
  return new Map([...pages].map(([text, seen]) => [text, seen.size]));
}

/** The running heads and feet among `pages` (each page's lines in reading order). */
export function runningLines(pages: SourceLine[][]): Set<SourceLine> {
  return pageFurniture(pages).running;
}

/**
 * The running heads and feet, and the first copy of each that holds contact details (kept: it
 * is the person's details, read with the header wherever the layout draws it).
 */
export function pageFurniture(pages: SourceLine[][]): { running: Set<SourceLine>; details: SourceLine[] } {
  const details: SourceLine[] = [];
  if (pages.length < 2) return { running: new Set(), details };
  const outermost = pages.flatMap((lines) => [lines[0], lines.at(-1)]).filter((line) => line !== undefined);
  const nearEdge = pages.flatMap((lines) =>
    lines.length > EDGE * 2 ? [...lines.slice(0, EDGE), ...lines.slice(-EDGE)] : lines,
  );
  const repeated = pagesByKey(outermost, sameText);
  const numbered = pagesByKey(nearEdge.filter(showsItsPage), figuresAside);
  const found = new Set<SourceLine>();
  // A running head or foot of contact details (moderncv's casual style, Word templates' headers)
  // is the person's details: its first copy stays for the reader; the repeats go.
  const keptOnce = new Set<string>();
  for (const line of outermost) {
    const count = repeated.get(sameText(line)) ?? 0;
    if (count < 2 || count < pages.length / 2) continue;
    if (holdsEmailOrPhone(line.text) && !keptOnce.has(sameText(line))) {
      keptOnce.add(sameText(line));
      details.push(line);
    } else found.add(line);
  }
  for (const line of nearEdge) {
    if (!showsItsPage(line) || (numbered.get(figuresAside(line)) ?? 0) < 2) continue;
    if (holdsEmailOrPhone(line.text) && !keptOnce.has(figuresAside(line))) {
      keptOnce.add(figuresAside(line));
      details.push(line);
    } else found.add(line);
  }
  return { running: found, details };
}
