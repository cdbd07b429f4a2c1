import { z } from "zod";
import { MAX_ROWS, monthYear, safeLink, short } from "./field-formats.ts";
import { MAX_GROUP_KEYWORDS, toSkillGroups } from "./skill-groups.ts";

export { MAX_GROUP_KEYWORDS } from "./skill-groups.ts";

// The parts of a resume real resumes have beyond spec §3's lists (issue 12): skills in named
// groups, and extra sections (awards, publications, volunteering, references, interests and
// sections titled by the user). Both are stored as JSON on the resume row and edited with it.

/** The text of one entry of an extra section (an award's, a reference's). */
export const ENTRY_TEXT = 2_000;
export const MAX_SKILL_GROUPS = 20;
export const MAX_EXTRA_SECTIONS = 20;

/** A named group of skills ("Languages: Python, R"); a group without a name holds plain skills. */
export const skillGroup = z.object({
  name: short,
  keywords: z
    .array(short)
    .max(MAX_GROUP_KEYWORDS, `A skill group holds at most ${MAX_GROUP_KEYWORDS} skills.`),
});

/**
 * Skills as groups. Still accepts the one-line strings of earlier clients and stored revisions
 * ("Name: a, b" is a group, a plain string joins the unnamed group), so nothing saved before
 * groups existed is refused.
 */
export const skillGroups = z.preprocess(
  (value) =>
    Array.isArray(value) && value.some((item) => typeof item === "string") ? toSkillGroups(value) : value,
  z.array(skillGroup).max(MAX_SKILL_GROUPS, `Use at most ${MAX_SKILL_GROUPS} skill groups.`),
);

export const extraSectionTypes = [
  "awards",
  "publications",
  "volunteering",
  "references",
  "interests",
  // Professional licences (a nurse's RN, a teacher's certificate to teach, a PE): a number, the
  // state or board that issued it and when it expires (issue 34, decision 034).
  "licenses",
  "custom",
] as const;
export type ExtraSectionType = (typeof extraSectionTypes)[number];

/** The heading a section prints under when the user gives it no title of their own. */
export const EXTRA_SECTION_TITLES: Record<ExtraSectionType, string> = {
  awards: "Awards",
  publications: "Publications",
  volunteering: "Volunteering",
  references: "References",
  interests: "Interests",
  licenses: "Licenses",
  custom: "Additional information",
};

/**
 * One entry: an award, a paper, a volunteer role, a referee... A single date is `start_date`. A
 * licence is its name (title), the state or board that issued it (subtitle), its `number`, when
 * it was issued (start_date) and when it expires (end_date).
 */
export const sectionEntry = z.object({
  title: short,
  subtitle: short,
  /** A licence's number; absent on every other kind of entry and on entries saved before it. */
  number: short.optional(),
  start_date: monthYear,
  end_date: monthYear,
  url: safeLink,
  description: z.string().max(ENTRY_TEXT, `Use at most ${ENTRY_TEXT.toLocaleString("en-US")} characters.`),
});
export type SectionEntry = z.infer<typeof sectionEntry>;

const extraSection = z.object({
  type: z.enum(extraSectionTypes),
  title: short,
  entries: z.array(sectionEntry).max(MAX_ROWS, `A section holds at most ${MAX_ROWS} entries.`),
});
export type ExtraSection = z.infer<typeof extraSection>;
export const extraSections = z
  .array(extraSection)
  .max(MAX_EXTRA_SECTIONS, `Use at most ${MAX_EXTRA_SECTIONS} additional sections.`);

export function emptySectionEntry(): SectionEntry {
  return { title: "", subtitle: "", start_date: "", end_date: "", url: "", description: "" };
}

/** The heading a section prints under: the user's title, else its type's. */
export function sectionTitle(section: ExtraSection): string {
  return section.title.trim() || EXTRA_SECTION_TITLES[section.type];
}

/** Whether an entry has anything to print. */
export function isFilledEntry(entry: SectionEntry): boolean {
  return [
    entry.title,
    entry.subtitle,
    entry.number ?? "",
    entry.start_date,
    entry.url,
    entry.description,
  ].some((value) => value.trim());
}
