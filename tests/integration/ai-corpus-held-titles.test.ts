import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyRewrite } from "../../src/server/ai/apply-rewrite.ts";
import { claimsTitle, hasHeld } from "../../src/server/ai/held-title.ts";
import { createOfflineWriter } from "../../src/server/ai/offline/offline-writer.ts";
import type { ResumeTarget, WriteOptions } from "../../src/server/ai/writer.ts";
import { CORPUS_DIR, requireCorpus } from "../fixtures/corpus.ts";
import { documentFromJsonResume } from "../fixtures/sample-resumes.ts";

// The desired role and the posting are targets, not facts (issue 13's finding): for every
// resume x posting pair of the shared corpus, with the posting's title as the desired role, the
// offline writer's tailored summary and its cover letter never call the person by a title they
// have not held ("Clinical applications analyst with 9 years of experience", "as a clinical
// applications analyst").

const available = requireCorpus("the held-title test");

interface Pair {
  resume: string;
  posting: string;
}
const read = (file: string) => readFileSync(path.join(CORPUS_DIR, file), "utf8");
const pairs: Pair[] = available ? JSON.parse(read("pairs.json")) : [];
const labels: Record<string, { title: string; company: string }> = available
  ? JSON.parse(read("labels.json"))
  : {};
const writer = createOfflineWriter();
const options: WriteOptions = { signal: new AbortController().signal, progress: () => {} };

describe.skipIf(!available)("tailoring never claims a title the person has not held", () => {
  it.each(pairs.map((pair) => [`${pair.resume} for ${pair.posting}`, pair] as const))(
    "%s",
    async (_, pair) => {
      const label = labels[pair.posting];
      if (!label) throw new Error(`labels.json has no ${pair.posting}`);
      const source = documentFromJsonResume(JSON.parse(read(path.join("resumes", pair.resume))));
      // A user who aims at the posting's title and states their years.
      const resume = { ...source, desired_role: label.title, years_experience: 9 };
      const target: ResumeTarget = {
        desiredRole: label.title,
        job: {
          title: label.title,
          company: label.company,
          description: read(path.join("postings", pair.posting)),
        },
        instructions: "",
      };
      const { document } = applyRewrite(resume, await writer.rewriteResume(resume, target, options));
      const letter = await writer.writeCoverLetter(
        {
          resume,
          jobTitle: label.title,
          company: label.company,
          jobDescription: target.job?.description ?? "",
          instructions: "",
        },
        options,
      );
      const targets = [label.title, source.desired_role].filter((title) => title && !hasHeld(resume, title));
      for (const title of targets) {
        expect(claimsTitle(document.summary, title), `summary claims "${title}": ${document.summary}`).toBe(
          false,
        );
        expect(claimsTitle(letter, title), `letter claims "${title}": ${letter.slice(0, 400)}`).toBe(false);
      }
    },
  );
});
