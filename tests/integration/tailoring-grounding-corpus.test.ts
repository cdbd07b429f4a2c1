import { describe, expect, it } from "vitest";
import { inventionsIn, readSource, supportedYears } from "../../src/server/ai/grounding.ts";
import { findNumbers, numberValues } from "../../src/server/ai/language/numbers.ts";
import { createOfflineWriter } from "../../src/server/ai/offline/offline-writer.ts";
import { resumeText, rewritableFields } from "../../src/server/ai/resume-text.ts";
import type { WriteOptions } from "../../src/server/ai/writer.ts";
import { unsupportedYearsClaims } from "../../src/server/ai/years-claims.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import {
  corpusLabels,
  corpusPairs,
  corpusPosting,
  type PostingLabel,
  requireCorpus,
} from "../fixtures/corpus.ts";
import { tailorPair } from "../fixtures/corpus-tailoring.ts";

// Issue 13 §4: over every corpus pair, the tailored revision and the cover letter state no held
// title, employer, degree, licence, year count or number that the person's own resume does not
// (the desired role and the posting are targets, not facts). Checked from the outside: the
// facts of the rows, every number, every "N years ... in <tool>", every name in the letter.

const available = requireCorpus("the tailoring grounding test");
const labels = corpusLabels();
const pairs = corpusPairs();
const writer = createOfflineWriter();
const options: WriteOptions = { signal: new AbortController().signal, progress: () => {} };

/** Employers, titles, dates, schools, degrees and certificates: the facts a writer may not touch. */
function factsOf(document: ResumeDocument) {
  return {
    experiences: document.experiences.map(({ company, role, start_date, end_date, still_working }) => ({
      company,
      role,
      start_date,
      end_date,
      still_working,
    })),
    educations: document.educations.map(
      ({ institution_name, degree, field_of_study, start_date, end_date }) => ({
        institution_name,
        degree,
        field_of_study,
        start_date,
        end_date,
      }),
    ),
    certificates: document.certificates.map(({ name, issuing_institution, date_issued }) => ({
      name,
      issuing_institution,
      date_issued,
    })),
  };
}

function unstatedNumbers(text: string, source: ResumeDocument, extra: string[] = []): string[] {
  const known = numberValues([resumeText(source), ...extra].join("\n"));
  const years = supportedYears(source);
  return findNumbers(text)
    .filter((number) => !known.has(number.value) && !(number.years && number.value <= years))
    .map((number) => number.text);
}

describe.skipIf(!available)(
  "tailoring and letters state only the person's facts, on every corpus pair",
  () => {
    it.each(pairs.map((pair) => [`${pair.resume} for ${pair.posting}`, pair] as const))(
      "%s",
      async (_, pair) => {
        const label = labels[pair.posting] as PostingLabel;
        const { source, revision, score } = await tailorPair(pair, label);
        expect(factsOf(revision)).toEqual(factsOf(source));
        // Posting terms the Original shows by another name may be written, nothing else.
        const grounded = (score.terms ?? [])
          .filter((term) => term.before === "supported")
          .map((term) => term.term);
        for (const field of rewritableFields(revision)) {
          expect(unstatedNumbers(field.text, source, grounded), field.path).toEqual([]);
          expect(unsupportedYearsClaims(field.text, readSource(source).sentences), field.path).toEqual([]);
        }

        const letter = await writer.writeCoverLetter(
          {
            resume: source,
            jobTitle: label.title,
            company: label.company,
            jobDescription: corpusPosting(pair.posting),
            instructions: "",
          },
          options,
        );
        // The letter may name the posting's title and company, and the posting's words for what
        // the resume says (literal: an alias or word form, "AP/AR" for accounts payable) or shows
        // under another name (supported: named beside its evidence, as in the revision).
        const shown = (score.terms ?? [])
          .filter((term) => term.before === "literal" || term.before === "supported")
          .map((term) => term.term);
        const targets = [label.title, label.company, ...shown];
        expect(unstatedNumbers(letter, source, targets)).toEqual([]);
        expect(unsupportedYearsClaims(letter, readSource(source).sentences)).toEqual([]);
        expect(inventionsIn(letter, readSource(source, targets))).toEqual([]);
      },
    );
  },
);
