import type { ResumeDraft } from "../../src/shared/resume-draft.ts";
import { likeness } from "../import-set/score-import.ts";
import type { ResumeTruth } from "./resume-truth.ts";

// Field-level accuracy of a read draft against a real-world document's hand-written truth.
// The truth keeps dates as printed ("Sep. 2023", "2016/09", "6/2019", "2015 年 3 月", "now"), so
// this file reads them on its own (not with the product's reader, which is what is measured):
// a date is right when its year and, where printed, its month match the draft's.

export const realworldFields = [
  "name",
  "email",
  "phone",
  "links",
  "employer",
  "title",
  "start",
  "end",
  "school",
  "sections",
  "items",
] as const;
export type RealworldField = (typeof realworldFields)[number];

export interface Tally {
  hit: number;
  total: number;
}
export type Tallies = Record<RealworldField, Tally>;

export interface RealworldMiss {
  field: RealworldField;
  expected: string;
  got: string;
}

export function emptyTallies(): Tallies {
  return Object.fromEntries(realworldFields.map((field) => [field, { hit: 0, total: 0 }])) as Tallies;
}

export function addTallies(into: Tallies, from: Tallies) {
  for (const field of realworldFields) {
    into[field].hit += from[field].hit;
    into[field].total += from[field].total;
  }
}

const norm = (value: string | null | undefined) =>
  (value ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, "");

const wordsOf = (value: string | null | undefined) =>
  norm(value)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/** Same text, ignoring case, spacing and punctuation. */
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  wordsOf(a).join(" ") === wordsOf(b).join(" ");

const digits = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

