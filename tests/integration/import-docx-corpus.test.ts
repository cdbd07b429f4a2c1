import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docxLines } from "../../src/server/modules/import-export/documents/docx-lines.ts";
import { readDocument } from "../../src/server/modules/import-export/documents/read-document.ts";
import { resumeToDocx } from "../../src/server/modules/import-export/resume-to-docx.ts";
import { contactLines, skillLineText } from "../../src/server/pdf/resume-content.ts";
import { entryMeta, resumeOutline } from "../../src/server/pdf/resume-outline.ts";
import { CORPUS_DIR, corpusResume, requireCorpus } from "../fixtures/corpus.ts";

// Our own Word export of every corpus resume (Title, Heading 1 sections, Heading 2 entries,
// bullet lists, hyperlinks) read back by the Word reader: every paragraph comes back in order
// with its cue, so the resume reader sees what a person sees in Word.

const hasCorpus = requireCorpus("the Word export read-back test");
const files = hasCorpus
  ? readdirSync(path.join(CORPUS_DIR, "resumes")).filter((f) => f.endsWith(".resume.json"))
  : [];

type Cue = [text: string, cue: "title" | "heading" | "bullet" | "plain"];

describe.skipIf(!hasCorpus)("Word export of every corpus resume, read back", () => {
  it.each(files)("%s", async (file) => {
    const doc = corpusResume(file);
    const outline = resumeOutline(doc);
    const expected: Cue[] = [
      [outline.fullName, "title"],
      ...(outline.role ? [[outline.role, "plain"] as Cue] : []),
      ...contactLines(outline.contact).map(
        (line): Cue => [line.map((item) => item.text).join(" | "), "plain"],
      ),
      ...outline.sections.flatMap((section): Cue[] => [
        [section.heading, "heading"],
        ...(section.kind === "lines" || section.kind === "paragraphs"
          ? section.lines.map((line): Cue => [line, "plain"])
          : []),
        ...(section.kind === "skills"
          ? section.skills.map((line): Cue => [skillLineText(line), "plain"])
          : []),
        ...(section.kind === "links"
          ? section.links.map((row): Cue => [`${row.label}: ${row.link}`, "plain"])
          : []),
        ...(section.kind === "entries"
          ? section.entries.flatMap((entry): Cue[] => [
              [entry.title, "heading"],
              ...(entryMeta(entry) ? [[entryMeta(entry), "plain"] as Cue] : []),
              ...(entry.link ? [[entry.link, "plain"] as Cue] : []),
              ...entry.lines.map((line): Cue => [line, "bullet"]),
            ])
          : []),
      ]),
    ];
    const lines = await docxLines(await resumeToDocx(doc));
    const read = lines.map((line): Cue => {
      const cue = line.heading ? "heading" : line.bullet ? "bullet" : line.size === 28 ? "title" : "plain";
      return [line.text, cue];
    });
    expect(read).toEqual(expected.map(([text, cue]): Cue => [text.trim(), cue]));
    expect(lines.every((line) => line.page === 1)).toBe(true);
  });

  it("reads a Word document through readDocument as source docx", async () => {
    const [file = ""] = files;
    const doc = corpusResume(file);
    const answer = await readDocument({ bytes: await resumeToDocx(doc) });
    expect(answer.source).toBe("docx");
    expect(answer.sourceText.split("\n")[0]).toBe(resumeOutline(doc).fullName);
  });
});
