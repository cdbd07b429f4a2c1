import { AlignmentType, Document, HeadingLevel, LevelFormat, Paragraph, TextRun } from "docx";
import type { PrintedFrom } from "../expected-resume.ts";
import { printDate, printRange } from "../print-dates.ts";
import type { SourceResume } from "../source-resume.ts";
import { place, webLinks } from "./contact-text.ts";

// A Word resume made the way Word's own templates guide people: the Title style for the name,
// Heading 1 per section, Heading 2 per entry, bullets and numbers as real Word lists,
// "March 2019 – Present" dates. A4, Calibri (LibreOffice substitutes a metric twin or a sans).

const dates = { month: "long", dash: " – ", present: "Present" } as const;
export const headingsPrinted: PrintedFrom = { dates, companyDescription: false };

const BULLETS = "resume-bullets";
const NUMBERS = "resume-numbers";

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const entryHeading = (text: string) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_2, keepNext: true });
const plain = (text: string | undefined) => (text?.trim() ? [new Paragraph({ text })] : []);
const meta = (...parts: (string | undefined)[]) => {
  const text = parts.filter((part) => part?.trim()).join(" | ");
  return text ? [new Paragraph({ children: [new TextRun({ text, italics: true })], keepNext: true })] : [];
};
const bullets = (items: (string | undefined)[] | undefined) =>
  (items ?? [])
    .filter((item): item is string => Boolean(item?.trim()))
    .map((text) => new Paragraph({ text, numbering: { reference: BULLETS, level: 0 } }));
/** A section only when it has content. */
const part = (title: string, body: Paragraph[]) => (body.length ? [heading(title), ...body] : []);

function sections(resume: SourceResume): Paragraph[] {
  return [
    ...part("Summary", plain(resume.basics.summary)),
    ...part(
      "Work Experience",
      (resume.work ?? []).flatMap((job) => [
        entryHeading(`${job.position} — ${job.name}`),
        ...meta(job.location, printRange(job, dates)),
        ...plain(job.summary),
        ...bullets(job.highlights),
      ]),
    ),
    ...part(
      "Education",
      (resume.education ?? []).flatMap((school) => [
        entryHeading([school.studyType, school.area].filter(Boolean).join(", ") || school.institution),
        ...meta(school.institution, printRange(school, dates)),
        ...plain(school.score ? `GPA: ${school.score}` : ""),
        ...bullets(school.courses),
      ]),
    ),
    ...part(
      "Certifications",
      bullets(
        (resume.certificates ?? []).map((cert) =>
          [cert.name, cert.issuer, printDate(cert.date, dates)].filter(Boolean).join(", "),
        ),
      ),
    ),
    ...part(
      "Projects",
      (resume.projects ?? []).flatMap((project) => [
        entryHeading(project.name),
        ...meta(project.entity, project.keywords?.join(", "), printRange(project, dates)),
        ...plain(project.description),
        ...bullets(project.highlights),
      ]),
    ),
    ...part(
      "Skills",
      (resume.skills ?? []).map(
        (group) =>
          new Paragraph({
            children: group.keywords?.length
              ? [new TextRun({ text: `${group.name}: `, bold: true }), new TextRun(group.keywords.join(", "))]
              : [new TextRun(group.name ?? "")],
          }),
      ),
    ),
    ...part(
      "Publications",
      (resume.publications ?? []).map(
        (paper) =>
          new Paragraph({
            numbering: { reference: NUMBERS, level: 0 },
            children: [
              new TextRun(`${paper.name}. `),
              new TextRun({ text: paper.publisher ?? "", italics: true }),
              new TextRun(paper.releaseDate ? `, ${printDate(paper.releaseDate, dates)}.` : "."),
            ],
          }),
      ),
    ),
    ...part(
      "Awards",
      bullets(
        (resume.awards ?? []).map(
          (award) =>
            `${award.title} — ${[award.awarder, printDate(award.date, dates)].filter(Boolean).join(", ")}`,
        ),
      ),
    ),
    ...part(
      "Volunteer Work",
      (resume.volunteer ?? []).flatMap((role) => [
        entryHeading(`${role.position} — ${role.organization}`),
        ...meta(printRange(role, dates)),
        ...plain(role.summary),
        ...bullets(role.highlights),
      ]),
    ),
    ...part(
      "Languages",
      bullets((resume.languages ?? []).map((row) => `${row.language} – ${row.fluency ?? ""}`)),
    ),
    ...part(
      "Interests",
      plain(
        (resume.interests ?? []).map((row) => `${row.name}: ${(row.keywords ?? []).join(", ")}`).join("; "),
      ),
    ),
    ...part(
      "References",
      (resume.references ?? []).flatMap((ref) => [
        new Paragraph({ children: [new TextRun({ text: ref.name, bold: true })] }),
        ...plain(ref.reference),
      ]),
    ),
  ];
}

export function headingsDocument(resume: SourceResume): Document {
  const { basics } = resume;
  const contact = [
    basics.email,
    basics.phone,
    place(basics.location),
    ...webLinks(basics).map((link) => link.text),
  ]
    .filter(Boolean)
    .join(" | ");
  return new Document({
    creator: basics.name,
    title: `${basics.name} resume`,
    styles: {
      default: {
        document: { run: { font: "Calibri", size: 22 }, paragraph: { spacing: { after: 60 } } },
        title: {
          run: { font: "Calibri Light", size: 48, color: "1F3864" },
          paragraph: { spacing: { after: 60 } },
        },
        heading1: {
          run: { font: "Calibri Light", size: 28, color: "2F5496" },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
        heading2: {
          run: { font: "Calibri", size: 23, bold: true },
          paragraph: { spacing: { before: 120, after: 20 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
        {
          reference: NUMBERS,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: "%1.",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 },
          },
        },
        children: [
          new Paragraph({ text: basics.name, heading: HeadingLevel.TITLE }),
          ...(basics.label
            ? [new Paragraph({ children: [new TextRun({ text: basics.label, size: 26 })] })]
            : []),
          new Paragraph({ text: contact, spacing: { after: 120 } }),
          ...sections(resume),
        ],
      },
    ],
  });
}
