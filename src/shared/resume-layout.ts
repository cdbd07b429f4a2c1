// A resume's layout (issue 16 point 5, docs/decisions/021-resume-layout.md): the order and
// visibility of its sections, its margins, spacing, line height and type size, and how it prints
// dates and on which paper (issue 34, decision 034). One layout
// per resume, used by every design; a missing value means "the design's own". Stored in
// resume.layout (null = every default), read and written by GET/PUT /api/cv/layout and made
// by POST /api/cv/layout/fit ("Fit to one page"). No zod here, so the design page can use it
// without the validation code (that is shared/contracts/layout.ts). The sections themselves are
// shared/resume-sections.ts.

import type { DateFormat } from "./date-display.ts";
import type { PageSize } from "./page-size.ts";
import { type SectionKey, sectionKeys } from "./resume-sections.ts";

/** What a user may set. Margins in inches; spacing and type size in percent of the design's own. */
export const LAYOUT_BOUNDS = {
  margins: { min: 0.5, max: 1.5 },
  spacing: { min: 25, max: 200 },
  lineHeight: { min: 1.15, max: 2 },
  fontScale: { min: 80, max: 130 },
} as const;

/**
 * The readable floors "Fit to one page" never goes below. Body text is also held at 9 pt by the
 * renderer whatever the type size (a design already smaller keeps its own size).
 */
export const READABLE_FLOORS = { bodyPt: 9, lineHeight: 1.15, marginsIn: 0.5, spacing: 40 } as const;

export interface ResumeLayout {
  /** Every section once, in print order; null = the design's own order. */
  order: SectionKey[] | null;
  hidden: SectionKey[];
  margins: number | null;
  spacing: number | null;
  lineHeight: number | null;
  fontScale: number | null;
  /** How dates print ("Aug 2019", "08/2019", "2019-08"); null = "Aug 2019". */
  dateFormat: DateFormat | null;
  /** The paper; null = by the resume's address (Letter in the US and Canada, else A4). */
  pageSize: PageSize | null;
}

export const DEFAULT_LAYOUT: ResumeLayout = {
  order: null,
  hidden: [],
  margins: null,
  spacing: null,
  lineHeight: null,
  fontScale: null,
  dateFormat: null,
  pageSize: null,
};

/** Whether a layout changes nothing (stored as null). */
export const isDefaultLayout = (layout: ResumeLayout) =>
  JSON.stringify(layout) === JSON.stringify(DEFAULT_LAYOUT);

/** The sections in print order for a user who has not reordered them: the default order. */
export const orderOf = (layout: ResumeLayout): SectionKey[] => layout.order ?? [...sectionKeys];

/**
 * `ids` (a design's sections for one column, in its order) as the layout prints them: hidden
 * ones left out, the rest in the user's order when they chose one.
 */
export function arrangeSections<T extends SectionKey>(
  ids: readonly T[],
  layout: ResumeLayout | undefined,
): T[] {
  if (!layout) return [...ids];
  const shown = ids.filter((id) => !layout.hidden.includes(id));
  const order = layout.order;
  if (!order) return shown;
  return shown.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * `order` with every section. A section missing between two it follows and precedes by default
 * (one added since the order was saved, as Licenses was) goes between them; any other missing
 * one (a partial order sent to the API) goes at the end, in the default order.
 */
export function withEverySection(order: readonly SectionKey[]): SectionKey[] {
  const next = [...order];
  const rest: SectionKey[] = [];
  sectionKeys.forEach((key, index) => {
    if (next.includes(key)) return;
    const before = sectionKeys[index - 1];
    const after = sectionKeys[index + 1];
    if (before && after && next.includes(before) && next.includes(after)) {
      next.splice(next.indexOf(before) + 1, 0, key);
    } else rest.push(key);
  });
  return [...next, ...rest];
}

/** The section one step up or down (the Layout panel's Move buttons); unchanged at either end. */
export function moveSection(order: SectionKey[], key: SectionKey, step: -1 | 1): SectionKey[] {
  const from = order.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to] as SectionKey, next[from] as SectionKey];
  return next;
}

/** `key` put where `target` stands (drag and drop); the others keep their order. */
export function dropSection(order: SectionKey[], key: SectionKey, target: SectionKey): SectionKey[] {
  const to = order.indexOf(target);
  if (key === target || to < 0 || !order.includes(key)) return order;
  const next = order.filter((other) => other !== key);
  next.splice(to, 0, key);
  return next;
}
