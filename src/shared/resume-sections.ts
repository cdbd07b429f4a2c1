// A resume's sections, declared once (issue 36): each one's key, what the app calls it, what the
// PDF prints above it, where its free text lives, the child rows it keeps (if any) and its JSON
// Resume name. The key unions, the ordered lists, the label and heading maps and the entity types
// are all read off this one table, so a section added or renamed here changes them together.
// No zod, so the design page and the PDF can use it without the validation code.

interface SectionModel {
  readonly key: string;
  /** What the app (the Layout panel, the tailoring views) calls it. */
  readonly label: string;
  /** What the printed resume puts above it: the standard words ATS parsers look for. */
  readonly heading: string;
  /** Where the resume document keeps it: for a section with rows, their `type` in /api/entity. */
  readonly field: string;
  /** A section of child rows: each row's free-text field, and one row in words. */
  readonly rows?: { readonly text: string; readonly noun: string };
  /** A section that is one free text (`field`), printed as its paragraphs. */
  readonly freeText?: true;
  /** Where JSON Resume keeps it. */
  readonly jsonResume: string;
}

/** In the one reading order the designs print by default. */
const RESUME_SECTIONS = [
  {
    key: "summary",
    label: "Summary",
    heading: "Summary",
    field: "summary",
    freeText: true,
    jsonResume: "basics.summary",
  },
  {
    key: "experience",
    label: "Experience",
    heading: "Experience",
    field: "experiences",
    rows: { text: "responsibilities", noun: "Experience" },
    jsonResume: "work",
  },
  {
    key: "education",
    label: "Education",
    heading: "Education",
    field: "educations",
    rows: { text: "achievements", noun: "Education" },
    jsonResume: "education",
  },
  {
    key: "projects",
    label: "Projects",
    heading: "Projects",
    field: "projects",
    rows: { text: "description", noun: "Project" },
    jsonResume: "projects",
  },
  {
    key: "certificates",
    label: "Certificates",
    heading: "Certificates",
    field: "certificates",
    rows: { text: "description", noun: "Certificate" },
    jsonResume: "certificates",
  },
  // Licences (an extra section's type, resume-extras.ts) beside the certificates by default: a
  // nurse or a teacher moves them up, where an employer looks first. Never printed under this
  // heading: each licence section prints under its own (resume-content.ts extraSectionEntries).
  // JSON Resume has no licences; they leave as its certificates (decision 034).
  { key: "licenses", label: "Licenses", heading: "Licenses", field: "sections", jsonResume: "certificates" },
  { key: "skills", label: "Skills", heading: "Skills", field: "skills", jsonResume: "skills" },
  { key: "languages", label: "Languages", heading: "Languages", field: "languages", jsonResume: "languages" },
  {
    key: "links",
    label: "Links",
    heading: "Links",
    field: "links",
    jsonResume: "basics.url and basics.profiles",
  },
  {
    key: "interests",
    label: "Interests",
    heading: "Interests",
    field: "hobbies",
    freeText: true,
    jsonResume: "interests",
  },
  // Awards, publications, volunteering...: one block, after the spec's sections by default; each
  // prints under its own heading, as the licences do. Last of the two that share `sections`, so
  // it is the one JSON_RESUME_SOURCES names for that field.
  {
    key: "extras",
    label: "Additional sections",
    heading: "Additional sections",
    field: "sections",
    jsonResume: "awards, publications, volunteer and references",
  },
] as const satisfies readonly SectionModel[];

type Section = (typeof RESUME_SECTIONS)[number];
export type SectionKey = Section["key"];

/** Every section, in the default print order (the layout's order and hidden lists name these). */
export const sectionKeys: readonly SectionKey[] = RESUME_SECTIONS.map((section) => section.key);

/** What the app calls each section. */
export const SECTION_LABELS = Object.fromEntries(
  RESUME_SECTIONS.map((section) => [section.key, section.label]),
) as { [S in Section as S["key"]]: S["label"] };

/** What the printed resume puts above each section. */
export const SECTION_HEADINGS = Object.fromEntries(
  RESUME_SECTIONS.map((section) => [section.key, section.heading]),
) as { [S in Section as S["key"]]: S["heading"] };

/** The sections that keep child rows (jobs, schools, projects, certificates), not every section. */
type RowSectionModel = Extract<Section, { rows: object }>;
/** A kind of child row: its `type` in /api/entity and its list in the resume document. */
export type RowType = RowSectionModel["field"];

const rowSections = RESUME_SECTIONS.filter((section): section is RowSectionModel => "rows" in section);

/** The kinds of child row, in print order (experiences, educations, projects, certificates). */
export const rowTypes: readonly RowType[] = rowSections.map((section) => section.field);

/** The free-text field of each kind of row: what tailoring rewrites and Improve improves. */
export const ROW_TEXT_FIELD = Object.fromEntries(
  rowSections.map((section) => [section.field, section.rows.text]),
) as { [S in RowSectionModel as S["field"]]: S["rows"]["text"] };

/** The label of the section each kind of row is in ("Projects" for projects). */
export const ROW_SECTION_LABELS = Object.fromEntries(
  rowSections.map((section) => [section.field, section.label]),
) as { [S in RowSectionModel as S["field"]]: S["label"] };

/** One row of each kind in words ("Project" for projects). */
export const ROW_NOUNS = Object.fromEntries(
  rowSections.map((section) => [section.field, section.rows.noun]),
) as { [S in RowSectionModel as S["field"]]: S["rows"]["noun"] };

/** Where JSON Resume keeps what each field of the resume document that holds a section holds. */
export const JSON_RESUME_SOURCES: Readonly<Record<string, string>> = Object.fromEntries(
  RESUME_SECTIONS.map((section) => [section.field, section.jsonResume]),
);
