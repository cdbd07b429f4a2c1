import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { entryMeta, type OutlineSection, resumeOutline } from "./resume-outline.ts";

// The resume as a Word document for ATS uploads: one column of real paragraphs, Word's own
// heading styles (Title, Heading 1 per section, Heading 2 per entry) and bullet lists, live
// hyperlinks, and no tables or text boxes, which many parsers read out of order or skip.

const link = (text: string, href: string) =>
  new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: "Hyperlink" })] });

function contactLine(items: { text: string; href?: string }[]): Paragraph | undefined {
  if (items.length === 0) return undefined;
  const children: ParagraphChild[] = [];
  items.forEach((item, i) => {
    if (i > 0) children.push(new TextRun(" | "));
    children.push(item.href ? link(item.text, item.href) : new TextRun(item.text));
  });
  return new Paragraph({ children });
}

function sectionParagraphs(section: OutlineSection): Paragraph[] {
  const heading = new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 });
  if (section.kind === "lines") {
    return [heading, ...section.lines.map((line) => new Paragraph({ text: line }))];
  }
  if (section.kind === "links") {
    return [
      heading,
      ...section.links.map(
        (row) => new Paragraph({ children: [new TextRun(`${row.label}: `), link(row.link, row.link)] }),
      ),
    ];
  }
  return [
    heading,
    ...section.entries.flatMap((entry) => {
      const meta = entryMeta(entry);
      return [
        new Paragraph({ text: entry.title, heading: HeadingLevel.HEADING_2, keepNext: true }),
        ...(meta ? [new Paragraph({ text: meta, keepNext: entry.lines.length > 0 })] : []),
        ...(entry.link ? [new Paragraph({ children: [link(entry.link, entry.link)] })] : []),
        ...entry.lines.map((line) => new Paragraph({ text: line, bullet: { level: 0 } })),
      ];
    }),
  ];
}

/** The .docx bytes of a resume, in the PDF designs' section order. */
export async function resumeToDocx(doc: ResumeDocument): Promise<Uint8Array> {
  const outline = resumeOutline(doc);
  const top = [
    outline.fullName ? new Paragraph({ text: outline.fullName, heading: HeadingLevel.TITLE }) : undefined,
    outline.role ? new Paragraph({ text: outline.role }) : undefined,
    contactLine(outline.contact),
  ].filter((paragraph): paragraph is Paragraph => paragraph !== undefined);
  const document = new Document({
    creator: outline.fullName || "Resume",
    title: outline.fullName || doc.name,
    sections: [{ children: [...top, ...outline.sections.flatMap(sectionParagraphs)] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
