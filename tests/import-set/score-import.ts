import type { ResumeDraft } from "../../src/shared/resume-draft.ts";
import { type DraftSection, type ExpectedEntry, type ExpectedResume, PRESENT } from "./expected-resume.ts";

// Field-level accuracy of a read resume (a ResumeDraft) against what its sample printed
// (expected-resume.ts). Text is compared NFKC-normalised with whitespace collapsed; names,
// companies, titles and skills case-insensitively (a layout may print them in capitals).

export const scoredFields = [
  "name",
  "email",
  "phone",
  "company",
  "title",
  "startDate",
  "endDate",
  "bullets",
  "sections",
  "skills",
] as const;
export type ScoredField = (typeof scoredFields)[number];

export interface Tally {
  hit: number;
  total: number;
}

interface Miss {
  field: ScoredField;
  /** Which entry: `work[2] "Juniper Table Head Chef"`. */
  where: string;
  expected: string;
  got: string;
}

export interface ImportScore {
  tallies: Record<ScoredField, Tally>;
  misses: Miss[];
}

export function emptyTallies(): Record<ScoredField, Tally> {
  return Object.fromEntries(scoredFields.map((field) => [field, { hit: 0, total: 0 }])) as Record<
    ScoredField,
    Tally
  >;
}

export function addTallies(into: Record<ScoredField, Tally>, from: Record<ScoredField, Tally>) {
  for (const field of scoredFields) {
    into[field].hit += from[field].hit;
    into[field].total += from[field].total;
  }
}

/** NFKC, whitespace collapsed, separators at the ends trimmed; lower case unless `keepCase`. */
function normText(value: string | undefined, keepCase = false): string {
  const text = (value ?? "")
    .normalize("NFKC")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, "");
  return keepCase ? text : text.toLowerCase();
}

