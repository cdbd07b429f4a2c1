import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { printPageSize } from "../../../shared/page-size.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import { entryMeta, type OutlineSection, resumeOutline } from "../../pdf/resume-outline.ts";
import { contactParagraphs, pageOf } from "./docx-parts.ts";

// The resume as a Word document for ATS uploads: the PDF's outline (pdf/resume-outline.ts: the
// same header, sections, order, skill lines and dates), as one column of real paragraphs, Word's
// own heading styles (Title, Heading 1 per section, Heading 2 per entry) and bullet lists, live
// hyperlinks, and no tables or text boxes, which many parsers read out of order or skip. It
// prints on the PDF's paper too.

const link = (text: string, href: string) =>
  new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: "Hyperlink" })] });

function sectionBody(section: OutlineSection): Paragraph[] {
  switch (section.kind) {
    case "paragraphs":
    case "lines":
      return section.lines.map((line) => new Paragraph({ text: line }));
    case "skills":
      // As the PDF prints a group: its label in bold, then its skills on the same line.
      return section.skills.map(
        (line) =>
          new Paragraph({
            children: line.label
              ? [new TextRun({ text: `${line.label}: `, bold: true }), new TextRun(line.skills)]
              : [new TextRun(line.skills)],
          }),
      );
    case "links":
      return section.links.map(
        (row) => new Paragraph({ children: [new TextRun(`${row.label}: `), link(row.link, row.link)] }),
      );
    case "entries":
      return section.entries.flatMap((entry) => {
        const meta = entryMeta(entry);
        return [
          new Paragraph({ text: entry.title, heading: HeadingLevel.HEADING_2, keepNext: true }),
          ...(meta ? [new Paragraph({ text: meta, keepNext: entry.lines.length > 0 })] : []),
          ...(entry.link ? [new Paragraph({ children: [link(entry.link, entry.link)] })] : []),
          ...entry.lines.map((line) => new Paragraph({ text: line, bullet: { level: 0 } })),
        ];
      });
  }
}

const sectionParagraphs = (section: OutlineSection): Paragraph[] => [
  new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1, keepNext: true }),
  ...sectionBody(section),
];

/** The .docx bytes of a resume as its layout prints it (order, hidden sections, dates, paper). */
export async function resumeToDocx(doc: ResumeDocument, layout?: ResumeLayout): Promise<Uint8Array> {
  const outline = resumeOutline(doc, layout);
  const top = [
    outline.fullName ? new Paragraph({ text: outline.fullName, heading: HeadingLevel.TITLE }) : undefined,
    outline.role ? new Paragraph({ text: outline.role }) : undefined,
  ].filter((paragraph): paragraph is Paragraph => paragraph !== undefined);
  // The contact lines as the PDF's header prints them (a cover letter's Word file shares them).
  top.push(...contactParagraphs(outline.contact));
  const document = new Document({
    creator: outline.fullName || "Resume",
    title: outline.fullName || doc.name,
    sections: [
      {
        properties: pageOf(printPageSize(undefined, layout?.pageSize, doc.address)),
        children: [...top, ...outline.sections.flatMap(sectionParagraphs)],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
