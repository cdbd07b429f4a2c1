import type { ExpectedResume } from "../expected-resume.ts";
import type { SourceResume } from "../source-resume.ts";

// What every engine of the import set provides: its variants (designs, layouts, styles), the
// files that shape its output (the cache key), what a sample prints, and a batch generator, so
// that one browser or one LibreOffice call serves every missing sample.

interface SampleJob {
  resume: SourceResume;
  variant: string;
  /** The DOCX this sample is converted from (LibreOffice only). */
  input?: Uint8Array;
}

export interface SampleEngine {
  family: "ours" | "chromium" | "docx" | "libreoffice";
  variants: readonly string[];
  extension: "pdf" | "docx";
  /** Files and folders, relative to the repository, whose change prints the samples again. */
  sources: string[];
  /** The samples this engine converts instead of printing from the resume itself. */
  convertsFrom?: SampleEngine;
  expected: (resume: SourceResume, variant: string) => ExpectedResume;
  /** The sample files, in the order of `jobs`. */
  generate: (jobs: SampleJob[]) => Promise<Uint8Array[]>;
}
