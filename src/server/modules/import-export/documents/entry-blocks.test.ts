import { describe, expect, it } from "vitest";
import { readWork } from "./section-entries.ts";
import type { SourceLine } from "./source-lines.ts";

// How a section's lines become entries: a label over a job's items, a title set under the
// employer's dated head. Every line here is made up for the rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
const bullet = (text: string) => line(text, { bullet: true, size: 10 });

describe("a label over a job's items", () => {
  it("drops Highlights between the head and the bullets, and keeps the employer", () => {
    const work = readWork([
      line("Trail Officer", { parts: ["Trail Officer", "2019 – 2022"] }),
      line("Westshire Parks"),
      line("Highlights"),
      bullet("Kept the trails open."),
      bullet("Led forty volunteers."),
    ]).entries;
    expect(work).toEqual([
      {
        position: "Trail Officer",
        name: "Westshire Parks",
        startDate: "2019",
        endDate: "2022",
        highlights: ["Kept the trails open.", "Led forty volunteers."],
      },
    ]);
  });

  it("drops Key achievements: the same way", () => {
    const work = readWork([
      line("Garden Assistant, Lakeview Gardens", {
        parts: ["Garden Assistant, Lakeview Gardens", "Jan 2016 – Feb 2019"],
      }),
      line("Key achievements:"),
      bullet("Grew the seedlings."),
    ]).entries;
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({ position: "Garden Assistant", name: "Lakeview Gardens" });
    expect(work[0]?.summary).toBeUndefined();
    expect(work[0]?.highlights).toEqual(["Grew the seedlings."]);
  });
});

describe("a title set under the employer's dated head", () => {
  it("reads Employer / Place / description with dates / Title / bullets as one job", () => {
    const work = readWork([
      line("Westshire Parks", { bold: true, size: 11 }),
      line("Port Elm, Texas", { size: 10 }),
      line("Trail upkeep for the county, Mar 2019 – Jun 2022", { size: 10 }),
      line("Trail Officer", { bold: true, size: 11 }),
      bullet("Kept the trails open."),
      bullet("Led forty volunteers."),
      line("Lakeview Gardens", { bold: true, size: 11 }),
      line("Lakeview, Texas", { size: 10 }),
      line("Botanic garden, Jan 2016 – Feb 2019", { size: 10 }),
      line("Garden Assistant", { bold: true, size: 11 }),
      bullet("Grew the seedlings."),
    ]).entries;
    expect(work).toEqual([
      {
        name: "Westshire Parks",
        position: "Trail Officer",
        location: "Port Elm, Texas",
        startDate: "2019-03",
        endDate: "2022-06",
        summary: "Trail upkeep for the county",
        highlights: ["Kept the trails open.", "Led forty volunteers."],
      },
      {
        name: "Lakeview Gardens",
        position: "Garden Assistant",
        location: "Lakeview, Texas",
        startDate: "2016-01",
        endDate: "2019-02",
        summary: "Botanic garden",
        highlights: ["Grew the seedlings."],
      },
    ]);
  });

  it("does not take a long sentence under a dated head for its title", () => {
    const work = readWork([
      line("Westshire Parks", { bold: true, size: 11 }),
      line("Mar 2019 – Jun 2022", { size: 10 }),
      line("We looked after every trail in the county and the old harbour path too", {
        bold: true,
        size: 11,
      }),
      bullet("Kept the trails open."),
    ]).entries;
    expect(work).toHaveLength(2);
    expect(work[0]?.highlights).toBeUndefined();
    expect(work[0]?.position ?? work[0]?.name).toBe("Westshire Parks");
  });
});

describe("the employer under a dated title line", () => {
  it("reads Title, Dept, | dates over Employer, Place. over a description and bullets as one job", () => {
    const work = readWork([
      line("Park Planner, Trails Dept,", {
        parts: ["Park Planner, Trails Dept,", "Jan 2022–Present"],
        bold: true,
        size: 11,
      }),
      line("Westshire Parks, Lakeview, WS.", { bold: true, size: 11 }),
      line("planning the county's trails and the harbour path.", { size: 10 }),
      bullet("Planned forty miles of trail."),
      bullet("Led the volunteers."),
    ]).entries;
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({
      position: "Park Planner, Trails Dept",
      startDate: "2022-01",
      summary: "planning the county's trails and the harbour path.",
      highlights: ["Planned forty miles of trail.", "Led the volunteers."],
    });
    expect(work[0]?.name).toMatch(/^Westshire Parks/);
  });
});

describe("entries spaced apart, with their dates on a line of their own", () => {
  it("keeps a dates line set a clear gap under its head with that head", () => {
    const spaced = (text: string, gapBefore: number, extra: Partial<SourceLine> = {}) =>
      line(text, { gapBefore, size: 12, ...extra });
    const work = readWork([
      spaced("Park Planner, Westshire Parks", 2),
      spaced("Apr, 2021 - Present", 0.9, { size: 10 }),
      spaced("Planned forty miles of trail.", 0.1, { bullet: true }),
      spaced("Led the volunteers.", 0.1, { bullet: true }),
      spaced("Mapped the harbour path.", 0.1, { bullet: true }),
      spaced("Trail Officer, Lakeview Parks", 2),
      spaced("Sep, 2018 - Apr, 2021", 0.2, { size: 10 }),
      spaced("Kept the trails open.", 0.1, { bullet: true }),
      spaced("Ran the ranger station.", 0.1, { bullet: true }),
      spaced("Counted the birds.", 0.1, { bullet: true }),
    ]).entries;
    expect(work).toMatchObject([
      { position: "Park Planner", name: "Westshire Parks", startDate: "2021-04" },
      { position: "Trail Officer", name: "Lakeview Parks", startDate: "2018-09", endDate: "2021-04" },
    ]);
    expect(work).toHaveLength(2);
  });
});
