import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { settleLineEndHyphens } from "./line-end-hyphens.ts";
import { pageFurniture } from "./page-furniture.ts";
import { drawnBullets, smallFilledShapes } from "./pdf-drawn-marks.ts";
import { isIconFont } from "./pdf-icon-fonts.ts";
import { marginLabels, type TurnedRun, turnedRun } from "./pdf-margin-labels.ts";
import { type Glyph, type PageLines, pageLines } from "./pdf-page-lines.ts";
import {
  closedUpInSpacedRun,
  withoutLetterSpacing,
  withoutStrayControlRuns,
  withRangeDashes,
} from "./pdf-text-repair.ts";
import { sectionOfWords } from "./section-headings.ts";
import type { SourceLine } from "./source-lines.ts";

// PDF text with positions (pdfjs-dist) -> the document's lines in reading order: glyph runs
// grouped into lines by baseline, columns read one after the other, wrapped lines joined
// (pdf-page-lines.ts). Font names are read so that bold lines can be told apart.

/**
 * pdf.js's predefined character maps. A CJK font embedded without a ToUnicode map (XeTeX's
 * Adobe Song/Hei/Kai fonts) is read through its collection's map (Adobe-GB1-UCS2): without
 * them every Chinese, Japanese or Korean glyph reads as nothing. pdf.js loads only the maps
 * on its own list of predefined names, so a file cannot name any other path.
 */
