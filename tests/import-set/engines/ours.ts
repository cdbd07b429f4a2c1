import { templateIds } from "../../../src/shared/contracts/pdf.ts";
import { documentFromJsonResume } from "../../fixtures/sample-resumes.ts";
import { expectedFromDocument } from "../expected-resume.ts";
import type { SampleEngine } from "./sample-engine.ts";

// Our own 8 designs, rendered in-process the way the print worker does, from the document a
// user has after importing the corpus file (tests/fixtures/corpus.ts corpusResume does the same).

export const oursEngine: SampleEngine = {
  family: "ours",
  variants: templateIds,
  extension: "pdf",
  // The designs, what they print and the JSON Resume import all shape the PDF.
  sources: [
    "tests/import-set/engines/ours.ts",
    "tests/fixtures/sample-resumes.ts",
    "src/server/pdf",
    "src/server/modules/import-export/json-resume",
    ...[
      "resume",
      "resume-extras",
      "resume-layout",
      "skill-groups",
      "field-formats",
      "fields",
      "linear-text",
      "designs",
      "date-display",
      "header-links",
      "page-size",
      "us-canada-regions",
    ].map((name) => `src/shared/${name}.ts`),
    "src/shared/contracts/pdf.ts",
    "node_modules/@react-pdf/renderer/package.json",
  ],
  expected: (resume) => expectedFromDocument(documentFromJsonResume(resume)),
  async generate(jobs) {
    // Loaded here: react-pdf and its fonts are only needed when a sample is missing.
    const { renderDocument } = await import("../../../src/server/pdf/render-document.ts");
    const { resolveOptions } = await import("../../../src/server/pdf/pdf-options.ts");
    const out: Uint8Array[] = [];
    for (const { resume, variant } of jobs) {
      const template = templateIds.find((id) => id === variant);
      if (!template) throw new Error(`No design "${variant}".`);
      out.push(await renderDocument(documentFromJsonResume(resume), resolveOptions(template, {}, false)));
    }
    return out;
  },
};
