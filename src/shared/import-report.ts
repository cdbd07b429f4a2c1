// What an import brought in and what it had to shorten or leave out (POST /api/cv/import answers
// it as `import_report` beside the resume). An import never fails for length: a value over a
// limit is kept up to the limit and named here, so the user can see what to check.

/** A value kept up to a limit: its place ("skills[2]", "basics.location.address") and lengths. */
interface ShortenedValue {
  field: string;
  from: number;
  to: number;
}

/** Entries or values not imported: past a row limit, unusable, or a section we do not hold. */
interface LeftOutValue {
  field: string;
  count: number;
  reason: string;
}

export interface ImportReport {
  /** Entries per section of the file, e.g. { work: 9, education: 2, skills: 54, skillGroups: 4 }. */
  counts: Record<string, number>;
  shortened: ShortenedValue[];
  leftOut: LeftOutValue[];
}

export function emptyImportReport(): ImportReport {
  return { counts: {}, shortened: [], leftOut: [] };
}

// How the summary names each count, singular and plural, in the order it lists them.
const NOUNS: [key: string, one: string, many: string][] = [
  ["work", "job", "jobs"],
  ["volunteer", "volunteering role", "volunteering roles"],
  ["education", "education", "educations"],
  ["projects", "project", "projects"],
  ["certificates", "certificate", "certificates"],
  ["awards", "award", "awards"],
  ["skills", "skill", "skills"],
  ["languages", "language", "languages"],
  ["publications", "publication", "publications"],
  ["references", "reference", "references"],
  ["interests", "interest", "interests"],
  ["custom", "entry in your own sections", "entries in your own sections"],
];

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// What a shortened value is, by the first part of its place ("skills[2]" -> skills).
const SHORTENED_NOUNS: Record<string, [one: string, many: string]> = {
  skills: ["skill", "skills"],
  sections: ["additional section entry", "additional section entries"],
  experiences: ["job", "jobs"],
  work: ["job", "jobs"],
  educations: ["education", "educations"],
  education: ["education", "educations"],
  projects: ["project", "projects"],
  certificates: ["certificate", "certificates"],
};
const LEFT_OUT_NOUNS: Record<string, [one: string, many: string]> = {
  ...SHORTENED_NOUNS,
  links: ["link", "links"],
  email: ["e-mail address", "e-mail addresses"],
  dates: ["unreadable date", "unreadable dates"],
};

/** Tallies of `names` in first-seen order: ["a", "b", "a"] -> [["a", 2], ["b", 1]]. */
function tally(names: string[], weights: number[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const [index, name] of names.entries()) {
    totals.set(name, (totals.get(name) ?? 0) + (weights[index] ?? 1));
  }
  return [...totals];
}

/**
 * One short sentence for the user: "Imported Ada Lovelace: 9 jobs, 2 educations, 54 skills in
 * 4 groups, 3 publications; 1 skill shortened to fit; not imported: 5 skills." (without a name:
 * "Imported 9 jobs, ...").
 */
export function describeImportReport(report: ImportReport, resumeName?: string): string {
  const parts = NOUNS.filter(([key]) => (report.counts[key] ?? 0) > 0).map(([key, one, many]) => {
    const text = counted(report.counts[key] ?? 0, one, many);
    const groups = report.counts.skillGroups ?? 0;
    return key === "skills" && groups > 0 ? `${text} in ${counted(groups, "group", "groups")}` : text;
  });
  const counts = parts.join(", ");
  const named = resumeName ? `Imported ${resumeName}${counts ? `: ${counts}` : ""}` : "";
  const sentences = [named || `Imported ${counts || "the resume"}`];
  const section = (field: string) => field.split(/[.[]/, 1)[0] ?? field;
  const shortened = tally(
    report.shortened.map((item) => section(item.field)),
    [],
  ).map(([name, n]) => counted(n, ...(SHORTENED_NOUNS[name] ?? ["value", "values"])));
  if (shortened.length) sentences.push(`${shortened.join(", ")} shortened to fit`);
  const leftOut = tally(
    report.leftOut.map((item) => section(item.field)),
    report.leftOut.map((item) => item.count),
  ).map(([name, n]) => counted(n, ...(LEFT_OUT_NOUNS[name] ?? [name, name])));
  if (leftOut.length) sentences.push(`not imported: ${leftOut.join(", ")}`);
  return `${sentences.join("; ")}.`;
}

// How a place in the report reads: "experiences[0].responsibilities" -> "Job 1, responsibilities".
const PLACE_NOUNS: Record<string, string> = {
  experiences: "Job",
  work: "Job",
  educations: "Education",
  education: "Education",
  projects: "Project",
  certificates: "Certificate",
  skills: "Skill group",
  keywords: "skill",
  sections: "Additional section",
  entries: "entry",
  languages: "Language",
  links: "Link",
  basics: "Personal details",
};

/** "skills[2].keywords[7]" -> "Skill group 3, skill 8" (numbers from 1, as people count). */
function describePlace(field: string): string {
  const parts: string[] = [];
  for (const piece of field.split(".")) {
    const open = piece.indexOf("[");
    const key = open < 0 ? piece : piece.slice(0, open);
    const index = open < 0 ? "" : piece.slice(open + 1, piece.indexOf("]", open));
    const noun = PLACE_NOUNS[key] ?? key.replaceAll("_", " ");
    parts.push(index !== "" && /^\d+$/.test(index) ? `${noun} ${Number(index) + 1}` : noun);
  }
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line per shortened or left-out value, for the user to check in the editor. */
export function describeImportDetails(report: ImportReport): string[] {
  return [
    ...report.shortened.map(
      (item) => `${describePlace(item.field)}: shortened to ${item.to.toLocaleString("en-US")} characters`,
    ),
    ...report.leftOut.map((item) => `${describePlace(item.field)}: ${item.count} ${item.reason}`),
  ];
}