const CMAP_URL = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "cmaps")}/`;

/** More pages than any resume has: the rest is not read. */
const MAX_PAGES = 12;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/**
 * The lines of the PDF `bytes`. Pages are read until they hold `maxChars` characters: the
 * caller keeps no more than that, so the pages after it are never parsed (a long document, or
 * a hostile one whose later pages are huge, costs no more than its first ~100,000 characters).
 */
export async function pdfLines(bytes: Uint8Array, { maxChars = Infinity } = {}): Promise<SourceLine[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    // Font names (for bold) need the fonts' extra properties; no font is ever drawn.
    fontExtraProperties: true,
    disableFontFace: true,
    useSystemFonts: false,
    // No image is ever decoded: only text is read. pdf.js decodes a page's images for its
    // operator list (read below for the fonts), unbounded and after the list has answered: one
    // 20,000×20,000 image in a 400 KB PDF took 2.3 GB. 0 is "no image larger than 0 pixels":
    // every image is dropped before its data is read (-1 would be "no limit").
    maxImageSize: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: PageLines[] = [];
    let characters = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES) && characters < maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // The operator list loads the page's fonts, whose names say "Bold" (the text content's
      // styles only name a generic family, "sans-serif"); its images are dropped (maxImageSize).
      const operators = await page.getOperatorList();
      const glyphs: Glyph[] = [];
      const icons: Glyph[] = [];
      const turned: TurnedRun[] = [];
      let spacedRun: { y: number; size: number } | undefined;
      for (const item of content.items as TextItem[]) {
        if (!("str" in item) || !item.str.trim()) continue;
        characters += item.str.length + 1;
        const fontName = fontNameOf(page, item.fontName);
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
        const size = Math.max(Math.hypot(a, b), Math.hypot(c, d));
        // An icon (phone, pin, calendar, a rating dot) is no text: kept, it sticks letters such
        // as "z" or "#" to the dates, headings and contact details it stands before.
        if (isIconFont(fontName)) {
          icons.push({ text: item.str, x, y, width: item.width, size, bold: false });
          continue;
        }
        // A section's name turned a quarter in a margin is set above its section (pdf-margin-labels.ts).
        const turnedText = turnedRun(item.str.trim(), item.transform, item.width, isBoldFont(fontName));
        if (turnedText) {
          turned.push(turnedText);
          continue;
        }
        // A run on the row of a letter-spaced run, in its type, is letter-spaced too.
        const inSpacedRun =
          spacedRun && Math.abs(spacedRun.y - y) < 0.5 && Math.abs(spacedRun.size - size) < 0.5;
        spacedRun =
          withoutLetterSpacing(item.str) !== item.str ? { y, size } : inSpacedRun ? spacedRun : undefined;
        glyphs.push({
          text: readableText(inSpacedRun ? closedUpInSpacedRun(item.str) : item.str),
          x,
          y,
          width: item.width,
          size,
          bold: isBoldFont(fontName),
          ...(fontName ? { font: fontName } : {}),
        });
      }
      const text = withoutStrayControlRuns(glyphs);
      text.push(...marginLabels(turned, text));
      const drawn = drawnBullets(smallFilledShapes(operators), text);
      pages.push(pageLines([...text, ...iconBullets(icons, text), ...drawn], number));
      page.cleanup();
    }
    return settleLineEndHyphens(inReadingOrder(pages));
  } finally {
    await task.destroy();
  }
}

/**
 * A sidebar beside a main column that opens with the name ("Ana Ruiz" / "Nurse" / "Profile…"):
 * the name, in the page's largest type, and the lines under it up to the first heading are the
 * header, read before the sidebar. Takes them off the right column; returns the left one after them.
 */
export function nameBlockFirst([left, right]: [SourceLine[], SourceLine[]]): SourceLine[] {
  const largest = (lines: SourceLine[]) => Math.max(0, ...lines.map((line) => line.size ?? 0));
  const first = right[0];
  if (!first?.size || first.size < largest(left) * 1.4 || first.page !== 1) return left;
  const heading = right.findIndex((line, at) => at > 0 && Boolean(sectionOfWords(line.text)));
  const block = right.splice(0, heading > 0 && heading <= 4 ? heading : 1);
  return [...block, ...left];
}

/**
 * The header, then each column as one stream across the pages: a two-column resume goes on in
 * the same column on the next page (the sidebar's skills, the main column's jobs), so the left
 * columns of all pages are read, then the right ones. A page without a gutter continues the
 * column its text stands in.
 */
function inReadingOrder(pages: PageLines[]): SourceLine[] {
  const left: SourceLine[] = [];
  const right: SourceLine[] = [];
  let gutter: number | undefined;
  const { running, details } = pageFurniture(pages.map((page) => [...page.header, ...page.columns.flat()]));
  for (const every of pages) {
    const kept = (lines: SourceLine[]) => lines.filter((line) => !running.has(line));
    const page = { ...every, header: kept(every.header), columns: every.columns.map(kept) };
    if (page.columns.length === 2) {
      gutter = page.gutter;
      left.push(...page.header, ...nameBlockFirst(page.columns as [SourceLine[], SourceLine[]]));
      right.push(...(page.columns[1] ?? []));
    } else {
      const stream = gutter !== undefined && page.left >= gutter - 4 ? right : left;
      stream.push(...page.header, ...page.columns.flat());
    }
  }
  return withDetailsInHeader([...left, ...right], details);
}

/**
 * A running foot or head of contact details (moderncv's casual style puts the address, phone and
 * e-mail only in the page foot) is the person's details block: read where it stands, it is glued
 * to the entry above it. Its first copy is read with the header, before the first heading; a
 * line just above it, set apart from the body by space and joined to it with none ("Austin,
 * Texas" over "512… • jo@…"), is part of the same block.
 */
function withDetailsInHeader(lines: SourceLine[], details: SourceLine[]): SourceLine[] {
  const firstHeading = lines.findIndex((line) => line.page === 1 && Boolean(sectionOfWords(line.text)));
  const block = new Set<SourceLine>();
  for (const line of details) {
    const at = lines.indexOf(line);
    if (at < 0 || firstHeading < 0 || at < firstHeading) continue;
    const above = lines[at - 1];
    if (above && above.page === line.page && (line.gapBefore ?? 0) < 0.5 && (above.gapBefore ?? 0) >= 1.5)
      block.add(above);
    block.add(line);
  }
  if (!block.size) return lines;
  const rest = lines.filter((line) => !block.has(line));
  const to = rest.findIndex((line) => line.page === 1 && Boolean(sectionOfWords(line.text)));
  return [...rest.slice(0, to), ...lines.filter((line) => block.has(line)), ...rest.slice(to)];
}

/**
 * Icon glyphs that mark list items: a design may set its bullets in its icon font (moderncv's
 * casual and classic styles), and dropped with the other icons they leave items that run
 * together. An icon is a bullet where a sentence follows it on its baseline (five words or
 * more); before a contact detail or a heading it stays an icon.
 */
export function iconBullets(icons: Glyph[], glyphs: Glyph[]): Glyph[] {
  return icons
    .filter((icon) => [...icon.text.trim()].length === 1)
    .filter((icon) =>
      glyphs.some(
        (glyph) =>
          Math.abs(glyph.y - icon.y) <= icon.size * 0.3 &&
          glyph.x >= icon.x + icon.width - 1 &&
          glyph.x - (icon.x + icon.width) <= icon.size * 2 &&
          glyph.text.trim().split(/\s+/).length >= 5 &&
          !glyphs.some(
            (before) =>
              before !== glyph &&
              Math.abs(before.y - icon.y) <= icon.size * 0.3 &&
              before.x < icon.x &&
              icon.x - (before.x + before.width) <= icon.size * 2,
          ),
      ),
    )
    .map((icon) => ({ ...icon, text: "•" }));
}

// Fonts map some characters to compatibility forms: Kangxi radicals for common kanji ("⼾" for
// "戸"), Arabic presentation forms, ligatures ("ﬁ"). NFKC turns these back into the letters
// typed, and only these: it would also change "²" or full-width text elsewhere.
const COMPATIBILITY_FORMS = /[\u2E80-\u2FDF\uFB00-\uFB06\uFB50-\uFDFF\uFE70-\uFEFF]/g;
// XeTeX and LuaTeX set a typed "-" as the Unicode hyphen (U+2010, or U+2011 where it must not
// break): as text it is the hyphen people typed, in phone numbers and words alike.
const UNICODE_HYPHENS = /[\u2010\u2011]/g;
// A soft hyphen is invisible unless a word breaks at it; the line joins use it as their own mark
// of a word broken at a line's end (line-end-hyphens.ts), so the document's own are dropped.
const SOFT_HYPHENS = /\u00AD/g;
const readableText = (text: string) =>
  withRangeDashes(
    withoutLetterSpacing(
      text
        .replace(COMPATIBILITY_FORMS, (char) => char.normalize("NFKC"))
        .replace(UNICODE_HYPHENS, "-")
        .replace(SOFT_HYPHENS, ""),
    ),
  );

function fontNameOf(
  page: { commonObjs: { has(id: string): boolean; get(id: string): unknown } },
  id: string,
) {
  if (!page.commonObjs.has(id)) return "";
  const font = page.commonObjs.get(id) as { name?: string } | null;
  return font?.name ?? "";
}

const BOLD_NAME = /bold|black|heavy|semibold|demi/i;
const isBoldFont = (name: string) => BOLD_NAME.test(name);
