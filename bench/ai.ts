import { readFileSync } from "node:fs";
import { applyRewrite } from "../src/server/ai/apply-rewrite.ts";
import { compareMatches } from "../src/server/ai/evidence/compare-matches.ts";
import { tailoringPlan } from "../src/server/ai/evidence/tailoring-plan.ts";
import { createOfflineWriter } from "../src/server/ai/offline/offline-writer.ts";
import { analysePosting } from "../src/server/ai/posting/analyse-posting.ts";
import type { ResumeTarget, WriteOptions } from "../src/server/ai/writer.ts";
import { JSON_RESUME_JOB_SAMPLE, JSON_RESUME_SAMPLE } from "../tests/fixtures/fixture-path.ts";
import { documentFromJsonResume, jobPostingText } from "../tests/fixtures/sample-resumes.ts";
import { printCorpusTable } from "./corpus-tailoring.ts";
import { round, twoPageJsonResume } from "./lib.ts";
import { printPostingAnalysisTable } from "./posting-analysis.ts";

// The offline writer (issue "AI writing" target: tailoring <= 50 ms median). The fixture is the
// 2-page resume of bench/pdf.ts (the JSON Resume sample with its work history repeated), tailored
// to the JSON Resume sample job, in-process: the writer's CPU cost, without HTTP or database.
const RUNS = 200;
const resume = documentFromJsonResume(
  twoPageJsonResume(JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"))),
);
const job = JSON.parse(readFileSync(JSON_RESUME_JOB_SAMPLE, "utf8"));
const posting = jobPostingText(job);
const target: ResumeTarget = {
  desiredRole: resume.desired_role,
  job: { title: job.title, company: job.company, description: posting },
  instructions: "",
};
const writer = createOfflineWriter();
const options: WriteOptions = { signal: new AbortController().signal, progress: () => {} };
const lines: string[] = [];
const report = (label: string, value: string) => lines.push(`${label.padEnd(58)}${value}`);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return `median ${String(at(0.5)).padStart(6)} ms   p95 ${String(at(0.95)).padStart(6)} ms`;
}

async function time(work: (run: number) => Promise<unknown> | unknown, runs = RUNS) {
  for (let i = 0; i < 20; i++) await work(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** What POST /api/cv/generate does with the offline writer, minus the database. */
async function tailor(source = resume) {
  const analysis = analysePosting(posting, { title: job.title, company: job.company });
  const plan = tailoringPlan(source, { ...target, analysis });
  const rewrite = await writer.rewriteResume(source, { ...target, analysis }, options);
  const { document, flags } = applyRewrite(source, rewrite, [target.desiredRole], plan.grounded);
  const keywords = analysis.terms.map((term) => term.term);
  return {
    keywords,
    document,
    flags,
    score: compareMatches(source, document, analysis.terms, analysis.soft),
  };
}

/** The fixture with one word changed, so no cache of the source's analysis can answer. */
function variant(run: number) {
  return {
    ...resume,
    hobbies: `${resume.hobbies}
run${run < 0 ? "warm" : run}`,
  };
}

const t0 = performance.now();
const first = await tailor();
report("tailor the 2-page fixture, first run (cold)", `${round(performance.now() - t0)} ms`);
report(`tailor: rewrite + grounding + scores, warm (${RUNS} runs)`, stats(await time(() => tailor())));
report(
  "tailor, a changed resume every run (no cached analysis)",
  stats(await time((run) => tailor(variant(run)))),
);
report("  rewriteResume alone, warm", stats(await time(() => writer.rewriteResume(resume, target, options))));
report("  analysePosting of the posting, warm", stats(await time(() => analysePosting(posting))));
report(
  "cover letter from the fixture, warm",
  stats(
    await time(() =>
      writer.writeCoverLetter(
        { resume, jobTitle: job.title, company: job.company, jobDescription: posting, instructions: "" },
        options,
      ),
    ),
  ),
);
report("rephrase a 12-word phrase, warm", stats(await time(() => rephraseSample())));

const { before, after } = first.score;
report("posting terms (required + preferred)", String(first.keywords.length));
report(
  "match score before (Original)",
  `${before.score}% (${before.matched.length}/${first.keywords.length})`,
);
report("match score after (tailored)", `${after.score}% (${after.matched.length}/${first.keywords.length})`);
report("grounding flags on the offline output", String(first.flags.length));

function rephraseSample() {
  return writer.rephrase("hey guys sorry but I dont know when the report will be done", options);
}

console.log(
  "\nAI benchmark (offline writer, the JSON Resume sample with 5 jobs, tailored to the sample job)\n",
);
for (const line of lines) console.log(line);
printPostingAnalysisTable();
await printCorpusTable();
