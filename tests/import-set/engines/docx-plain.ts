import {
  AlignmentType,
  BorderStyle,
  Document,
  Paragraph,
  type ParagraphChild,
  Tab,
  TabStopType,
  TextRun,
} from "docx";
import type { PrintedFrom } from "../expected-resume.ts";
import { printDate, printRange } from "../print-dates.ts";
import type { SourceResume } from "../source-resume.ts";
import { place, webLinks } from "./contact-text.ts";

// A Word resume typed without styles, as many people do: "Normal" paragraphs throughout, bold
// capitals over a rule for headings, a right tab stop pushing each entry's dates to the right
// margin, bullets typed as "•" and a tab. Letter, Arial, "03/2019 – Current" dates.

const dates = { month: "numeric", dash: " – ", present: "Current" } as const;
export const plainPrinted: PrintedFrom = { dates, companyDescription: true };

/** The text width of a Letter page with 0.75 in margins, in twips: where the dates end. */
const RIGHT_EDGE = 12240 - 2 * 1080;
const BULLET_INDENT = 300;

const run = (text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
  new TextRun({ text, ...options });

const heading = (text: string) =>
  new Paragraph({
    children: [run(text.toUpperCase(), { bold: true })],
    spacing: { before: 200, after: 60 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "000000", space: 1 } },
    keepNext: true,
  });

/** "What it is<TAB>when", the date ending at the right margin. */
const withDates = (what: ParagraphChild[], when: string) =>
  new Paragraph({
    children: when ? [...what, new TextRun({ children: [new Tab(), when] })] : what,
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_EDGE }],
    spacing: { before: 100 },
    keepNext: true,
  });

const text = (value: string | undefined, options: { italics?: boolean } = {}) =>
  value?.trim() ? [new Paragraph({ children: [run(value, options)] })] : [];

const bullets = (items: (string | undefined)[] | undefined) =>
  (items ?? [])
    .filter((item): item is string => Boolean(item?.trim()))
    .map(
      (item) =>
        new Paragraph({
          children: [new TextRun({ children: ["•", new Tab(), item] })],
          tabStops: [{ type: TabStopType.LEFT, position: BULLET_INDENT }],
          indent: { left: BULLET_INDENT, hanging: BULLET_INDENT },
        }),
    );

const part = (title: string, body: Paragraph[]) => (body.length ? [heading(title), ...body] : []);

function sections(resume: SourceResume): Paragraph[] {
  return [
    ...part("Professional Summary", text(resume.basics.summary)),
    ...part(
      "Experience",
      (resume.work ?? []).flatMap((job) => [
        withDates(
          [run(job.name, { bold: true }), run(job.location ? `, ${job.location}` : "")],
          printRange(job, dates),
        ),
        ...text(job.position, { italics: true }),
        ...text(job.description, { italics: true }),
        ...text(job.summary),
        ...bullets(job.highlights),
      ]),
    ),
    ...part(
      "Education",
      (resume.education ?? []).flatMap((school) => [
        withDates([run(school.institution, { bold: true })], printRange(school, dates)),
        ...text([school.studyType, school.area].filter(Boolean).join(", ")),
        ...text(school.score ? `GPA: ${school.score}` : ""),
        ...text(school.courses?.length ? `Coursework: ${school.courses.join(", ")}` : ""),
      ]),
    ),
    ...part(
      "Certifications",
      (resume.certificates ?? []).map((cert) =>
        withDates(
          [run(cert.name, { bold: true }), run(cert.issuer ? `, ${cert.issuer}` : "")],
          printDate(cert.date, dates),
        ),
      ),
    ),
    ...part(
      "Projects",
      (resume.projects ?? []).flatMap((project) => [
        withDates(
          [run(project.name, { bold: true }), run(project.entity ? `, ${project.entity}` : "")],
          printRange(project, dates),
        ),
        ...text(project.keywords?.length ? `Tools: ${project.keywords.join(", ")}` : "", { italics: true }),
        ...text(project.description),
        ...bullets(project.highlights),
      ]),
    ),
    ...part(
      "Skills",
      (resume.skills ?? []).map(
        (group) =>
          new Paragraph({
            children: group.keywords?.length
              ? [run(`${group.name}: `, { bold: true }), run(group.keywords.join(", "))]
              : [run(group.name ?? "")],
          }),
      ),
    ),
    ...part(
      "Publications",
      (resume.publications ?? []).map((paper) =>
        withDates(
          [run(paper.name), run(paper.publisher ? `. ${paper.publisher}` : "", { italics: true })],
          printDate(paper.releaseDate, dates),
        ),
      ),
    ),
    ...part(
      "Awards",
      (resume.awards ?? []).map((award) =>
        withDates(
          [run(award.title, { bold: true }), run(award.awarder ? `, ${award.awarder}` : "")],
          printDate(award.date, dates),
        ),
      ),
    ),
    ...part(
      "Volunteer Experience",
      (resume.volunteer ?? []).flatMap((role) => [
        withDates([run(role.organization, { bold: true })], printRange(role, dates)),
        ...text(role.position, { italics: true }),
        ...text(role.summary),
        ...bullets(role.highlights),
      ]),
    ),
    ...part(
      "Languages",
      text((resume.languages ?? []).map((row) => `${row.language} (${row.fluency ?? ""})`).join("; ")),
    ),
    ...part(
      "Interests",
      bullets((resume.interests ?? []).map((row) => `${row.name}: ${(row.keywords ?? []).join(", ")}`)),
    ),
    ...part(
      "References",
      (resume.references ?? []).flatMap((ref) => [
        new Paragraph({ children: [run(ref.name, { bold: true })], spacing: { before: 80 } }),
        ...text(ref.reference),
      ]),
    ),
  ];
}

export function plainDocument(resume: SourceResume): Document {
  const { basics } = resume;
  const contact = [basics.phone, basics.email, place(basics.location)].filter(Boolean).join(" • ");
  const links = webLinks(basics)
    .map((link) => link.text)
    .join(" • ");
  const centred = (children: TextRun[]) => new Paragraph({ children, alignment: AlignmentType.CENTER });
  return new Document({
    creator: basics.name,
    styles: { default: { document: { run: { font: "Arial", size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 },
          },
        },
        children: [
          centred([new TextRun({ text: basics.name, bold: true, size: 36 })]),
          ...(basics.label ? [centred([run(basics.label)])] : []),
          centred([run(contact)]),
          ...(links ? [centred([run(links)])] : []),
          ...sections(resume),
        ],
      },
    ],
  });
}
