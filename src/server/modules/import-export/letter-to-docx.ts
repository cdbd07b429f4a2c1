import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { pageSizeForAddress } from "../../../shared/page-size.ts";
import {
  type LetterDocument,
  letterParagraphs,
  letterSubject,
  listItemText,
} from "../../pdf/letter-content.ts";
import { contactParagraphs, pageOf } from "./docx-parts.ts";

// A cover letter as a Word document, laid out like its PDF: the writer's name (Word's Title
// style), role and contacts, the date, whom it is for, then the paragraphs. Short contacts share
// a line; a long one (a profile URL) has its own, so Word never wraps it mid-address.

/**
 * A paragraph keeps its single line breaks ("Kind regards,\nName") as breaks; its list lines
 * are Word bullets, so a wrapped line hangs under its text as in the PDF.
 */
function bodyParagraphs(text: string): Paragraph[] {
  const lines = text.split("\n");
  if (lines.every((line) => listItemText(line) === undefined))
    return [
      new Paragraph({
        spacing: { after: 200 },
        children: lines.map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0 })),
      }),
    ];
  return lines.map((line, i) => {
    const after = i === lines.length - 1 ? 200 : 60;
    const item = listItemText(line);
    return item !== undefined
      ? new Paragraph({ text: item, bullet: { level: 0 }, spacing: { after } })
      : new Paragraph({ text: line, spacing: { after } });
  });
}

/** The .docx bytes of one printed letter. */
export async function letterToDocx(letter: LetterDocument): Promise<Uint8Array> {
  const subject = letterSubject(letter);
  const children = [
    ...(letter.full_name ? [new Paragraph({ text: letter.full_name, heading: HeadingLevel.TITLE })] : []),
    ...(letter.headline ? [new Paragraph({ text: letter.headline })] : []),
    ...contactParagraphs(letter.contact),
    new Paragraph({ text: letter.date, spacing: { before: 240, after: 120 } }),
    ...(subject
      ? [new Paragraph({ children: [new TextRun({ text: subject, bold: true })], spacing: { after: 240 } })]
      : []),
    ...letterParagraphs(letter.text).flatMap(bodyParagraphs),
  ];
  const document = new Document({
    creator: letter.full_name || "Cover letter",
    title: letter.full_name ? `Cover letter – ${letter.full_name}` : "Cover letter",
    // On the paper its PDF prints on by default: the writer's address's.
    sections: [{ properties: pageOf(pageSizeForAddress(letter.address ?? "")), children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
