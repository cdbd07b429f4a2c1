import { Document, Footer, Header, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { docxLines } from "./docx-lines.ts";
import { readDocument } from "./read-document.ts";

// Word and Writer templates that set the name in the page header and the contact line in the
// page footer: both are read, the header before the body and the footer after it.

async function headerFooterDocx(): Promise<Uint8Array> {
  const header = new Header({
    children: [
      new Paragraph({ children: [new TextRun({ text: "Rosa Delgado Vidal", bold: true, size: 48 })] }),
      new Paragraph("Logistics Coordinator"),
    ],
  });
  const footer = new Footer({
    children: [new Paragraph("Phone: 555-010-3388 | Email: rosa.dv@example.org | Valencia, Spain")],
  });
  const body = [
    new Paragraph({ children: [new TextRun({ text: "Experience", bold: true, size: 28 })] }),
    new Paragraph("Coordinator, Levante Freight 2019 – 2024"),
    new Paragraph({ text: "Planned 40 routes a week", bullet: { level: 0 } }),
  ];
  const document = new Document({
    sections: [{ headers: { default: header }, footers: { default: footer }, children: body }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe("a Word document's page header and footer", () => {
  it("are read before and after the body", async () => {
    const lines = await docxLines(await headerFooterDocx());
    expect(lines[0]).toMatchObject({ text: "Rosa Delgado Vidal", size: 24, bold: true });
    expect(lines[1]?.text).toBe("Logistics Coordinator");
    expect(lines.at(-1)?.text).toBe("Phone: 555-010-3388 | Email: rosa.dv@example.org | Valencia, Spain");
  });

  it("give the resume its name, headline and contact details", async () => {
    const { resume } = await readDocument({ bytes: await headerFooterDocx() });
    expect(resume.basics).toMatchObject({
      name: "Rosa Delgado Vidal",
      label: "Logistics Coordinator",
      email: "rosa.dv@example.org",
      phone: "555-010-3388",
    });
  });
});
