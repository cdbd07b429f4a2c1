import { describe, expect, it } from "vitest";
import { createSourceMatcher } from "./source-match.ts";

const SOURCE = [
  "Layla Haddad",
  "Registered Nurse · layla.haddad@example.com · (555) 010-4477 · linkedin.example.com/in/layla-h",
  "Clinical Informatics Nurse    Jun 2019 – Present",
  "St. Mary’s Regional Medical Center, Springfield",
  "Led the Epic ClinDoc go-live for 14 inpatient units, training 220 nurses on the new",
  "documentation workflow and cutting charting time by 18%.",
  "Built dashboards with the ﬁnance team for the develop-",
  "ment of staffing models.",
  "Staff Nurse    03/2015 - 05/2019",
  "BSN, Nursing, 2014",
].join("\n");

describe("source matcher", () => {
  const match = createSourceMatcher(SOURCE);

  it("finds a value whatever its case, quotes, dashes and spacing", () => {
    expect(match.hasText("ST. MARY'S REGIONAL MEDICAL CENTER")).toBe(true);
    expect(match.hasText("Jun 2019 - Present")).toBe(true);
    expect(match.hasText("Clinical  Informatics\tNurse")).toBe(true);
  });

  it("finds a highlight the page wrapped onto two lines as one run, with or without its final period", () => {
    const bullet =
      "Led the Epic ClinDoc go-live for 14 inpatient units, training 220 nurses on the new documentation workflow and cutting charting time by 18%";
    expect(match.hasText(bullet)).toBe(true);
    expect(match.hasText(`• ${bullet}.`)).toBe(true);
  });

  it("joins a word hyphenated at a line's end, and reads ligatures as letters", () => {
    expect(
      match.hasText("Built dashboards with the finance team for the development of staffing models"),
    ).toBe(true);
  });

  it("refuses a value that is not a contiguous run of the text", () => {
    // Both halves are there, but not together: the model stitched two places.
    expect(match.hasText("Led the Epic ClinDoc go-live for 14 inpatient units and cut charting time")).toBe(
      false,
    );
    expect(match.hasText("Charge Nurse")).toBe(false);
    expect(match.hasText("training 250 nurses")).toBe(false);
  });

  it("matches whole words only", () => {
    expect(match.hasText("Nurse")).toBe(true);
    expect(match.hasText("Nurs")).toBe(false);
    expect(match.hasText("Mary")).toBe(true);
    expect(match.hasText("Spring")).toBe(false);
  });

  it("checks a date by the month and year it names, in any common form", () => {
    expect(match.hasDate("2019-06")).toBe(true); // Jun 2019
    expect(match.hasDate("2015-03")).toBe(true); // 03/2015
    expect(match.hasDate("2019-05")).toBe(true); // 05/2019
    expect(match.hasDate("2014")).toBe(true);
    expect(match.hasDate("2019-07")).toBe(false); // no July 2019 anywhere
    expect(match.hasDate("2016")).toBe(false);
    expect(match.hasDate("Present")).toBe(false);
    expect(match.hasDate("2019-13")).toBe(false);
  });

  it("reads month names beside their year: full, short, with a period, a comma, or a range", () => {
    const other = createSourceMatcher("Sept. 2020 to March, 2021\nIntern, Jun – Aug 2018\nMay '17");
    expect(other.hasDate("2020-09")).toBe(true);
    expect(other.hasDate("2021-03")).toBe(true);
    expect(other.hasDate("2018-06")).toBe(true);
    expect(other.hasDate("2018-08")).toBe(true);
    expect(other.hasDate("2018-07")).toBe(false);
    // "Mar" inside "March" is a month; inside "Marketing" it is not.
    expect(createSourceMatcher("Marketing 2021").hasDate("2021-03")).toBe(false);
  });

  it("takes a URL with or without its scheme and www., and a phone by its digits", () => {
    expect(match.hasUrl("https://linkedin.example.com/in/layla-h/")).toBe(true);
    expect(match.hasUrl("https://www.linkedin.example.com/in/layla-h")).toBe(true);
    expect(match.hasUrl("https://linkedin.example.com/in/someone-else")).toBe(false);
    expect(match.hasPhone("(555) 010-4477")).toBe(true);
    expect(match.hasPhone("555-010-4477")).toBe(true);
    expect(match.hasPhone("555-010-9999")).toBe(false);
  });

  it("stays fast on long text and values that repeat", () => {
    const long = createSourceMatcher(`${"a ".repeat(50_000)}\n${"aaaa".repeat(10_000)}`);
    const started = performance.now();
    expect(long.hasText("a a a b")).toBe(false);
    expect(long.hasText("aaaa".repeat(4_000).concat("b"))).toBe(false);
    expect(long.hasText("aaa")).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
