import { describe, expect, it } from "vitest";
import type { ResumeDraft } from "../../src/shared/resume-draft.ts";
import { expectedFromSource, PRESENT } from "./expected-resume.ts";
import { commonSubsequence, type ImportScore, type ScoredField, scoreImport } from "./score-import.ts";
import type { SourceResume } from "./source-resume.ts";

// The scorer must see what a user would see wrong in a read resume: a lost or renamed job, a
// date read at the wrong precision, bullets cut or mixed with other text, an entry filed under
// the wrong heading, skills glued together.

const source: SourceResume = {
  basics: { name: "Zoë Ångström", email: "zoe@example.com", phone: "(612) 555-0110" },
  work: [
    {
      name: "Marsh & Lowell LLP",
      position: "Senior Accountant",
      startDate: "2021-04-12",
      highlights: ["Closed the books in 5 days, down from 9.", "Led the ASC 842 lease adoption."],
    },
    {
      name: "Brightway Market",
      position: "Staff Accountant",
      startDate: "2018-09",
      endDate: "2021-04",
      summary: "Audit and tax for 40 clients.",
    },
  ],
  awards: [{ title: "Rising Star Award", awarder: "State CPA Society" }],
  certificates: [{ name: "Certified Public Accountant (CPA)" }],
  languages: [{ language: "Swedish", fluency: "Native" }],
  skills: [{ name: "Accounting", keywords: ["GAAP", "ASC 842", "C#"] }],
};

const monthly = {
  dates: { month: "short", dash: " – ", present: "Present" },
  companyDescription: false,
} as const;
const expected = expectedFromSource(source, monthly);

/** The draft a perfect reader returns for `source` printed with month dates. */
const perfect = (): ResumeDraft => ({
  basics: { name: "Zoë Ångström", email: "zoe@example.com", phone: "(612) 555-0110" },
  work: [
    {
      name: "Marsh & Lowell LLP",
      position: "Senior Accountant",
      startDate: "2021-04",
      highlights: ["Closed the books in 5 days, down from 9.", "Led the ASC 842 lease adoption."],
    },
    {
      name: "Brightway Market",
      position: "Staff Accountant",
      startDate: "2018-09",
      endDate: "2021-04",
      highlights: ["Audit and tax for 40 clients."],
    },
  ],
  awards: [{ title: "Rising Star Award", awarder: "State CPA Society" }],
  certificates: [{ name: "Certified Public Accountant (CPA)" }],
  languages: [{ language: "Swedish", fluency: "Native" }],
  skills: [{ name: "Accounting", keywords: ["GAAP", "ASC 842", "C#"] }],
});

const ratio = (score: ImportScore, field: ScoredField) =>
  score.tallies[field].hit / score.tallies[field].total;
const fieldsMissed = (score: ImportScore) => [...new Set(score.misses.map((miss) => miss.field))].sort();

