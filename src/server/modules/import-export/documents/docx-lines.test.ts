import { Document, HeadingLevel, Packer, Paragraph, Tab, Table, TableCell, TableRow, TextRun } from "docx";
import { strToU8, unzipSync, type Zippable, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { docxLines } from "./docx-lines.ts";

// Word documents in the styles people make them (our own export's style is read back over the
// whole corpus in tests/integration/import-docx-corpus.test.ts): a template with a big bold
// name, tab-aligned dates, typed bullets and tables used for layout.

const docx = async (children: (Paragraph | Table)[]) =>
  new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));

const cell = (...lines: (string | Paragraph)[]) =>
  new TableCell({ children: lines.map((line) => (typeof line === "string" ? new Paragraph(line) : line)) });

describe("docxLines", () => {
  it("reads a hand-made template: big bold name, tabs, typed bullets, breaks and gaps", async () => {
    const lines = await docxLines(
      await docx([
        new Paragraph({ children: [new TextRun({ text: "Ana Souza", bold: true, size: 64 })] }),
        new Paragraph({
          children: [new TextRun("ana@example.com"), new TextRun({ text: "+55 11 5555-0100", break: 1 })],
        }),
        new Paragraph(""),
        new Paragraph({ text: "Experience", heading: HeadingLevel.HEADING_2 }),
        new Paragraph({
          children: [
            new TextRun({ text: "Data Engineer, Acme", bold: true }),
            new TextRun({ children: [new Tab(), "Mar 2021 – Present"], bold: true }),
          ],
        }),
        new Paragraph("• Cut costs 30%"),
        new Paragraph({
          children: [new TextRun("▪"), new TextRun({ children: [new Tab(), "Moved to Spark"] })],
        }),
        new Paragraph({ text: "Wrote the runbook", bullet: { level: 0 } }),
        new Paragraph("Analyst, Initech        2018 – 2021"),
        new Paragraph({ children: [new TextRun({ text: "Mixed ", bold: true }), new TextRun("weight")] }),
      ]),
    );
    expect(lines).toEqual([
      { text: "Ana Souza", page: 1, size: 32, bold: true },
      { text: "ana@example.com", page: 1 },
      { text: "+55 11 5555-0100", page: 1 },
      { text: "Experience", page: 1, size: 13, heading: true, gapBefore: 1 },
      {
        text: "Data Engineer, Acme Mar 2021 – Present",
        page: 1,
        bold: true,
        parts: ["Data Engineer, Acme", "Mar 2021 – Present"],
      },
      { text: "Cut costs 30%", page: 1, bullet: true },
      { text: "Moved to Spark", page: 1, bullet: true },
      { text: "Wrote the runbook", page: 1, bullet: true },
      { text: "Analyst, Initech 2018 – 2021", page: 1, parts: ["Analyst, Initech", "2018 – 2021"] },
      { text: "Mixed weight", page: 1 },
    ]);
  });

  it("reads a numbered heading style as a heading, not a list item", async () => {
    // LibreOffice ties its Heading N styles to an outline list (chapter numbering, no number shown).
    const lines = await docxLines(
      await docx([
        new Paragraph({ text: "Port Elm Work", heading: HeadingLevel.HEADING_2, bullet: { level: 0 } }),
        new Paragraph({ text: "Jordan Vale ran the depot", bullet: { level: 0 } }),
      ]),
    );
    expect(lines.map((line) => [line.text, line.heading ?? false, line.bullet ?? false])).toEqual([
      ["Port Elm Work", true, false],
      ["Jordan Vale ran the depot", false, true],
    ]);
  });

  it("reads a table row of one-line cells as one line with a part per cell", async () => {
    const lines = await docxLines(
      await docx([
        new Table({
          rows: [
            new TableRow({ children: [cell("Registered Nurse"), cell(""), cell("Jun 2019 – Present")] }),
            new TableRow({ children: [cell("Senior Engineer", "Acme Corp"), cell("2016 – 2019", "Berlin")] }),
          ],
        }),
      ]),
    );
    expect(lines.map((line) => line.parts ?? line.text)).toEqual([
      ["Registered Nurse", "Jun 2019 – Present"],
      // Short cells pair up line by line, as they sit side by side on the page.
      ["Senior Engineer", "2016 – 2019"],
      ["Acme Corp", "Berlin"],
    ]);
  });

  it("reads a table of section names beside their content as headings over that content", async () => {
    const lines = await docxLines(
      await docx([
        new Table({
          rows: [
            new TableRow({ children: [cell("Profile"), cell("Jordan Vale plans depots in Port Elm.")] }),
            new TableRow({ children: [cell("Skills"), cell("Routing, rostering")] }),
            new TableRow({
              children: [cell("Experience"), cell("Depot Planner", "Port Elm Freight", "2019 – 2024")],
            }),
          ],
        }),
      ]),
    );
    expect(lines.map((line) => [line.text, line.heading ?? false])).toEqual([
      ["Profile", true],
      ["Jordan Vale plans depots in Port Elm.", false],
      ["Skills", true],
      ["Routing, rostering", false],
      ["Experience", true],
      ["Depot Planner", false],
      ["Port Elm Freight", false],
      ["2019 – 2024", false],
    ]);
  });

  it("reads a two-column layout table column by column", async () => {
    const sidebar = cell("Contact", "ana@example.com", "Skills", "SQL", "Apache Spark");
    const main = cell(
      new Paragraph({ text: "Experience", heading: HeadingLevel.HEADING_1 }),
      "Data Engineer, Acme",
      new Paragraph({ text: "Cut costs 30%", bullet: { level: 0 } }),
    );
    const lines = await docxLines(
      await docx([new Table({ rows: [new TableRow({ children: [sidebar, main] })] })]),
    );
    expect(lines.map((line) => [line.text, Boolean(line.heading), Boolean(line.bullet)])).toEqual([
      ["Contact", false, false],
      ["ana@example.com", false, false],
      ["Skills", false, false],
      ["SQL", false, false],
      ["Apache Spark", false, false],
      ["Experience", true, false],
      ["Data Engineer, Acme", false, false],
      ["Cut costs 30%", false, true],
    ]);
  });
});

describe("docxLines on hostile or broken files", () => {
  const withEntries = async (entries: Zippable) => {
    const files = unzipSync(await docx([new Paragraph("Ana Souza")]));
    return zipSync({ ...files, ...entries });
  };

  it("refuses a document.xml that unpacks past 4 MB, before reading it", async () => {
    const bomb = await withEntries({ "word/document.xml": new Uint8Array(5 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    await expect(docxLines(bomb)).rejects.toMatchObject({
      code: "bad_request",
      message: "This Word document is too large to read: word/document.xml unpacks to more than 4 MB.",
    });
  });

  it("never unpacks the media: a huge picture does not stop the text", async () => {
    const picture = await withEntries({
      "word/media/image1.png": [new Uint8Array(20 * 1024 * 1024), { level: 0 }],
    });
    expect(await docxLines(picture)).toEqual([{ text: "Ana Souza", page: 1 }]);
  });

  it("refuses damaged XML and a ZIP that is no Word document with clear messages", async () => {
    const damaged = await withEntries({ "word/document.xml": strToU8("<w:document><w:body><w:p>") });
    await expect(docxLines(damaged)).rejects.toMatchObject({
      code: "bad_request",
      message: "This Word document could not be read: it may be damaged or not a .docx file.",
    });
    await expect(docxLines(zipSync({ "content.xml": strToU8("<x/>") }))).rejects.toMatchObject({
      code: "bad_request",
      message: "This file is not a Word document: it has no word/document.xml.",
    });
  });
});
