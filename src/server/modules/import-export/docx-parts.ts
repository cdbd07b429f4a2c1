import { ExternalHyperlink, Paragraph, type ParagraphChild, TextRun } from "docx";
import type { PageSize } from "../../../shared/page-size.ts";
import { type ContactItem, contactLines } from "../../pdf/resume-content.ts";

// What a resume's Word file and a cover letter's share with their PDFs: the header's contact
// lines and the paper.

/** Page sizes in twentieths of a point, as Word's sectPr wants them. */
const PAGE_TWIPS: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 11_906, height: 16_838 },
  Letter: { width: 12_240, height: 15_840 },
};

/** A Word section's page properties on `size` paper. */
export const pageOf = (size: PageSize) => ({ page: { size: PAGE_TWIPS[size] } });

const item = (contact: ContactItem): ParagraphChild =>
  contact.href
    ? new ExternalHyperlink({
        link: contact.href,
        children: [new TextRun({ text: contact.text, style: "Hyperlink" })],
      })
    : new TextRun(contact.text);

/**
 * The contact lines as the PDF prints them (resume-content.ts contactLines): email, phone and
 * address on one line, the web links on the next, a long one alone, so Word never wraps one
 * mid-address.
 */
export function contactParagraphs(contact: ContactItem[]): Paragraph[] {
  return contactLines(contact).map(
    (line) =>
      new Paragraph({
        children: line.flatMap((one, i) => (i > 0 ? [new TextRun(" | "), item(one)] : [item(one)])),
      }),
  );
}
