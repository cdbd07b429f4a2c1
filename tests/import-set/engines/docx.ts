import { type Document, Packer } from "docx";
import type { PrintedFrom } from "../expected-resume.ts";
import { expectedFromSource } from "../expected-resume.ts";
import type { SourceResume } from "../source-resume.ts";
import { headingsDocument, headingsPrinted } from "./docx-headings.ts";
import { plainDocument, plainPrinted } from "./docx-plain.ts";
import type { SampleEngine } from "./sample-engine.ts";

// Word documents written with the `docx` package in two styles people use: Word's heading
// styles and lists, or plain paragraphs with bold capitals, tab stops and typed bullets.

const styles: Record<string, { printed: PrintedFrom; document: (resume: SourceResume) => Document }> = {
  headings: { printed: headingsPrinted, document: headingsDocument },
  plain: { printed: plainPrinted, document: plainDocument },
};

const styleOf = (variant: string) => {
  const style = styles[variant];
  if (!style) throw new Error(`No Word style "${variant}".`);
  return style;
};

export const docxEngine: SampleEngine = {
  family: "docx",
  variants: Object.keys(styles),
  extension: "docx",
  sources: [
    "tests/import-set/engines/docx.ts",
    "tests/import-set/engines/docx-headings.ts",
    "tests/import-set/engines/docx-plain.ts",
    "tests/import-set/engines/contact-text.ts",
    "tests/import-set/print-dates.ts",
    "node_modules/docx/package.json",
  ],
  expected: (resume, variant) => expectedFromSource(resume, styleOf(variant).printed),
  generate: (jobs) =>
    Promise.all(
      jobs.map(
        async ({ resume, variant }) =>
          new Uint8Array(await Packer.toBuffer(styleOf(variant).document(resume))),
      ),
    ),
};
