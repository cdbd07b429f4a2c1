import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { writeCoverLetterOffline } from "./cover-letter.ts";
import { dutyNeeds } from "./letter-duties.ts";
import { clauses } from "./letter-tones/wording.ts";

// A posting's duties in everyday words answered by the person's own job lines (issue 33: letters
// skipped what a posting asks most because no skills list holds "manage complex calendars").

const assistant: ResumeDocument = {
  ...dataAnalyst,
  skills: [],
  summary: "",
  experiences: [
    {
      ...(dataAnalyst.experiences[0] as ResumeDocument["experiences"][number]),
      role: "Executive Assistant",
      company: "Northwind Traders",
      responsibilities: [
        "- Manage calendars, travel and correspondence for the CEO across 4 time zones",
        "- Won a campus research prize for a study of office layouts",
        "- Prepared monthly statements for 12 vendors",
      ].join("\n"),
    },
  ],
};

const POSTING = [
  "Executive Assistant",
  "Responsibilities",
  "- Manage complex calendars including vetting and prioritizing requests",
  "- Conduct research on vendors and venues",
  "- Prepare consolidated financial statements",
  "- Attend meetings",
].join("\n");

describe("duties a letter can answer", () => {
  it("finds a duty a job line says in the same words, said as work with the line as evidence", () => {
    const needs = dutyNeeds(POSTING, assistant, "Contoso");
    expect(needs.map((need) => need.match.term)).toEqual(["managing complex calendars"]);
    expect(needs[0]?.match.evidence).toMatch(/^Manage calendars, travel/);
    expect(needs[0]?.cue).toBe("duty");
  });

  it("does not read a noun inside another phrase or a thing of another kind as the duty", () => {
    // "research" in "a campus research prize" is no research done; "monthly statements" are not
    // "consolidated financial statements".
    const terms = dutyNeeds(POSTING, assistant, "Contoso").map((need) => need.match.term);
    expect(terms.join(" ")).not.toMatch(/research|statements|meetings/);
  });

  it("answers the duty in the letter from that job, first", () => {
    const letter = (tone: "formal" | "direct") =>
      writeCoverLetterOffline({
        resume: assistant,
        jobTitle: "Executive Assistant",
        company: "Contoso",
        jobDescription: POSTING,
        instructions: "",
        tone,
      });
    expect(letter("formal")).toMatch(
      /\n\nAs an Executive Assistant at Northwind Traders, I managed? calendars/,
    );
    // The list tone heads the line with the duty, in the posting's words.
    expect(letter("direct")).toMatch(
      /\n- Managing complex calendars[^:]*: as an Executive Assistant at Northwind Traders, I managed? calendars/,
    );
  });
});

describe("clauses said as one list of what the person did", () => {
  const clause = (text: string, lemma: string, bullet: string) => ({
    text,
    lemma,
    bullet,
    measured: false,
    subject: false,
  });

  it('says "I" once for work of different lines in one tense', () => {
    const said = clauses([
      clause("planned the offsite for 60 people", "plan", "a"),
      clause("onboarded 22 new hires", "onboard", "b"),
      clause("renegotiated 3 vendor contracts", "renegotiate", "c"),
    ]);
    expect(said).toBe(
      "planned the offsite for 60 people, onboarded 22 new hires and renegotiated 3 vendor contracts",
    );
  });

  it('keeps its own "I" for a clause in another tense, holding a list, or from the same line', () => {
    expect(
      clauses([clause("planned the offsite", "plan", "a"), clause("prepare board decks", "prepare", "b")]),
    ).toBe("planned the offsite, and I prepare board decks");
    expect(
      clauses([clause("wrote the report", "write", "a"), clause("presented it to a panel", "present", "a")]),
    ).toBe("wrote the report, and I presented it to a panel");
  });

  it('says a result of work shared with people as "we"', () => {
    const built = clause("built 3 documentation templates together with the informatics team", "build", "a");
    const cut = {
      ...clause("cut documentation time from 38 to 24 minutes", "cut", "a"),
      measured: true,
      shared: true,
    };
    expect(clauses([built, cut])).toBe(
      "built 3 documentation templates together with the informatics team, and we cut documentation time from 38 to 24 minutes",
    );
  });
});
