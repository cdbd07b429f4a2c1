import { readFileSync } from "node:fs";
import path from "node:path";
import { applyRewrite } from "../src/server/ai/apply-rewrite.ts";
import { tailoringPlan } from "../src/server/ai/evidence/tailoring-plan.ts";
import { writeCoverLetterOffline } from "../src/server/ai/offline/cover-letter.ts";
import { createOfflineWriter } from "../src/server/ai/offline/offline-writer.ts";
import type { ResumeTarget } from "../src/server/ai/writer.ts";
import type { LetterTone, ResumeDocument } from "../src/shared/resume.ts";
import {
  corpusLabels,
  corpusPairs,
  corpusPosting,
  corpusResume,
  sharedData,
} from "../tests/fixtures/corpus.ts";
import { HELD_BACK_POSTINGS } from "../tests/realworld/held-back.ts";

// What the offline writer gives a user, for reading as a recruiter would (../shared/realworld/RUBRIC.md):
// per pair, the summary before and after, every bullet the tailoring changed, and the letter in each
// tone. Pairs are the corpus's own, or each corpus resume with a real development posting of its field
// (chosen by field before any output was read; the held-back postings are never paired here).
//   node scripts/writing-samples.ts corpus|real [resume id…] > samples.md

const REAL_PAIRS: Record<string, string> = {
  "elementary-teacher": "education-carpentries-deputy-director-instructor-training",
  "enterprise-sales-manager": "sales-gitlab-new-logo-account-executive",
  "executive-assistant": "admin-gitlab-executive-business-administrator",
  "graphic-designer": "design-gitlab-senior-brand-designer",
  "head-chef": "marketing-gitlab-associate-field-marketing-manager",
  "junior-frontend-bootcamp": "software-gitlab-backend-engineer",
  "mechanical-engineer": "sales-gitlab-solutions-architect",
  "nurse-to-health-it": "support-gitlab-support-engineer",
  "phd-biology-researcher": "research-gitlab-ux-researcher",
  "public-policy-analyst": "community-ropensci-community-manager",
  "recent-graduate-internships": "sales-gitlab-sales-development-representative",
  "retail-store-manager": "hr-gitlab-people-business-partner",
  "senior-accountant-cpa": "finance-gitlab-accounts-payable-analyst",
  "senior-data-scientist": "data-gitlab-data-scientist",
  "veteran-logistics-to-supply-chain": "operations-carpentries-workshop-administrator",
  "warehouse-supervisor-to-operations": "operations-gitlab-procurement-category-manager",
};
const TONES: LetterTone[] = ["formal", "warm", "direct"];

interface SamplePair {
  resume: string;
  posting: string;
  title: string;
  company: string;
  description: string;
}

function pairsOf(set: string): SamplePair[] {
  if (set === "corpus") {
    const labels = corpusLabels();
    return corpusPairs().map((pair) => {
      const label = labels[pair.posting];
      return {
        resume: pair.resume.replace(/\.resume\.json$/, ""),
        posting: pair.posting,
        title: label?.title ?? "",
        company: label?.company ?? "",
        description: corpusPosting(pair.posting),
      };
    });
  }
  const dir = sharedData("realworld/postings", "scripts/writing-samples.ts");
  if (!dir) return [];
  const labels: { file: string; title: string; company: string }[] = JSON.parse(
    readFileSync(path.join(dir, "labels.json"), "utf8"),
  );
  return Object.entries(REAL_PAIRS)
    .filter(([, posting]) => !HELD_BACK_POSTINGS.includes(posting))
    .map(([resume, posting]) => {
      const label = labels.find((row) => row.file === `${posting}.txt`);
      return {
        resume,
        posting,
        title: label?.title ?? "",
        company: label?.company ?? "",
        description: readFileSync(path.join(dir, `${posting}.txt`), "utf8"),
      };
    });
}

function changedBullets(source: ResumeDocument, revision: ResumeDocument): string[] {
  const lines: string[] = [];
  for (const row of revision.experiences) {
    const before = source.experiences.find((old) => old.id === row.id)?.responsibilities ?? "";
    const old = new Set(before.split("\n").map((line) => line.trim()));
    for (const line of row.responsibilities.split("\n")) {
      if (line.trim() && !old.has(line.trim())) lines.push(`- ${line.trim()}`);
    }
    if (row.responsibilities !== before)
      lines.push(`  (was, at ${row.company}:)`, ...[...old].map((l) => `  > ${l}`));
  }
  return lines;
}

const writer = createOfflineWriter();
const options = { signal: new AbortController().signal, progress: () => {} };
const [set = "corpus", ...only] = process.argv.slice(2);
for (const pair of pairsOf(set)) {
  if (only.length && !only.includes(pair.resume)) continue;
  const source = corpusResume(`${pair.resume}.resume.json`);
  const target: ResumeTarget = {
    desiredRole: pair.title,
    job: { title: pair.title, company: pair.company, description: pair.description },
    instructions: "",
  };
  const plan = tailoringPlan(source, target);
  const rewrite = await writer.rewriteResume(source, target, options);
  const { document: revision } = applyRewrite(source, rewrite, [pair.title], plan.grounded);
  console.log(`\n# ${pair.resume} → ${pair.posting} (${pair.title}, ${pair.company})\n`);
  console.log(`## Summary\n\nBefore: ${source.summary}\n\nAfter: ${revision.summary}\n`);
  console.log(`## Changed bullets\n\n${changedBullets(source, revision).join("\n") || "(none)"}\n`);
  for (const tone of TONES) {
    const letter = writeCoverLetterOffline({
      resume: source,
      jobTitle: pair.title,
      company: pair.company,
      jobDescription: pair.description,
      instructions: "",
      tone,
    });
    const words = letter.split(/\s+/).filter(Boolean).length;
    console.log(`## Letter (${tone}, ${words} words)\n\n${letter}\n`);
  }
}
