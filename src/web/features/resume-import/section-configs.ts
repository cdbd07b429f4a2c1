import type { FieldKind, ReviewFieldProps } from "./review-field";

// The fields of the review: the person's own, then the list sections in the order a resume has
// them, with the fields each entry shows. Keys are the draft's (src/shared/resume-draft.ts);
// labels are the user's words. Every field the draft holds is shown (section-configs.test.ts),
// so nothing read reaches the resume unseen.

export type ContactFieldSpec = Pick<ReviewFieldProps, "path" | "label" | "type" | "autoComplete">;

export const contactFields: ContactFieldSpec[] = [
  { path: "basics.name", label: "Full name", autoComplete: "name" },
  { path: "basics.label", label: "Headline", autoComplete: "organization-title" },
  { path: "basics.email", label: "Email", type: "email", autoComplete: "email" },
  { path: "basics.phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { path: "basics.url", label: "Website", type: "url", autoComplete: "url" },
  { path: "basics.location.city", label: "City", autoComplete: "address-level2" },
  { path: "basics.location.region", label: "Region or state", autoComplete: "address-level1" },
  { path: "basics.location.countryCode", label: "Country code", autoComplete: "country" },
];
/** Shown when the document gave a street address or postal code. */
export const addressFields: ContactFieldSpec[] = [
  { path: "basics.location.address", label: "Street address", autoComplete: "street-address" },
  { path: "basics.location.postalCode", label: "Postal code", autoComplete: "postal-code" },
];

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
      { key: "entity", label: "Organisation" },
      start,
      end,
      paragraph("description", "Description"),
      lines("highlights", "Bullets, one per line"),
      lines("keywords", "Technologies, one per line"),
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
