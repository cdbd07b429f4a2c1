import { describe, expect, it } from "vitest";
import { pageLines } from "./pdf-page-lines.ts";
import { run, stack } from "./synthetic-page.ts";

describe("splitColumns: a first page whose sidebar opens beside the main column's first heading", () => {
  // Word's and Canva's two-column templates start the sidebar (name, contact) and the main
  // column (Profile…) at the same height; Chromium sets a ligature ("fi") as a run of its own.
  const sidebar = ["Nurse", "555 0199", "ana@example.org", "Lyon, France", "web.example.org/ana"];
  const main = [
    "Registered nurse with nine years on cardiac wards.",
    "Experience",
    "Staff Nurse, Contoso Hospital",
    "Led the night shift of twelve nurses.",
    "Trained forty new nurses on the ward's systems.",
    "Cut handover time by a third in one year.",
  ];
  const glyphs = [
    run("Ana Ruiz", 40, 737, 17, 70),
    ...stack(sidebar, 40, 716, 16, 8.5),
    run("Pro", 220, 737, 12, 20),
    run("fi", 240, 737, 12, 7),
    run("le", 247, 737, 12, 11),
    ...stack(main, 220, 718, 16),
  ];

  it("reads the heading from its runs joined, so no row above it is taken for a header across both", () => {
    const { header, columns } = pageLines(glyphs, 1);
    expect(header).toEqual([]);
    expect(columns[0]?.[0]?.text).toBe("Ana Ruiz");
    expect(columns[0]?.map((line) => line.text).join(" ")).toContain("ana@example.org");
    expect(columns[1]?.[0]?.text).toBe("Profile");
  });
});

describe("splitColumns: two columns of running text on one baseline grid", () => {
  // TeX sets two columns of one type on the same baselines: row for row they pair up like a
  // table's cells, but both run on in sentences, so they are columns.
  const left = [
    "Education",
    "2015 / 07 - University of Bremen",
    "Graduated as M.Sc. Digital Media",
    "Wrote the thesis on semi automated scoring of",
    "spreadsheet data in technology based assessment",
    "Developed and evaluated an algorithm for the",
    "scoring of answers typed into spreadsheets by",
    "2012 - 2013 - University of Bremen",
    "Master Project in Digital Media",
  ];
  const right = [
    "Experience",
    "2016 / 09 - Contoso Learning",
    "Fullstack Javascript Engineer",
    "Invent a realtime classroom management tool for",
    "the nursing schools of the region with Meteor",
    "Design the software architecture and lead the",
    "development team of four through each release",
    "2014 - 2016 - Fabrikam Consulting",
    "IT Consultant for Notes Domino",
  ];
  const glyphs = [...stack(left, 40, 700, 12), ...stack(right, 310, 700, 12)];

  it("reads each column top to bottom", () => {
    const { columns } = pageLines(glyphs, 2);
    expect(columns).toHaveLength(2);
    expect(columns[0]?.map((line) => line.text)).toContain("Graduated as M.Sc. Digital Media");
    expect(columns[1]?.[0]?.text).toBe("Experience");
  });
});
