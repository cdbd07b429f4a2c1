import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JSON_RESUME_SAMPLE } from "../../../tests/fixtures/fixture-path.ts";
import { documentFromJsonResume } from "../../../tests/fixtures/sample-resumes.ts";
import { missingWords } from "../../../tests/integration/pdf-helpers.ts";
import { pdfLayout } from "../../../tests/integration/pdf-layout.ts";
import { templateIds } from "../../shared/contracts/pdf.ts";
import { resolveOptions } from "./pdf-options.ts";
import { renderDocument } from "./render-document.ts";

// Issue 35: a worker keeps what it shaped and the fonts it embedded from one render to the next
// (shaping-cache.ts, embedded-font-reuse.ts, face-constants.ts, subset-cache.ts). A resume printed again, after
// other resumes in other words and scripts, must come out with the same words in the same places.

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const first = documentFromJsonResume(sample);
const other = documentFromJsonResume({
  ...sample,
  basics: { ...sample.basics, name: "Zoë Ångström (山田 花子)", label: "Инженер · مهندس" },
  work: [...sample.work].reverse(),
});

const printed = async (doc: typeof first, template: (typeof templateIds)[number]) => {
  const { runs, sizes } = await pdfLayout(await renderDocument(doc, resolveOptions(template, {}, false)));
  return { sizes, runs: runs.map(({ page, text, left, top }) => ({ page, text, left, top })) };
};

describe("a resume printed again by the same worker", () => {
  it.each(templateIds)("%s prints the same words in the same places", async (template) => {
    const before = await printed(first, template);
    await printed(other, template);
    const again = await printed(first, template);
    expect(again.runs.length).toBeGreaterThan(50);
    expect(again).toEqual(before);
    // Every word of the resume is printed (a run shaped as another string would lose some), and
    // the other resume's words did not leak into this one's.
    const text = again.runs.map((run) => run.text).join(" ");
    const experience = first.experiences.flatMap((job) => [job.role, job.company, job.responsibilities]);
    const contact = [first.full_name, first.email, first.phone, first.address];
    expect(missingWords(text, ...contact, first.summary, ...experience)).toEqual([]);
    expect(text).not.toMatch(/Ångström|山田/);
  });

  it("embeds the same bytes again: fonts, subsets and content, but for the dates and the file id", async () => {
    // What a worker keeps between renders changes no byte of a PDF (subset-cache.test.ts: which
    // glyphs a kept subset is for).
    const bytes = async (doc: typeof first) =>
      Buffer.from(await renderDocument(doc, resolveOptions("classic", {}, false)))
        .toString("latin1")
        .replace(/\(D:[^)]*\)/g, "")
        .replace(/\/ID \[[^\]]*\]/g, "");
    const before = await bytes(first);
    await bytes(other);
    expect(await bytes(first)).toBe(before);
  });
});
