import { paragraphs } from "../../src/server/pdf/resume-content.ts";
import { cleanLanguages, type ResumeDocument } from "../../src/shared/resume.ts";
import { type ExtraSectionType, isFilledEntry } from "../../src/shared/resume-extras.ts";
import { filledSkillGroups } from "../../src/shared/skill-groups.ts";
import { type DateStyle, printedPrecision } from "./print-dates.ts";
import type { SourceResume } from "./source-resume.ts";

// What one sample of the import set printed, in the terms the scorer checks: only what the
// engine put on the page counts, and each date at the precision it was printed ("Mar 2019"
// can only be read back as "2019-03").

/** The draft sections an entry can land in (src/shared/resume-draft.ts). */
export type DraftSection =
  | "work"
  | "volunteer"
  | "education"
  | "projects"
  | "certificates"
  | "awards"
  | "publications"
  | "references"
  | "languages";

/** A job's end when it has none: the draft must leave endDate out (or say "Present"). */
export const PRESENT = "present";

interface ExpectedJob {
  company: string;
  title: string;
  /** "2019", "2019-03"; undefined when no start was printed (not scored). */
  start?: string;
  /** A date, PRESENT, or undefined when no end was printed (not scored). */
  end?: string;
}

export interface ExpectedEntry {
  section: DraftSection;
  /** The words that name the entry (a job's company and title): how it is found in the draft. */
  key: string;
  /** The text printed under the entry's heading lines, when its words are scored (jobs, volunteering, projects). */
  body?: string[];
  job?: ExpectedJob;
}

export interface ExpectedResume {
  name: string;
  email: string;
  /** As printed; "" when the resume has none (the draft must then have none either). */
  phone: string;
  entries: ExpectedEntry[];
  /** Every skill printed (a group's keywords, not its name). */
  skills: string[];
}

const text = (...parts: (string | undefined)[]) => parts.filter((part) => part?.trim()).join(" ");
const lines = (...parts: (string | string[] | undefined)[]) =>
  parts.flat().filter((line): line is string => Boolean(line?.trim()));

export interface PrintedFrom {
  dates: DateStyle;
  /** The layout prints a job's `description` (what the company does) under it. */
  companyDescription: boolean;
}

/** What the import set's own layouts (HTML, DOCX) print of a corpus resume: all of it. */
export function expectedFromSource(resume: SourceResume, printed: PrintedFrom): ExpectedResume {
  const { basics } = resume;
  const at = (iso: string | undefined) => printedPrecision(iso, printed.dates);
  return {
    name: basics.name,
    email: basics.email ?? "",
    phone: basics.phone ?? "",
    entries: [
      ...(resume.work ?? []).map(
        (job): ExpectedEntry => ({
          section: "work",
          key: text(job.name, job.position),
          body: lines(printed.companyDescription ? job.description : undefined, job.summary, job.highlights),
          job: {
            company: job.name,
            title: job.position,
            start: at(job.startDate),
            end: job.endDate ? at(job.endDate) : job.startDate ? PRESENT : undefined,
          },
        }),
      ),
      ...(resume.volunteer ?? []).map(
        (role): ExpectedEntry => ({
          section: "volunteer",
          key: text(role.organization, role.position),
          body: lines(role.summary, role.highlights),
        }),
      ),
      ...(resume.education ?? []).map(
        (school): ExpectedEntry => ({
          section: "education",
          key: text(school.institution, school.studyType, school.area),
        }),
      ),
      ...(resume.projects ?? []).map(
        (project): ExpectedEntry => ({
          section: "projects",
          key: project.name,
          body: lines(project.description, project.highlights),
        }),
      ),
      ...named(
        "certificates",
        resume.certificates?.map((item) => item.name),
      ),
      ...named(
        "awards",
        resume.awards?.map((item) => item.title),
      ),
      ...named(
        "publications",
        resume.publications?.map((item) => item.name),
      ),
      ...named(
        "references",
        resume.references?.map((item) => item.name),
      ),
      ...named(
        "languages",
        resume.languages?.map((item) => item.language),
      ),
    ],
    skills: (resume.skills ?? []).flatMap((group) =>
      group.keywords?.length ? group.keywords : lines(group.name),
    ),
  };
}

function named(section: DraftSection, keys: string[] | undefined): ExpectedEntry[] {
  return (keys ?? []).filter((key) => key.trim()).map((key) => ({ section, key }));
}

/** "03/2019" (the document's dates) -> "2019-03"; undefined when empty. */
const isoMonth = (value: string) => {
  const [month, year] = value.split("/");
  return month && year ? `${year}-${month}` : undefined;
};

/**
 * What our own designs print of a resume (src/server/pdf/resume-content.ts): the document a
 * user has after importing the corpus file. A year alone (kept since decision 018) is printed but
 * not scored: the engines' dates are compared at month precision.
 */
export function expectedFromDocument(doc: ResumeDocument): ExpectedResume {
  const extras = (type: ExtraSectionType) =>
    doc.sections
      .filter((section) => section.type === type)
      .flatMap((section) => section.entries.filter(isFilledEntry));
  return {
    name: doc.full_name,
    email: doc.email,
    phone: doc.phone,
    entries: [
      ...doc.experiences.map(
        (row): ExpectedEntry => ({
          section: "work",
          key: text(row.company, row.role),
          body: paragraphs(row.responsibilities),
          job: {
            company: row.company,
            title: row.role,
            start: isoMonth(row.start_date),
            end: row.still_working ? PRESENT : isoMonth(row.end_date),
          },
        }),
      ),
      ...extras("volunteering").map(
        (entry): ExpectedEntry => ({
          section: "volunteer",
          key: text(entry.subtitle, entry.title),
          body: paragraphs(entry.description),
        }),
      ),
      ...doc.educations.map(
        (row): ExpectedEntry => ({
          section: "education",
          key: text(row.institution_name, row.degree, row.field_of_study),
        }),
      ),
      ...doc.projects.map(
        (row): ExpectedEntry => ({ section: "projects", key: row.name, body: paragraphs(row.description) }),
      ),
      ...named(
        "certificates",
        doc.certificates.map((row) => row.name),
      ),
      ...named(
        "awards",
        extras("awards").map((entry) => entry.title),
      ),
      ...named(
        "publications",
        extras("publications").map((entry) => entry.title),
      ),
      ...named(
        "references",
        extras("references").map((entry) => entry.title),
      ),
      ...named(
        "languages",
        cleanLanguages(doc.languages).map((row) => row.language),
      ),
    ],
    skills: filledSkillGroups(doc.skills).flatMap((group) => group.keywords),
  };
}