describe("scoreImport", () => {
  it("gives a perfect draft 1 in every field and no misses", () => {
    const score = scoreImport(expected, perfect());
    expect(score.misses).toEqual([]);
    for (const [field, tally] of Object.entries(score.tallies)) expect(tally.hit, field).toBe(tally.total);
    expect(score.tallies.startDate.total).toBe(2);
    expect(score.tallies.sections.total).toBe(5);
  });

  it("finds jobs by company and title, not by position in the list", () => {
    const draft = perfect();
    draft.work = [...(draft.work ?? [])].reverse();
    expect(scoreImport(expected, draft).misses).toEqual([]);
  });

  it("counts a job that was not read against every field of it", () => {
    const draft = perfect();
    draft.work = draft.work?.slice(0, 1);
    const score = scoreImport(expected, draft);
    expect(ratio(score, "company")).toBe(0.5);
    expect(ratio(score, "sections")).toBe(0.8);
    expect(ratio(score, "bullets")).toBeLessThan(0.9);
    expect(fieldsMissed(score)).toEqual(["bullets", "company", "endDate", "sections", "startDate", "title"]);
  });

  it("misses a company read with its location, and title and company swapped", () => {
    const draft = perfect();
    const [first, second] = draft.work ?? [];
    if (!first || !second) throw new Error("fixture");
    first.name = "Marsh & Lowell LLP, Irvine, CA";
    [second.name, second.position] = [second.position, second.name];
    const score = scoreImport(expected, draft);
    expect(score.misses.filter((miss) => miss.field === "company")).toHaveLength(2);
    expect(ratio(score, "title")).toBe(0.5);
    expect(ratio(score, "sections")).toBe(1);
  });

  it("checks dates at the printed precision and a current job's missing end", () => {
    const draft = perfect();
    const [first, second] = draft.work ?? [];
    if (!first || !second) throw new Error("fixture");
    first.startDate = "2021-04-12"; // printed "Apr 2021": the day cannot have been read
    first.endDate = "Present";
    second.endDate = undefined; // an ended job read as current
    const score = scoreImport(expected, draft);
    expect(score.misses.map((miss) => `${miss.field} ${miss.expected} ${miss.got}`)).toEqual([
      "startDate 2021-04 2021-04-12",
      "endDate 2021-04 ",
    ]);
    expect(expected.entries[0]?.job?.end).toBe(PRESENT);
  });

  it("scores bullet words in order: lost, reordered and foreign words all lower it", () => {
    const lost = perfect();
    lost.work?.[0]?.highlights?.pop();
    const reordered = perfect();
    reordered.work?.[0]?.highlights?.reverse();
    const foreign = perfect();
    foreign.work?.[0]?.highlights?.push("Irvine, CA | Apr 2021 – Present");
    for (const draft of [lost, reordered, foreign]) {
      const bullets = ratio(scoreImport(expected, draft), "bullets");
      expect(bullets).toBeLessThan(0.95);
      expect(bullets).toBeGreaterThan(0.5);
    }
  });

  it("counts an entry filed under the wrong heading as a section miss, saying where it went", () => {
    const draft = perfect();
    draft.certificates = [{ name: "Rising Star Award" }, ...(draft.certificates ?? [])];
    draft.awards = [];
    const score = scoreImport(expected, draft);
    expect(score.misses).toEqual([
      {
        field: "sections",
        where: 'awards[0] "Rising Star Award"',
        expected: "awards",
        got: 'certificates: "Rising Star Award" (100% alike)',
      },
    ]);
  });

  it("misses skills glued to their group's name, and checks the contact fields exactly", () => {
    const draft = perfect();
    draft.skills = [{ name: "", keywords: ["Accounting: GAAP", "ASC 842", "c#"] }];
    draft.basics = { name: "ZOË ÅNGSTRÖM", email: "Zoe@Example.com", phone: "612 555 0110" };
    const score = scoreImport(expected, draft);
    expect(ratio(score, "skills")).toBeCloseTo(2 / 3);
    expect(fieldsMissed(score)).toEqual(["phone", "skills"]);
  });

  it("accepts no phone where the resume printed words instead of a number, and wants none where none was printed", () => {
    const withWords = expectedFromSource(
      { ...source, basics: { ...source.basics, phone: "Upon request" } },
      monthly,
    );
    const draft = perfect();
    draft.basics.phone = undefined;
    expect(ratio(scoreImport(withWords, draft), "phone")).toBe(1);
    const withNone = expectedFromSource({ ...source, basics: { ...source.basics, phone: "" } }, monthly);
    expect(ratio(scoreImport(withNone, perfect()), "phone")).toBe(0);
  });
});

describe("expectedFromSource", () => {
  it("expects each date at the precision the layout printed it", () => {
    const years = expectedFromSource(source, { ...monthly, dates: { ...monthly.dates, month: "year" } });
    expect(years.entries.flatMap((entry) => (entry.job ? [entry.job.start, entry.job.end] : []))).toEqual([
      "2021",
      PRESENT,
      "2018",
      "2021",
    ]);
    expect(expected.entries[0]?.job?.start).toBe("2021-04");
  });
});

describe("commonSubsequence", () => {
  it("counts the words two lists share in order", () => {
    expect(commonSubsequence(["a", "b", "c", "d"], ["a", "c", "b", "d"])).toBe(3);
    expect(commonSubsequence([], ["a"])).toBe(0);
    expect(commonSubsequence(["a", "b"], ["a", "b"])).toBe(2);
  });
});
