import { applyRewrite } from "../src/server/ai/apply-rewrite.ts";
import { tailoringPlan } from "../src/server/ai/evidence/tailoring-plan.ts";
import { writeCoverLetterOffline } from "../src/server/ai/offline/cover-letter.ts";
import { createOfflineWriter } from "../src/server/ai/offline/offline-writer.ts";
import type { ResumeTarget } from "../src/server/ai/writer.ts";
import type { LetterTone, ResumeDocument } from "../src/shared/resume.ts";
import { writingPairs } from "../tests/fixtures/writing-pairs.ts";

// What the offline writer gives a user, for reading as a recruiter would (../shared/realworld/RUBRIC.md):
// per pair, the summary before and after, every bullet the tailoring changed, and the letter in each
// tone, on the pairs of tests/fixtures/writing-pairs.ts.
//   node scripts/writing-samples.ts corpus|real [resume id…] > samples.md

function changedBullets(source: ResumeDocument, revision: ResumeDocument): string[] {
  const lines: string[] = [];
  const text = (field: string) =>
    field
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  for (const row of revision.experiences) {
    const before = text(source.experiences.find((old) => old.id === row.id)?.responsibilities ?? "");
    const after = text(row.responsibilities);
    if (after.join("\n") === before.join("\n")) continue;
    // The revision in its order, each line marked as the person's own (reordered) or reworded.
    const own = new Set(before);
    const reworded = after.some((line) => !own.has(line));
    lines.push(
      `At ${row.company} (${reworded ? "reworded and reordered" : "reordered only"}), the revision reads:`,
    );
    lines.push(...after.map((line) => `  ${own.has(line) ? "" : "[reworded] "}${line}`));
    lines.push("  The person wrote, in this order:", ...before.map((line) => `  > ${line}`));
  }
  return lines;
}

const TONES: LetterTone[] = ["formal", "warm", "direct"];
const writer = createOfflineWriter();
const options = { signal: new AbortController().signal, progress: () => {} };
const [set = "corpus", ...only] = process.argv.slice(2);
for (const pair of writingPairs(set === "real" ? "real" : "corpus", "scripts/writing-samples.ts")) {
  if (only.length && !only.includes(pair.person)) continue;
  const source = pair.resume;
  const target: ResumeTarget = {
    desiredRole: pair.title,
    job: { title: pair.title, company: pair.company, description: pair.description },
    instructions: "",
  };
  const plan = tailoringPlan(source, target);
  const rewrite = await writer.rewriteResume(source, target, options);
  const { document: revision } = applyRewrite(source, rewrite, [pair.title], plan.grounded);
  console.log(`\n# ${pair.person} → ${pair.posting} (${pair.title}, ${pair.company})\n`);
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
