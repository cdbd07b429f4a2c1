import { describe, expect, it } from "vitest";
import type { SourceLine } from "./source-lines.ts";
import { splitSections } from "./split-sections.ts";

const line = (text: string, size: number, extra: Partial<SourceLine> = {}): SourceLine => ({
  text,
  page: 1,
  size,
  ...extra,
});
const keys = (lines: SourceLine[]) => splitSections(lines).map((section) => section.key);

describe("splitSections", () => {
  it("takes headings set a size up with no bold or capitals (Chinese), Latin letters beside them or not", () => {
    const lines = [
      line("张伟", 24),
      line("教育背景", 14),
      line("北京大学 2010 – 2014", 11),
      line("工作经历", 14),
      line("某公司 软件工程师", 11),
      line("负责后端开发和维护系统", 11),
      line("IT 技能", 14),
      line("编程语言: Java, Go", 11),
    ];
    expect(keys(lines)).toEqual(["header", "education", "work", "skills"]);
  });

  it("keeps skill names set in capitals in the headings' type as the skills, not as sections", () => {
    const lines = [
      line("JOHN DOE", 14),
      line("SKILLS", 10),
      line("HTML5", 10),
      line("CSS3", 10),
      line("JavaScript", 10),
      line("EXPERIENCE", 10),
      line("Developer - Company A", 11),
      line("since January 2016", 10.5),
      line("THE ROAD SO FAR", 10),
      line("Trail mapper for hikers", 11),
    ];
    const sections = splitSections(lines);
    expect(sections.map((section) => section.key)).toEqual(["header", "skills", "work", "other"]);
    expect(sections[1]?.lines.map((item) => item.text)).toEqual(["HTML5", "CSS3", "JavaScript"]);
  });

  it("reads a bold title under a line that opens with the entry's dates as the entry's, not a heading", () => {
    const lines = [
      line("Jan Kowalski", 28),
      line("Education", 10, { bold: true }),
      line("2015 / 07 - University of Bremen", 10),
      line("Graduated as M.Sc. Digital Media", 10, { bold: true }),
      line("Wrote a thesis on scoring spreadsheets automatically", 10, { bullet: true }),
      line("2012 - 2013 - University of Bremen", 10),
      line("Master Project - PrIMA", 10, { bold: true }),
      line("Experience", 10, { bold: true }),
      line("2016 / 09 - Contoso", 10),
      line("Fullstack Engineer", 10, { bold: true }),
      line("Built the classroom planner for nursing schools", 10, { bullet: true }),
      line("10.1234/iclr.2021.3456 (ICLR 2021)", 10),
      line("Selected Honors", 10, { bold: true }),
      line("Best paper award at a workshop in 2021", 10),
    ];
    expect(keys(lines)).toEqual(["header", "education", "work", "awards"]);
  });

  it("makes no heading of short header lines where no size is stated (Word runs in their style's size)", () => {
    const plain = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({
      text,
      page: 1,
      ...extra,
    });
    const lines = [
      plain("Jordan Vale", { size: 16, heading: true }),
      plain("Port Elm, Westshire"),
      plain("+44 7700 900123"),
      plain("Experience", { heading: true }),
      plain("Depot Planner, Port Elm Freight", { bold: true }),
      plain("Education", { heading: true }),
      plain("BA Geography, Port Elm College", { bold: true }),
    ];
    expect(splitSections(lines).map((section) => [section.key, section.lines.length])).toEqual([
      ["header", 3],
      ["work", 1],
      ["education", 1],
    ]);
  });

  it("takes a heading named by its words in larger type than the others", () => {
    const lines = [
      line("Ann Lee", 24),
      line("Experience", 16),
      line("Clerk, City Library 2019 – 2021", 10),
      line("Shelved and catalogued new books every week for the children's section.", 10),
      line("Education", 16),
      line("BA English, State College 2015 – 2019", 10),
      line("Skill", 20),
      line("Cataloguing", 10),
    ];
    expect(keys(lines)).toEqual(["header", "work", "education", "skills"]);
  });

  it("reads a first section of running text under a heading of the person's own words as the summary", () => {
    const lines = [
      line("Ann Lee", 24, { bold: true }),
      line("Hello there", 14, { bold: true }),
      line("I catalogue collections and teach people how to find what they need in them.", 10),
      line("Experience", 14, { bold: true }),
      line("Clerk, City Library 2019 – 2021", 10),
    ];
    expect(keys(lines)).toEqual(["header", "summary", "work"]);
  });

  it("starts an entry section named in bold inside another, but keeps a bold group name in a list", () => {
    const lines = [
      line("Ann Lee", 16),
      line("EXPERIENCE", 12, { bold: true }),
      line("Clerk, City Library (2019 – 2021)", 10, { bold: true }),
      line("EDUCATION", 12, { bold: true }),
      line("BA English, State College (2015 – 2019)", 10, { bold: true }),
      line("ACTIVITIES", 12, { bold: true }),
      line("Chess Club (2021 – 2023)", 10, { bold: true }),
      line("Ran the weekly beginners' table.", 10, { bullet: true }),
      line("Volunteering", 10, { bold: true }),
      line("Sorted donations at the food bank.", 10, { bullet: true }),
      line("SKILLS", 12, { bold: true }),
      line("Languages", 10, { bold: true }),
      line("Python, R", 10),
    ];
    expect(keys(lines)).toEqual(["header", "work", "education", "other", "volunteer", "skills"]);
  });
});
