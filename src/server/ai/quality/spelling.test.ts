import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusResume, requireCorpus, sharedData } from "../../../../tests/fixtures/corpus.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { checkQuality } from "./check-quality.ts";

// Issue 33 §7: spelling from a real dictionary. Fifty common misspellings of words our corpus
// resumes use are planted in their own lines (each replaces the right word in the first line
// that has it); the checker must find >= 90% of them, and flag nothing in the corpus as written
// (its names, its jargon, its British spellings).

/** misspelling -> the word it replaces. */
const PLANTED: Record<string, string> = {
  recieved: "received",
  managment: "management",
  accross: "across",
  enviroment: "environment",
  foward: "forward",
  goverment: "government",
  independant: "independent",
  sucess: "success",
  acheived: "achieved",
  reveiwed: "reviewed",
  calender: "calendar",
  imporved: "improved",
  complaince: "compliance",
  leadersip: "leadership",
  experiance: "experience",
  maintainance: "maintenance",
  competetive: "competitive",
  expences: "expenses",
  proffesional: "professional",
  qualifed: "qualified",
  pipline: "pipeline",
  budgest: "budgets",
  trainning: "training",
  securty: "security",
  analisys: "analysis",
  buisness: "business",
  commitee: "committee",
  comunication: "communication",
  agreemnet: "agreement",
  equiptment: "equipment",
  finacial: "financial",
  assoicates: "associates",
  schedual: "schedule",
  invetory: "inventory",
  forcasting: "forecasting",
  custmer: "customer",
  revenu: "revenue",
  documention: "documentation",
  departmant: "department",
  warehose: "warehouse",
  statisitics: "statistics",
  quartely: "quarterly",
  accuarcy: "accuracy",
  accountabilty: "accountability",
  softwear: "software",
  publicaitons: "publications",
  clasroom: "classroom",
  bulding: "building",
  kitchin: "kitchen",
  regresion: "regression",
};

const available = requireCorpus("the spelling check test");
const resumes = (): ResumeDocument[] =>
  readdirSync(sharedData("corpus/resumes", "the spelling check test") ?? "").map(corpusResume);

const flagged = (document: ResumeDocument) =>
  checkQuality(document)
    .findings.filter((finding) => finding.check === "spelling")
    .map((finding) => finding.excerpt);

/** The document with `wrong` in place of the first whole-word `right` in its experience bullets or summary. */
function planted(document: ResumeDocument, right: string, wrong: string): ResumeDocument | undefined {
  const word = new RegExp(`\\b${right}\\b`);
  if (word.test(document.summary)) return { ...document, summary: document.summary.replace(word, wrong) };
  const at = document.experiences.findIndex((row) => word.test(row.responsibilities));
  if (at < 0) return undefined;
  return {
    ...document,
    experiences: document.experiences.map((row, i) =>
      i === at ? { ...row, responsibilities: row.responsibilities.replace(word, wrong) } : row,
    ),
  };
}

describe.skipIf(!available)("spelling against the dictionary, on the corpus", () => {
  it("flags nothing in the corpus resumes as written", () => {
    expect(resumes().flatMap(flagged)).toEqual([]);
  });

  it("finds >= 90% of 50 common misspellings planted in corpus lines", () => {
    const all = resumes();
    const found: string[] = [];
    const missed: string[] = [];
    for (const [wrong, right] of Object.entries(PLANTED)) {
      const document = all.map((resume) => planted(resume, right, wrong)).find(Boolean);
      expect(document, `no corpus line says "${right}"`).toBeDefined();
      (flagged(document as ResumeDocument).includes(wrong) ? found : missed).push(wrong);
    }
    expect(found.length / Object.keys(PLANTED).length, `missed: ${missed.join(", ")}`).toBeGreaterThanOrEqual(
      0.9,
    );
  });
});
