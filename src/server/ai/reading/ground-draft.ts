import type { ResumeDraft } from "../../../shared/resume-draft.ts";
import { createSourceMatcher, normalizeForMatch, type SourceMatcher } from "./source-match.ts";

// A model may structure a resume's text, never add to it: EVERY string of its reading must
// appear in the text (source-match.ts says how: whole words, a highlight as one contiguous run,
// a date by the month and year it names, a URL with or without its scheme). A value that does
// not is replaced by the offline reading's value at the same place (same section, same row
// index, same field), when that one does appear in the text, and is left out otherwise.

export interface GroundedDraft {
  resume: ResumeDraft;
  /** Where the offline reading's value stands in for the model's, as paths: "work[1].position". */
  replaced: string[];
  /** The model's strings checked, and how many of them were not in the text. */
  checked: number;
  failed: number;
}

interface Walk {
  matcher: SourceMatcher;
  checked: number;
  failed: number;
}

/** A grounded value and its replaced places, as path suffixes relative to it ("" is itself). */
type Grounded = { value: unknown; replaced: string[] } | undefined;

const DATE_KEYS = new Set(["startDate", "endDate", "date", "releaseDate"]);

function inSource(matcher: SourceMatcher, key: string, value: string): boolean {
  if (DATE_KEYS.has(key)) return matcher.hasDate(value);
  if (key === "url") return matcher.hasUrl(value);
  if (key === "phone") return matcher.hasPhone(value);
  return matcher.hasText(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` (a model's, or with `walk.checked` untouched an offline one) kept where grounded. */
function ground(walk: Walk, key: string, value: unknown, fallback: unknown, counted = true): Grounded {
  if (typeof value === "string") {
    const text = value.trim();
    if (!text) return undefined;
    if (counted) walk.checked++;
    if (inSource(walk.matcher, key, text)) return { value: text, replaced: [] };
    if (counted) walk.failed++;
    const stand = typeof fallback === "string" ? fallback.trim() : "";
    if (stand && inSource(walk.matcher, key, stand)) return { value: stand, replaced: [""] };
    return undefined;
  }
  if (Array.isArray(value)) {
    const standIns = Array.isArray(fallback) ? fallback : [];
    const kept: unknown[] = [];
    const replaced: string[] = [];
    value.forEach((item, index) => {
      const result = ground(walk, key, item, standIns[index], counted);
      if (!result) return;
      replaced.push(...result.replaced.map((suffix) => `[${kept.length}]${suffix}`));
      kept.push(result.value);
    });
    return kept.length ? { value: kept, replaced } : undefined;
  }
  if (isRecord(value)) {
    const standIns = isRecord(fallback) ? fallback : {};
    const kept: Record<string, unknown> = {};
    const replaced: string[] = [];
    for (const [field, item] of Object.entries(value)) {
      const result = ground(walk, field, item, standIns[field], counted);
      if (!result) continue;
      kept[field] = result.value;
      replaced.push(...result.replaced.map((suffix) => `.${field}${suffix}`));
    }
    return Object.keys(kept).length ? { value: kept, replaced } : undefined;
  }
  return undefined;
}

export function groundDraft({
  draft,
  fallback,
  sourceText,
}: {
  /** The model's reading. */
  draft: ResumeDraft;
  /** The offline reading of the same text. */
  fallback: ResumeDraft;
  sourceText: string;
}): GroundedDraft {
  const walk: Walk = { matcher: createSourceMatcher(sourceText), checked: 0, failed: 0 };
  const result = ground(walk, "", draft, fallback);
  const resume = (result?.value ?? {}) as ResumeDraft;
  const replaced = (result?.replaced ?? []).map((path) => path.slice(1));
  // basics is one object, so "the same place" is certain there: a field the model left out
  // and the offline reading found (and the text shows) is kept.
  const basics: Record<string, unknown> = { ...resume.basics };
  for (const [field, value] of Object.entries(fallback.basics)) {
    if (field in basics) continue;
    const offline = ground(walk, field, value, undefined, false);
    if (offline) basics[field] = offline.value;
  }
  return { resume: { ...resume, basics }, replaced, checked: walk.checked, failed: walk.failed };
}

/** The lines neither reading placed: an offline unplaced line the model put in some value is placed. */
export function stillUnplaced(unplaced: string[], resume: ResumeDraft): string[] {
  const values: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") values.push(normalizeForMatch(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) Object.values(value).forEach(collect);
  };
  collect(resume);
  const placed = values.join("\n");
  return unplaced.filter((line) => {
    const key = normalizeForMatch(line);
    return key === "" || !placed.includes(key);
  });
}