// Month names as the truth prints them (en, fr, de, es, pt, it), by their first three letters.
const MONTH_STEMS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  fév: 2,
  fev: 2,
  avr: 4,
  mai: 5,
  jui: 6,
  aoû: 8,
  aou: 8,
  déc: 12,
  mär: 3,
  mrz: 3,
  okt: 10,
  dez: 12,
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
  set: 9,
  out: 10,
  gen: 1,
  mag: 5,
  giu: 6,
  lug: 7,
  ott: 10,
};
const PRESENT = /^(present|now|current|ongoing|today|至今|heute|aujourd'hui|actuel|presente|atual|oggi)$/i;

/** A printed date as {year, month?}, "present", or null when it names no date. */
function truthDate(value: string | null): { year: number; month?: number } | "present" | null {
  if (!value) return null;
  const text = norm(value);
  if (PRESENT.test(text)) return "present";
  const cjk = /(\d{4})\s*年\s*(\d{1,2})\s*月/.exec(text);
  if (cjk) return { year: Number(cjk[1]), month: Number(cjk[2]) };
  const yearFirst = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(text);
  if (yearFirst) return { year: Number(yearFirst[1]), month: Number(yearFirst[2]) };
  const monthFirst = /^(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/.exec(text);
  if (monthFirst) {
    const year = Number(monthFirst[2]);
    return { year: year < 100 ? 2000 + year : year, month: Number(monthFirst[1]) };
  }
  const year = /\b(\d{4})\b/.exec(text);
  if (!year) return null;
  const stem = /\p{L}{3}/u.exec(text)?.[0];
  const month = stem ? MONTH_STEMS[stem] : undefined;
  return month ? { year: Number(year[1]), month } : { year: Number(year[1]) };
}

/** The draft's date ("YYYY", "YYYY-MM", "YYYY-MM-DD") matches the printed one. */
function sameDate(printed: string | null, read: string | undefined, isEnd: boolean): boolean {
  const wanted = truthDate(printed);
  // A job still held is a job with no end date in the draft (resume-draft.ts).
  if (wanted === "present" || (wanted === null && isEnd)) return !read;
  if (wanted === null) return !read;
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(read ?? "");
  if (!match) return false;
  if (Number(match[1]) !== wanted.year) return false;
  return wanted.month === undefined || Number(match[2]) === wanted.month;
}

/** Pairs truth entries with read entries in order, by name overlap (greedy, best first). */
function pairEntries<T, U>(truth: T[], read: U[], key: (t: T) => string, readKey: (u: U) => string) {
  const pairs: { i: number; j: number; score: number }[] = [];
  truth.forEach((t, i) => {
    read.forEach((u, j) => {
      const score = likeness(key(t), readKey(u));
      if (score > 0) pairs.push({ i, j, score: score - Math.abs(i - j) * 0.001 });
    });
  });
  pairs.sort((a, b) => b.score - a.score);
  const matched = new Map<number, U>();
  const used = new Set<number>();
  for (const { i, j } of pairs) {
    if (matched.has(i) || used.has(j)) continue;
    matched.set(i, read[j] as U);
    used.add(j);
  }
  return matched;
}

/** Where each truth section kind shows in a draft. "other" has no place and is not scored. */
const SECTION_FILLED: Record<string, (draft: ResumeDraft) => boolean> = {
  work: (d) => Boolean(d.work?.length),
  education: (d) => Boolean(d.education?.length),
  skills: (d) => Boolean(d.skills?.some((group) => group.keywords?.length || group.name)),
  projects: (d) => Boolean(d.projects?.length),
  summary: (d) => Boolean(d.basics.summary?.trim()),
  awards: (d) => Boolean(d.awards?.length),
  certificates: (d) => Boolean(d.certificates?.length),
  publications: (d) => Boolean(d.publications?.length),
  volunteer: (d) => Boolean(d.volunteer?.length),
  languages: (d) => Boolean(d.languages?.length),
  interests: (d) => Boolean(d.interests?.length),
  references: (d) => Boolean(d.references?.length),
};

/** Every web link the draft holds, as one lower-case text. */
function draftLinks(draft: ResumeDraft): string {
  const basics = draft.basics;
  return norm(
    [basics.url, ...(basics.profiles ?? []).flatMap((p) => [p.url, p.username, p.network])].join(" "),
  );
}

export function scoreRealworld(truth: ResumeTruth, draft: ResumeDraft) {
  const tallies = emptyTallies();
  const misses: RealworldMiss[] = [];
  const count = (field: RealworldField, hit: boolean, expected: string, got: string) => {
    tallies[field].total++;
    if (hit) tallies[field].hit++;
    else misses.push({ field, expected, got });
  };
  const basics = draft.basics;
  count("name", sameText(truth.name, basics.name), truth.name, basics.name ?? "");
  if (truth.email) count("email", norm(truth.email) === norm(basics.email), truth.email, basics.email ?? "");
  if (truth.phone) {
    count("phone", digits(truth.phone) === digits(basics.phone), truth.phone, basics.phone ?? "");
  }
  const links = draftLinks(draft);
  for (const link of truth.links) {
    // The handle is the part a reader must not lose ("linkedin.com/in/johndoe" → "johndoe").
    const handle =
      norm(link)
        .replace(/^[a-z]+:\/+\s*/, "")
        .split(/[/\s]+/)
        .filter(Boolean)
        .at(-1) ?? "";
    count("links", handle.length > 0 && links.includes(handle), link, links);
  }

  const jobs = draft.work ?? [];
  const jobPairs = pairEntries(
    truth.work,
    jobs,
    (t) => `${t.company ?? ""} ${t.title ?? ""}`,
    (u) => `${u.name ?? ""} ${u.position ?? ""}`,
  );
  truth.work.forEach((job, i) => {
    const read = jobPairs.get(i);
    const where = `${job.title} at ${job.company}`;
    if (job.company)
      count("employer", sameText(job.company, read?.name), job.company, read?.name ?? "(no job)");
    if (job.title)
      count("title", sameText(job.title, read?.position), job.title, read?.position ?? "(no job)");
    if (job.start) {
      count(
        "start",
        Boolean(read) && sameDate(job.start, read?.startDate, false),
        `${where}: ${job.start}`,
        read?.startDate ?? "",
      );
    }
    count(
      "end",
      Boolean(read) && sameDate(job.end, read?.endDate, true),
      `${where}: ${job.end ?? "(none)"}`,
      read?.endDate ?? "",
    );
  });

  const schools = draft.education ?? [];
  const schoolPairs = pairEntries(
    truth.education,
    schools,
    (t) => t.institution ?? "",
    (u) => u.institution ?? "",
  );
  truth.education.forEach((school, i) => {
    if (!school.institution) return;
    const read = schoolPairs.get(i);
    count(
      "school",
      sameText(school.institution, read?.institution),
      school.institution,
      read?.institution ?? "(none)",
    );
  });

  const kinds = new Set(
    truth.sections.map((section) => section.kind).filter((kind) => kind in SECTION_FILLED),
  );
  for (const kind of kinds) count("sections", SECTION_FILLED[kind]?.(draft) ?? false, kind, "(empty)");

  // Items under jobs: each one counts; one too many or too few costs one.
  const read = jobs.reduce(
    (sum, job) => sum + (job.highlights?.length ?? 0) + (job.summary?.trim() ? 1 : 0),
    0,
  );
  tallies.items.total += truth.bullets;
  tallies.items.hit += Math.max(0, truth.bullets - Math.abs(read - truth.bullets));
  if (read !== truth.bullets)
    misses.push({ field: "items", expected: String(truth.bullets), got: String(read) });
  return { tallies, misses };
}

export const share = (tally: Tally) => (tally.total ? tally.hit / tally.total : 1);
