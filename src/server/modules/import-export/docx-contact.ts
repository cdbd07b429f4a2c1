import { ExternalHyperlink, Paragraph, type ParagraphChild, TextRun } from "docx";
import { type ContactItem, contactLines } from "../../pdf/resume-content.ts";

// A Word header's contact lines, as the PDF prints them (resume-content.ts contactLines): email,
// phone and address on one line, the web links on the next, a long one alone, so Word never
// wraps one mid-address. A resume's Word file and a cover letter's share them.

const item = (contact: ContactItem): ParagraphChild =>
  contact.href
    ? new ExternalHyperlink({
        link: contact.href,
        children: [new TextRun({ text: contact.text, style: "Hyperlink" })],
      })
    : new TextRun(contact.text);

export function contactParagraphs(contact: ContactItem[]): Paragraph[] {
  return contactLines(contact).map(
    (line) =>
      new Paragraph({
        children: line.flatMap((one, i) => (i > 0 ? [new TextRun(" | "), item(one)] : [item(one)])),
      }),
  );
}
