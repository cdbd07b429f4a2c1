import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { docxLines } from "./docx-lines.ts";

// A sidebar text box that a Word or Writer template anchors to the document's first, empty
// paragraph (contact, skills), beside a body that opens with the name and a headline. Made up.

const box = (paragraphs: string[]) =>
  `<w:p><w:r><w:pict><v:shape xmlns:v="urn:schemas-microsoft-com:vml" style="position:absolute;width:150pt;height:700pt"><v:textbox><w:txbxContent>${paragraphs
    .map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`)
    .join("")}</w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>`;

async function withBox(boxText: string[], body: Paragraph[]): Promise<Uint8Array> {
  const made = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: body }] })));
  const files = unzipSync(made);
  const xml = strFromU8(files["word/document.xml"] as Uint8Array).replace(
    "<w:body>",
    `<w:body>${box(boxText)}`,
  );
  return zipSync({ ...files, "word/document.xml": strToU8(xml) });
}

const body = [
  new Paragraph({ children: [new TextRun({ text: "Rosa Lindqvist", size: 56 })] }),
  new Paragraph("Brand Designer"),
  new Paragraph({ text: "Experience", heading: HeadingLevel.HEADING_1 }),
  new Paragraph("Designer, Northwind Studio"),
];

describe("a sidebar text box drawn from the document's first paragraph", () => {
  it("is read after the name and headline that open the body", async () => {
    const lines = await docxLines(
      await withBox(["Contact", "rosa@example.com", "Skills", "Typography"], body),
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Rosa Lindqvist",
      "Brand Designer",
      "Contact",
      "rosa@example.com",
      "Skills",
      "Typography",
      "Experience",
      "Designer, Northwind Studio",
    ]);
  });

  it("keeps its place when it holds the largest type (the name is in the box)", async () => {
    const plain = [new Paragraph("Brand Designer"), ...body.slice(2)];
    const lines = await docxLines(await withBox(["Rosa Lindqvist", "rosa@example.com"], plain));
    expect(lines.map((line) => line.text).slice(0, 3)).toEqual([
      "Rosa Lindqvist",
      "rosa@example.com",
      "Brand Designer",
    ]);
  });
});
