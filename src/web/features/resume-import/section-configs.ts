import type { FieldKind } from "./review-field";

// The list sections of the review, in the order a resume has them, with the fields each entry
// shows. Keys are JSON Resume's (src/shared/resume-draft.ts); labels are the user's words.

interface FieldSpec {
  key: string;
  label: string;
  kind?: FieldKind;
  placeholder?: string;
  /** Takes the whole row of the entry's grid. */
  wide?: boolean;
  /** Short enough to sit beside another even on a phone (a date). */
  short?: boolean;
  type?: "text" | "url";
}

export interface ListSection {
  /** Where the list is in the draft: "work", "basics.profiles". */
  path: string;
  title: string;
  /** One entry, as the user counts them: "Job 1". */
  noun: string;
  /** The fields that name an entry in its heading ("Analyst - Acme"). */
  titleKeys: string[];
  fields: FieldSpec[];
  /** What to say above the entries (how dates are written, say). */
  hint?: string;
  /** Shown even when the document had none (the other sections only when they have entries). */
  always?: boolean;
}

const DATE = "YYYY-MM";
const start: FieldSpec = { key: "startDate", label: "Start", placeholder: DATE, short: true };
const end: FieldSpec = { key: "endDate", label: "End", placeholder: DATE, short: true };
const DATES_HINT = "Dates are year and month, such as 2021-06, 06/2021 or Jun 2021, or a year alone (2021).";
const link = (label = "Link"): FieldSpec => ({ key: "url", label, type: "url", placeholder: "https://" });
const lines = (key: string, label: string): FieldSpec => ({ key, label, kind: "lines", wide: true });
const paragraph = (key: string, label: string): FieldSpec => ({ key, label, kind: "area", wide: true });

export const profileSection: ListSection = {
  path: "basics.profiles",
  title: "Links",
  noun: "Link",
  titleKeys: ["network"],
  fields: [
    { key: "network", label: "Site", placeholder: "LinkedIn" },
    link("Address"),
    { key: "username", label: "User name" },
  ],
};

export const listSections: ListSection[] = [
  {
    path: "work",
    title: "Experience",
    noun: "Job",
    titleKeys: ["position", "name"],
    always: true,
    hint: `${DATES_HINT} Leave the end empty for the job you have now (Present).`,
    fields: [
      { key: "name", label: "Company" },
      { key: "position", label: "Job title" },
      start,
      { ...end, placeholder: "Present" },
      { key: "location", label: "Location", wide: true },
      paragraph("summary", "Description"),
      lines("highlights", "Bullets, one per line"),
    ],
  },
  {
    path: "education",
    title: "Education",
    noun: "Education",
    titleKeys: ["studyType", "institution"],
    always: true,
    hint: DATES_HINT,
    fields: [
      { key: "institution", label: "School" },
      { key: "studyType", label: "Degree" },
      { key: "area", label: "Field of study" },
      { key: "score", label: "Grade" },
      start,
      end,
      lines("courses", "Courses, one per line"),
    ],
  },
  {
    path: "skills",
    title: "Skills",
    noun: "Skill group",
    titleKeys: ["name"],
    always: true,
    hint: "Skills in groups, such as Languages or Tools; a group may have no name.",
    fields: [{ key: "name", label: "Group name", wide: true }, lines("keywords", "Skills, one per line")],
  },
  {
    path: "projects",
    title: "Projects",
    noun: "Project",
    titleKeys: ["name"],
    always: true,
    hint: DATES_HINT,
    fields: [
      { key: "name", label: "Name" },
      link(),
      start,
      end,
      paragraph("description", "Description"),
      lines("highlights", "Bullets, one per line"),
    ],
  },
  {
    path: "certificates",
    title: "Certificates",
    noun: "Certificate",
    titleKeys: ["name"],
    always: true,
    fields: [
      { key: "name", label: "Name" },
      { key: "issuer", label: "Issued by" },
      { key: "date", label: "Date", placeholder: DATE, short: true },
      link(),
    ],
  },
  {
    path: "languages",
    title: "Languages",
    noun: "Language",
    titleKeys: ["language"],
    always: true,
    fields: [
      { key: "language", label: "Language" },
      { key: "fluency", label: "Level", placeholder: "Fluent" },
    ],
  },
  {
    path: "volunteer",
    title: "Volunteering",
    noun: "Volunteering role",
    titleKeys: ["position", "organization"],
    hint: DATES_HINT,
    fields: [
      { key: "organization", label: "Organisation" },
      { key: "position", label: "Role" },
      start,
      end,
      paragraph("summary", "Description"),
      lines("highlights", "Bullets, one per line"),
    ],
  },
  {
    path: "awards",
    title: "Awards",
    noun: "Award",
    titleKeys: ["title"],
    fields: [
      { key: "title", label: "Title" },
      { key: "awarder", label: "Given by" },
      { key: "date", label: "Date", placeholder: DATE, short: true },
      paragraph("summary", "Description"),
    ],
  },
  {
    path: "publications",
    title: "Publications",
    noun: "Publication",
    titleKeys: ["name"],
    fields: [
      { key: "name", label: "Title" },
      { key: "publisher", label: "Publisher" },
      { key: "releaseDate", label: "Date", placeholder: DATE, short: true },
      link(),
      paragraph("summary", "Description"),
    ],
  },
  {
    path: "references",
    title: "References",
    noun: "Reference",
    titleKeys: ["name"],
    fields: [{ key: "name", label: "Name", wide: true }, paragraph("reference", "Reference")],
  },
  {
    path: "interests",
    title: "Interests",
    noun: "Interest",
    titleKeys: ["name"],
    fields: [{ key: "name", label: "Interest", wide: true }, lines("keywords", "Details, one per line")],
  },
];
