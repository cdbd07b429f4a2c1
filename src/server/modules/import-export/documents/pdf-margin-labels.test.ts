import { describe, expect, it } from "vitest";
import { marginLabels, turnedRun } from "./pdf-margin-labels.ts";
import { pageLines } from "./pdf-page-lines.ts";
import { splitSections } from "./split-sections.ts";
import { run } from "./synthetic-page.ts";

// A section's name turned a quarter in the right margin, beside its section (latexcv's "rows").

describe("turned runs", () => {
  it("tells a run turned a quarter, either way, from an upright one", () => {
    expect(turnedRun("Experience", [0, -30, 30, 0, 522, 535], 160, false)).toMatchObject({
      downwards: true,
      length: 160,
      size: 30,
    });
    expect(turnedRun("Experience", [0, 30, -30, 0, 522, 375], 160, false)?.downwards).toBe(false);
    expect(turnedRun("Experience", [10, 0, 0, 10, 40, 500], 60, false)).toBeUndefined();
  });
});

describe("a section name turned in the margin", () => {
  // Two sections of entries; each name runs down the margin beside the middle of its section.
  const rows = [
    ["Engineer (Contoso) 2016 - now", 577],
    ["Invent a realtime classroom planner for nursing schools", 563],
    ["Design the software architecture of the planner", 549],
    ["Consultant (Fabrikam) 2014 - 2016", 521],
    ["Realize projects for the regional bank and its branches", 507],
    ["Student Assistant (Northwind) 2010 - 2011", 479],
    ["Modeled the software design of the literacy platform", 465],
    ["Check out my open source projects", 420],
    ["M.Sc. Digital Media (Lakeview University) 2015", 380],
    ["Wrote the thesis on scoring spreadsheets automatically", 366],
    ["B.Sc. Digital Media (Lakeview University) 2012", 338],
    ["Took classes in design and computer science", 324],
  ] as const;
  const glyphs = rows.map(([text, y]) => run(text, 37, y, 10, 300));
  const turned = [
    turnedRun("Experience", [0, -30, 30, 0, 520, 545], 130, false),
    turnedRun("Education", [0, -30, 30, 0, 520, 372], 40, false),
  ].filter((label) => label !== undefined);

  it("sets each name above the first row of the block it stands beside", () => {
    const labels = marginLabels(turned, glyphs);
    expect(labels.map((label) => label.text)).toEqual(["Experience", "Education"]);
    expect(labels[0]?.y).toBeGreaterThan(577);
    expect(labels[1]?.y).toBeGreaterThan(380);
    expect(labels[1]?.y).toBeLessThan(420);
  });

  it("reads the sections under their names", () => {
    const lines = pageLines([...glyphs, ...marginLabels(turned, glyphs)], 2).columns.flat();
    const sections = splitSections(lines);
    expect(sections.map((section) => section.key)).toEqual(["header", "work", "education"]);
    expect(sections[1]?.lines[0]?.text).toContain("Engineer (Contoso)");
  });
});
