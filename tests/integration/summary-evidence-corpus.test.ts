import { describe, expect, it } from "vitest";
import { applyRewrite } from "../../src/server/ai/apply-rewrite.ts";
import { tailoringPlan } from "../../src/server/ai/evidence/tailoring-plan.ts";
import { createOfflineWriter } from "../../src/server/ai/offline/offline-writer.ts";
import { resumeText } from "../../src/server/ai/resume-text.ts";
import type { ResumeTarget } from "../../src/server/ai/writer.ts";
import { byRecency } from "../../src/shared/headline.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { allSkills } from "../../src/shared/skill-groups.ts";
import { requireCorpus } from "../fixtures/corpus.ts";
import { type FramedSummary, frameShares } from "../fixtures/summary-frames.ts";
import { bulletRuns, normalised } from "../fixtures/writing-checks.ts";
import { type WritingPair, writingPairs } from "../fixtures/writing-pairs.ts";

// Issue 33 §6, the summary's middle read as a recruiter reads it, on the corpus pairs and on the
// corpus resumes with real postings: the posting's requirements said as work from the job whose
// lines show it (not "Work as … includes X", not "Strengths include" a posting's words), no
// sentence frame shared by more than a third of the people, and no bullet pasted.

const available = requireCorpus("the summary evidence test");
const writer = createOfflineWriter();
const options = { signal: new AbortController().signal, progress: () => {} };

interface Written {
  pair: WritingPair;
  summary: string;
}

const written: Written[] = [];
if (available) {
  for (const set of ["corpus", "real"] as const) {
    for (const pair of writingPairs(set, "the summary evidence test")) {
      const target: ResumeTarget = {
        desiredRole: pair.title,
        job: { title: pair.title, company: pair.company, description: pair.description },
        instructions: "",
      };
      const plan = tailoringPlan(pair.resume, target);
      const rewrite = await writer.rewriteResume(pair.resume, target, options);
      const summary = applyRewrite(pair.resume, rewrite, [pair.title], plan.grounded).document.summary;
      written.push({ pair, summary });
    }
  }
}

const name = ({ pair }: Written) => `${pair.person} for ${pair.posting}`;
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(Boolean);
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
// Roles held while studying, training or unpaid (a general fact about resumes).
const MINOR = /\b(?:intern|internship|student|trainee|volunteer|summer|teaching assistant)\b/i;
// The frames blind reviewers graded 2 of 5: a slot filled with skills, the same for everyone.
const TEMPLATE =
  /^(?:Work (?:as|at) .* (?:includes|included|drew on)|Current work at|Strengths include|Has worked with|Now .* working with|As .*, worked with)/;

type Row = ResumeDocument["experiences"][number];

/** Whether most of a sentence's word triples are in `text`: it restates those lines. */
function restates(sentence: string, text: string): boolean {
  const own = wordsOf(text).join(" ");
  const list = wordsOf(sentence);
  if (list.length < 3) return false;
  let found = 0;
  for (let at = 0; at + 3 <= list.length; at++) if (own.includes(list.slice(at, at + 3).join(" "))) found++;
  return found / (list.length - 2) >= 0.5;
}

/** The jobs a place names ("At Ridgeback Analytics", "In freelance work", "In the U.S. Army"). */
function rowsAt(place: string, rows: Row[]): Row[] {
  if (/^freelance work$/i.test(place)) return rows.filter((row) => /freelance|self/i.test(row.company));
  return rows.filter((row) => {
    const company = (row.company.split(" (")[0] ?? "").trim();
    return company.length > 1 && place.includes(company);
  });
}

describe.skipIf(!available)("the summary's evidence on corpus and real pairs (issue 33 §6)", () => {
  it("says no requirement in a template slot and sells no posting phrase as a strength", () => {
    expect(written.length).toBeGreaterThanOrEqual(40);
    for (const item of written)
      for (const sentence of sentencesOf(item.summary)) expect(sentence, name(item)).not.toMatch(TEMPLATE);
  });

  it("names no requirement only the skills list shows ('Skilled in …' read as a keyword echo)", () => {
    for (const item of written)
      for (const sentence of sentencesOf(item.summary))
        expect(sentence, name(item)).not.toMatch(/^Skilled in /);
  });

  it("says each piece of work at the job whose own lines show it, an older job's with its place", () => {
    let checked = 0;
    for (const item of written) {
      const { resume } = item.pair;
      const real = resume.experiences.filter((row) => !MINOR.test(row.role));
      const latest = byRecency(real.length ? real : resume.experiences)[0];
      // Two roles at one employer are one place: "At Trailhead" is said once for both.
      let here = resume.experiences.filter((row) => row.company === latest?.company);
      // Their own summary's sentences and the lead are theirs (an "I build…" of theirs is said
      // "Builds…"); the rest restates work lines.
      const own = wordsOf(resume.summary).join(" ");
      for (const sentence of sentencesOf(item.summary).slice(1)) {
        if (own.includes(wordsOf(sentence).join(" ")) || restates(sentence, resume.summary)) continue;
        const placed = /^(?:At|In) ([^,]+), (.+)$/.exec(sentence);
        if (placed) here = rowsAt(placed[1] as string, resume.experiences);
        const work = placed ? (placed[2] as string) : sentence;
        const lines = here.map((row) => row.responsibilities).join("\n");
        expect(here.length, `${name(item)}: ${sentence}`).toBeGreaterThan(0);
        expect(restates(work, lines), `${name(item)}: ${sentence}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it("pastes no run of 13 words of a resume line", () => {
    for (const item of written) {
      const text = normalised(item.summary);
      expect(
        bulletRuns(item.pair.resume).filter((run) => text.includes(run)),
        name(item),
      ).toEqual([]);
    }
  });

  it("says the current job's work when it is the posting's work, even where the analysis names few terms", () => {
    // The executive assistant's current job (calendars, travel, offsites for a CEO and COO) is an
    // executive business administrator's work line for line; an older job's saving led instead
    // when only the posting's few analysed terms counted (blind review r8).
    const item = written.find(
      ({ pair }) =>
        pair.person === "executive-assistant" && pair.posting.includes("executive-business-administrator"),
    );
    expect(item, "the pair is in the real set").toBeDefined();
    const work = sentencesOf(item?.summary ?? "").slice(1);
    expect(work[0], item?.summary).not.toMatch(/^At Hollins & Day/);
  });

  it("shares no sentence frame with more than a third of the people", () => {
    const items: FramedSummary[] = written.map((item) => ({
      person: item.pair.person,
      summary: item.summary,
      resumeText: resumeText(item.pair.resume),
      posting: item.pair.description,
      phrases: [
        ...allSkills(item.pair.resume.skills),
        ...item.pair.resume.experiences.flatMap((row) => [row.company, row.role]),
      ],
    }));
    const people = new Set(items.map((item) => item.person)).size;
    const shares = [...frameShares(items, sentencesOf)].map(([frame, who]) => ({ frame, people: who.size }));
    const widest = shares.sort((a, b) => b.people - a.people)[0];
    expect(widest?.people ?? 0, widest?.frame).toBeLessThanOrEqual(Math.floor(people / 3));
  });
});
