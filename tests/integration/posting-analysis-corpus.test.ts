import { describe, expect, it } from "vitest";
import { analysePosting } from "../../src/server/ai/posting/analyse-posting.ts";
import {
  corpusLabels,
  corpusPosting,
  normTerm,
  type PostingLabel,
  requireCorpus,
  sameTerm,
  termForms,
} from "../fixtures/corpus.ts";

// Issue 13 §1, measured on the corpus's gold labels with the README's rules: the hard terms
// (required + preferred) a posting asks for over all 16 postings; no noise (company, places,
// benefits, boilerplate) among any term; soft skills kept apart from the hard terms.
// Measured: precision 0.885, recall 0.835 (the issue asks >= 0.85 and >= 0.80); the bounds
// hold what is reached, so a change that loses it fails.

const available = requireCorpus("the posting analysis test");
const labels = corpusLabels();
const files = Object.keys(labels);
const analyses = new Map(files.map((file) => [file, analysePosting(corpusPosting(file))]));

function goldHit(label: PostingLabel, predicted: string): string | undefined {
  return [...label.required, ...label.preferred].find((term) =>
    termForms(label, term).some((form) => sameTerm(predicted, form)),
  );
}

function hasWord(haystack: string, needle: string): boolean {
  const at = haystack.indexOf(needle);
  if (at < 0) return false;
  const before = haystack[at - 1] ?? " ";
  const after = haystack[at + needle.length] ?? " ";
  return !/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after);
}

describe.skipIf(!available)("posting analysis on the corpus", () => {
  it("finds the hard terms: precision >= 0.88 and recall >= 0.83 over all postings", () => {
    let predicted = 0;
    let correct = 0;
    let gold = 0;
    let found = 0;
    const report: string[] = [];
    for (const file of files) {
      const label = labels[file] as PostingLabel;
      const terms = analyses.get(file)?.terms.map((term) => term.term) ?? [];
      const hits = new Set(terms.map((term) => goldHit(label, term)).filter(Boolean));
      predicted += terms.length;
      correct += terms.filter((term) => goldHit(label, term)).length;
      gold += label.required.length + label.preferred.length;
      found += hits.size;
      report.push(`${file}: ${terms.filter((term) => !goldHit(label, term)).join("; ")}`);
    }
    const precision = correct / predicted;
    const recall = found / gold;
    if (process.env.CORPUS_FIGURES) console.log({ precision, recall, wrong: report });
    expect(
      precision,
      `precision ${precision.toFixed(3)}; predictions not in the labels:\n${report.join("\n")}`,
    ).toBeGreaterThanOrEqual(0.88);
    expect(recall).toBeGreaterThanOrEqual(0.83);
  });

  it.each(files)("%s: no noise term, soft skills apart, title and company read", (file) => {
    const label = labels[file] as PostingLabel;
    const analysis = analyses.get(file);
    if (!analysis) throw new Error(`no analysis of ${file}`);
    const everything = [...analysis.terms.map((term) => term.term), ...analysis.soft];
    const noise = everything.filter((term) =>
      label.noise.some((item) => hasWord(normTerm(term), normTerm(item))),
    );
    expect(noise).toEqual([]);
    const softAmongHard = analysis.terms.filter((term) =>
      label.soft.some((soft) => sameTerm(term.term, soft)),
    );
    expect(softAmongHard).toEqual([]);
    const dash = (text: string) => text.replace(/\s+[-–—]\s+/g, " – ");
    expect(dash(analysis.title)).toBe(dash(label.title));
    expect(analysis.company).toBe(label.company);
  });
});
