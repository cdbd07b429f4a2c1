import { beforeAll, describe, expect, it } from "vitest";
import { meaningChanges } from "../../../../tests/fixtures/meaning-checks.ts";
import {
  corpusBullets,
  type ResumeBullet,
  realworldBullets,
} from "../../../../tests/fixtures/resume-bullets.ts";
import { splitSentences } from "./bullet-lines.ts";
import { brokenRules } from "./line-rules.ts";
import { polishBullet, type Tense } from "./polish-bullet.ts";
import { suggestImprovements } from "./suggest-improvements.ts";

// Issue 33 (defects 3 and 7): a rewrite keeps the person's part, the tense of their verbs, every
// name as cased and every number, or it is not made; Improve answers most lines that break a
// rule a recruiter would name, with a change of more than punctuation.

/** The tailoring's rewrite of one line (rewrite-resume.ts polishes it sentence by sentence). */
function tailored(line: string, tense: Tense): string {
  return splitSentences(line)
    .map((sentence) => polishBullet(sentence, tense).text)
    .join(" ");
}

/** Everything the offline writer would show for `line`: the tailored line and each suggestion. */
function rewrites(line: string, tense: Tense): string[] {
  return [tailored(line, tense), ...suggestImprovements(line, tense, "bullet").map((s) => s.text)];
}

describe("rewrites keep what the line claims (the defects quoted in issue 33)", () => {
  it.each([
    // The person's part: given the task is not did it; helped is not did it alone or contributed.
    ["Tasked with building the patient intake dashboard", "past", "Tasked with building"],
    ["Tasked with building the patient intake dashboard", "present", "Tasked with building"],
    ["Helped lead a team of 6 volunteers", "past", "Helped lead"],
    ["Helped pilot a new bedside handover process", "past", "Helped pilot"],
    ["Helped pilot a new bedside handover process", "present", "pilot a new"],
    ["Worked on contract with Meridian Health to migrate records", "past", "Worked on contract with"],
    ["Precepted new nurses on the cardiac unit", "present", "Precepted new nurses"],
    ["Responsible for precepting new nurses", "past", "Responsible for precepting"],
    // Names keep their casing, also when they open the line.
    ["Partnered with xY Labs on the launch", "past", "xY Labs"],
    ["xY Labs integration shipped ahead of schedule", "past", "xY Labs"],
    ["abc.com storefront rebuilt in React", "past", "abc.com storefront"],
    // Nouns and hyphenated pasts are not verbs to put in a tense.
    ["Seat on the county library board", "past", "Seat on"],
    ["Co-wrote a grant proposal for a mobile clinic", "present", "Co-wrote"],
    ["Teaching evaluations 4.8/5 across 6 semesters", "past", "Teaching evaluations"],
    ["Supports LightGBM, XGBoost and PyTorch rankers", "present", "Supports LightGBM"],
  ] as const)("%s (%s role) keeps %j", (line, tense, kept) => {
    for (const text of rewrites(line, tense)) {
      expect(text).toContain(kept);
      expect(meaningChanges(line, text, tense)).toEqual([]);
    }
  });

  it("makes no suggestion that only re-cases or re-punctuates a line it cannot improve", () => {
    expect(
      suggestImprovements("Tasked with building the patient intake dashboard", "past", "bullet"),
    ).toEqual([]);
    expect(suggestImprovements("Co-wrote a grant proposal for a mobile clinic", "present", "bullet")).toEqual(
      [],
    );
    expect(suggestImprovements("Seat on the county library board", "past", "bullet")).toEqual([]);
  });

  it("still makes the rewrites that keep the meaning", () => {
    expect(polishBullet("Responsible for managing a team of 5 cashiers", "past").text).toBe(
      "Managed a team of 5 cashiers.",
    );
    expect(polishBullet("Lead 15-25 volunteers per shift", "past").text).toBe(
      "Led 15-25 volunteers per shift.",
    );
    expect(polishBullet("In charge of inventory for 3 stores", "past").text).toBe(
      "Oversaw inventory for 3 stores.",
    );
  });
});

const SETS: [string, () => Promise<ResumeBullet[]>][] = [
  ["the 16 corpus resumes", async () => corpusBullets()],
  ["the real-world resumes (development set)", realworldBullets],
];

describe.each(SETS)("every line of %s", (_name, load) => {
  let lines: ResumeBullet[] = [];
  beforeAll(async () => {
    lines = await load();
  }, 60_000);

  it("is rewritten, by the tailoring and by Improve, without a change of part, tense, name or number", () => {
    const changed: string[] = [];
    for (const line of lines) {
      for (const text of rewrites(line.text, line.tense)) {
        const problems = meaningChanges(line.text, text, line.tense);
        if (problems.length)
          changed.push(`${line.resume}: ${line.text}\n  -> ${text}\n  ${problems.join("; ")}`);
      }
    }
    expect(changed).toEqual([]);
  });

  it("gets a suggestion of more than punctuation for most lines that break a named rule", () => {
    let broken = 0;
    let answered = 0;
    for (const line of lines) {
      if (!brokenRules(line.text, line.tense).length) continue;
      broken++;
      if (suggestImprovements(line.text, line.tense, "bullet").length) answered++;
    }
    if (!broken) return;
    const share = answered / broken;
    console.log(
      `${_name}: ${answered} of ${broken} lines that break a rule get a suggestion (${Math.round(share * 100)}%)`,
    );
    expect(share).toBeGreaterThanOrEqual(0.6);
  });
});