/** Lower-case words with punctuation trimmed from their ends ("C++" and "Node.js" stay whole). */
function words(value: string | undefined): string[] {
  return (
    normText(value)
      .split(" ")
      .map((word) => word.replace(/^[("'“‘[]+|[)"'”’\],.;:!?]+$/g, ""))
      // Separators ("|", "–", "•") are layout, not words.
      .filter((word) => /[\p{L}\p{N}]/u.test(word))
  );
}

/** Length of the longest common subsequence of two word lists (two rows of the DP table). */
export function commonSubsequence(a: string[], b: string[]): number {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (const word of a) {
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        word === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

interface DraftEntry {
  key: string;
  body: string[];
  company?: string;
  title?: string;
  start?: string;
  end?: string;
}

const joined = (...parts: (string | undefined)[]) => parts.filter((part) => part?.trim()).join(" ");
const bodyOf = (...parts: (string | string[] | undefined)[]) =>
  parts.flat().filter((line): line is string => Boolean(line?.trim()));

/** Each draft section's entries, named the way expected entries are. */
function draftEntries(draft: ResumeDraft): Record<DraftSection, DraftEntry[]> {
  return {
    work: (draft.work ?? []).map((job) => ({
      key: joined(job.name, job.position),
      body: bodyOf(job.summary, job.highlights),
      company: job.name,
      title: job.position,
      start: job.startDate,
      end: job.endDate,
    })),
    volunteer: (draft.volunteer ?? []).map((role) => ({
      key: joined(role.organization, role.position),
      body: bodyOf(role.summary, role.highlights),
    })),
    education: (draft.education ?? []).map((school) => ({
      key: joined(school.institution, school.studyType, school.area),
      body: [],
    })),
    projects: (draft.projects ?? []).map((project) => ({
      key: project.name ?? "",
      body: bodyOf(project.description, project.highlights),
    })),
    certificates: (draft.certificates ?? []).map((item) => ({ key: item.name ?? "", body: [] })),
    awards: (draft.awards ?? []).map((item) => ({ key: item.title ?? "", body: [] })),
    publications: (draft.publications ?? []).map((item) => ({ key: item.name ?? "", body: [] })),
    references: (draft.references ?? []).map((item) => ({ key: item.name ?? "", body: [] })),
    languages: (draft.languages ?? []).map((item) => ({ key: item.language ?? "", body: [] })),
  };
}

/** Word-set overlap of two names (Dice): 1 the same words, 0 none shared. */
export function likeness(a: string, b: string): number {
  const left = new Set(words(a));
  const right = new Set(words(b));
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return (2 * shared) / (left.size + right.size);
}

/** Below this overlap an entry is not the same entry. */
const SAME_ENTRY = 0.5;

/** Pairs expected entries with draft entries: best overlap first, nearer position on a tie. */
function matchEntries(expected: ExpectedEntry[], found: DraftEntry[]): Map<number, DraftEntry> {
  const pairs: { i: number; j: number; score: number }[] = [];
  expected.forEach((entry, i) => {
    found.forEach((candidate, j) => {
      const score = likeness(entry.key, candidate.key);
      if (score >= SAME_ENTRY) pairs.push({ i, j, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
  const matched = new Map<number, DraftEntry>();
  const used = new Set<number>();
  for (const { i, j } of pairs) {
    if (matched.has(i) || used.has(j)) continue;
    const candidate = found[j];
    if (!candidate) continue;
    matched.set(i, candidate);
    used.add(j);
  }
  return matched;
}

const isOngoing = (value: string | undefined) => /^(|present|current|now)$/.test(normText(value));
const hasDigit = (value: string) => /\d/.test(value);

export function scoreImport(expected: ExpectedResume, draft: ResumeDraft): ImportScore {
  const tallies = emptyTallies();
  const misses: Miss[] = [];
  const count = (field: ScoredField, ok: boolean, where: string, want: string, got: string | undefined) => {
    tallies[field].total++;
    if (ok) tallies[field].hit++;
    else misses.push({ field, where, expected: want, got: got ?? "" });
  };

  const basics = draft.basics ?? {};
  count("name", normText(basics.name) === normText(expected.name), "basics", expected.name, basics.name);
  count("email", normText(basics.email) === normText(expected.email), "basics", expected.email, basics.email);
  const phone = normText(basics.phone, true);
  // "Upon request" is printed where the number goes, but it is no number: leaving it out is right too.
  const phoneOk = phone === normText(expected.phone, true) || (!hasDigit(expected.phone) && phone === "");
  count("phone", phoneOk, "basics", expected.phone, basics.phone);

  const found = draftEntries(draft);
  const bySection = new Map<DraftSection, { entry: ExpectedEntry; index: number }[]>();
  for (const entry of expected.entries) {
    const list = bySection.get(entry.section) ?? [];
    list.push({ entry, index: list.length });
    bySection.set(entry.section, list);
  }
  for (const [section, list] of bySection) {
    const matched = matchEntries(
      list.map((item) => item.entry),
      found[section],
    );
    for (const { entry, index } of list) {
      const where = `${section}[${index}] "${entry.key}"`;
      const match = matched.get(index);
      count("sections", Boolean(match), where, section, match ? section : elsewhere(entry, found));
      if (entry.job) scoreJob(entry.job, match, where, count);
      if (entry.body) scoreBody(entry.body, match?.body ?? [], where, tallies, misses);
    }
  }

  const parsedSkills = new Set(
    (draft.skills ?? []).flatMap((group) =>
      (group.keywords?.length ? group.keywords : [group.name ?? ""]).map((skill) => normText(skill)),
    ),
  );
  for (const skill of expected.skills)
    count("skills", parsedSkills.has(normText(skill)), "skills", skill, "");
  return { tallies, misses };
}

type Count = (field: ScoredField, ok: boolean, where: string, want: string, got: string | undefined) => void;

function scoreJob(
  job: NonNullable<ExpectedEntry["job"]>,
  match: DraftEntry | undefined,
  where: string,
  count: Count,
) {
  count(
    "company",
    Boolean(match) && normText(match?.company) === normText(job.company),
    where,
    job.company,
    match?.company,
  );
  count(
    "title",
    Boolean(match) && normText(match?.title) === normText(job.title),
    where,
    job.title,
    match?.title,
  );
  if (job.start !== undefined)
    count(
      "startDate",
      Boolean(match) && normText(match?.start) === job.start,
      where,
      job.start,
      match?.start,
    );
  if (job.end !== undefined) {
    const ok = job.end === PRESENT ? isOngoing(match?.end) : normText(match?.end) === job.end;
    count("endDate", Boolean(match) && ok, where, job.end, match?.end);
  }
}

/** Bullet words in order, as an F-measure of the common subsequence: lost words and words of other fields both count. */
function scoreBody(
  expected: string[],
  got: string[],
  where: string,
  tallies: ImportScore["tallies"],
  misses: Miss[],
) {
  const want = words(expected.join(" "));
  const have = words(got.join(" "));
  const common = commonSubsequence(want, have);
  tallies.bullets.hit += 2 * common;
  tallies.bullets.total += want.length + have.length;
  if (common < want.length || common < have.length)
    misses.push({
      field: "bullets",
      where,
      expected: `${want.length} words: ${expected.join(" / ")}`,
      got: `${have.length} words, ${common} in order: ${got.join(" / ")}`,
    });
}

/** Where a missed entry may have gone instead, for the miss report: the closest entry of any section. */
function elsewhere(entry: ExpectedEntry, found: Record<DraftSection, DraftEntry[]>): string {
  let best = { text: "(not found)", score: SAME_ENTRY };
  for (const [section, list] of Object.entries(found)) {
    for (const candidate of list) {
      const score = likeness(entry.key, candidate.key);
      if (score >= best.score && section !== entry.section)
        best = { text: `${section}: "${candidate.key}" (${Math.round(100 * score)}% alike)`, score };
    }
  }
  return best.text;
}
