import { describe, expect, it } from "vitest";
import { isPresentWord, monthOfWord, readTypedDate } from "../../../../shared/month-year.ts";
import { isOngoing } from "../json-resume/json-resume-values.ts";
import { isDegree, isSchool } from "./entry-words.ts";
import { linkedinDate } from "./linkedin-values.ts";
import { dateRanges } from "./read-dates.ts";
import { resumeFromLines } from "./resume-from-lines.ts";
import type { SourceLine } from "./source-lines.ts";
import { textLines } from "./text-lines.ts";

// Dates and one-line entries in the languages resumes are written in. Every line here is made up for the
// rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
const _bullet = (text: string) => line(text, { bullet: true });

describe("dates in every common form", () => {
  it.each([
    ["Feb, 2015", { start: "2015-02" }],
    ["Sep. 2023 – Mar. 2024", { start: "2023-09", end: "2024-03" }],
    ["06/16 – 08/18", { start: "2016-06", end: "2018-08" }],
    ["6/2019", { start: "2019-06" }],
    ["2018/09 – 2019/07", { start: "2018-09", end: "2019-07" }],
    ["2011 / 11 – 2015 / 07", { start: "2011-11", end: "2015-07" }],
    ["Summer 2012 and 2013", { start: "2012" }],
    ["since 2021", { start: "2021", current: true }],
    ["depuis mars 2019", { start: "2019-03", current: true }],
    ["2015 年 3 月 – 2015 年 5 月", { start: "2015-03", end: "2015-05" }],
    ["2015年3月至今", { start: "2015-03", current: true }],
    ["Jan 2019 – heute", { start: "2019-01", current: true }],
    ["mai 2018 – aujourd'hui", { start: "2018-05", current: true }],
    ["oct. 2017 – actualidad", { start: "2017-10", current: true }],
    ["set 2016 – atual", { start: "2016-09", current: true }],
    ["gen 2020 – oggi", { start: "2020-01", current: true }],
    ["März 2014 bis Dez. 2016", { start: "2014-03", end: "2016-12" }],
    // The dash drawn as a picture: nothing between the dates in the text layer.
    ["Jun. 2017 May. 2018", { start: "2017-06", end: "2018-05" }],
    ["February 2020 | July 2020", { start: "2020-02", end: "2020-07" }],
    ["Jun '19 – Present", { start: "2019-06", current: true }],
    ["Sept ’98 – May ’02", { start: "1998-09", end: "2002-05" }],
  ])("reads %s", (text, expected) => {
    expect(dateRanges(text)).toEqual([expect.objectContaining(expected)]);
  });

  it("takes no lone two-digit-year fraction or score for a date", () => {
    expect(dateRanges("Score 10/10, ratio 3/4")).toEqual([]);
  });

  it("reads a two-digit month and year alone in a cell of its own as that cell's date", () => {
    expect(dateRanges("01/24")).toEqual([expect.objectContaining({ start: "2024-01" })]);
    expect(dateRanges("agement 01/24")).toEqual([]);
  });

  it("has one month and present table for the wizard and the reader", () => {
    expect([monthOfWord("Sept."), monthOfWord("févr"), monthOfWord("März"), monthOfWord("giugno")]).toEqual([
      9, 2, 3, 6,
    ]);
    expect(
      ["Present", "heute", "aujourd'hui", "actualidad", "atual", "oggi", "至今"].every(isPresentWord),
    ).toBe(true);
    expect(readTypedDate("Mai 2020")).toEqual({ kind: "date", value: "05/2020" });
    // The LinkedIn export and JSON Resume import read with the same table.
    expect(linkedinDate("févr. 2019")).toBe("2019-02");
    expect(linkedinDate("Heute")).toBeUndefined();
    expect(isOngoing("aujourd'hui")).toBe(true);
  });
});

describe("one-line jobs and degrees in several languages", () => {
  it("reads a job on one line: role, connector, employer and dates", () => {
    const { resume } = resumeFromLines(
      textLines(`Jean Martin
jean@example.org

EXPÉRIENCE
Ingénieur logiciel chez Orbitware, 2019–2021
Entwickler bei Quarry Nine, Jan 2017 – Dez. 2018
Data Analyst @ Tallow Systems, since 2021 · 3 yrs 2 mos
`),
    );
    expect(resume.work).toEqual([
      { name: "Orbitware", position: "Ingénieur logiciel", startDate: "2019", endDate: "2021" },
      { name: "Quarry Nine", position: "Entwickler", startDate: "2017-01", endDate: "2018-12" },
      { name: "Tallow Systems", position: "Data Analyst", startDate: "2021" },
    ]);
  });

  it("tells schools from degrees in any alphabet", () => {
    for (const school of [
      "Université de Lyon",
      "École Centrale",
      "Politecnico di Torino",
      "Hochschule Nord",
      "北方大学",
    ])
      expect([school, isSchool(school), isDegree(school)]).toEqual([school, true, false]);
    for (const degree of [
      "Bachelor's in Biology",
      "B.Sc. Physics",
      "Diplom-Kaufmann",
      "Laurea in Fisica",
      "Licence d'histoire",
    ])
      expect([degree, isDegree(degree), isSchool(degree)]).toEqual([degree, true, false]);
  });
});
