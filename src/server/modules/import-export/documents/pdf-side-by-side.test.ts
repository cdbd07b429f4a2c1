import { describe, expect, it } from "vitest";
import { pageLines } from "./pdf-page-lines.ts";
import { run } from "./synthetic-page.ts";

// Two entries set side by side under one heading, as some templates print two jobs or two
// projects; every line here is made up for the rule it checks.

const texts = (glyphs: ReturnType<typeof run>[]) =>
  pageLines(glyphs, 2)
    .columns.flat()
    .map((line) => line.text);

describe("entries set side by side under one heading", () => {
  it("reads the left entry whole, then the right one", () => {
    const rows: [string, string][] = [
      ["Contoso Parks", "Fabrikam Trails"],
      ["Senior Ranger", "Ranger"],
      ["January 2019 to Present", "June 2016 to December 2018"],
      ["Rebuilt the trail network of the northern park", "Kept the visitor centre open all winter"],
      [
        "Trained the new rangers in first aid each spring",
        "Mapped the old logging roads for the fire service",
      ],
    ];
    const glyphs = [
      run("Experience", 200, 720, 12, 60),
      ...rows.flatMap(([left, right], at) => [run(left, 40, 700 - at * 14), run(right, 300, 700 - at * 14)]),
      run("Education", 200, 610, 12, 60),
      run("Lakeview University, Bachelor of Science in Forestry, 2012 to 2016", 40, 590, 10, 480),
    ];
    // The order of the entries' lines (the joining of wrapped lines is pdf-wrapped-lines.ts's).
    const read = texts(glyphs).join(" | ");
    const order = [
      "Experience",
      "Contoso Parks",
      "Senior Ranger",
      "January 2019 to Present",
      "Rebuilt the trail network",
      "Trained the new rangers",
      "Fabrikam Trails",
      "| Ranger",
      "June 2016 to December 2018",
      "Kept the visitor centre",
      "Mapped the old logging roads",
      "Education",
      "Lakeview University",
    ];
    const at = order.map((text) => read.indexOf(text));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((first, second) => first - second)).toEqual(at);
  });

  it("keeps a narrow column of dates beside its text row by row", () => {
    const rows: [string, string][] = [
      ["June 2023 – present", "Co-Founder and CTO at Nexus, building the inference platform"],
      ["May 2022 – Aug 2022", "Research Intern at Northwind, on sparse attention for models"],
      ["May 2021 – Aug 2021", "Research Intern at Contoso, on agents that learn to cooperate"],
      ["May 2020 – Aug 2020", "Research Intern at Fabrikam, on compressing models for phones"],
    ];
    const glyphs = rows.flatMap(([left, right], at) => [
      run(left, 40, 700 - at * 14, 10, 90),
      run(right, 150, 700 - at * 14, 10, 330),
    ]);
    expect(texts(glyphs)[0]).toContain("June 2023 – present");
    expect(texts(glyphs)[0]).toContain("Co-Founder");
  });
});
