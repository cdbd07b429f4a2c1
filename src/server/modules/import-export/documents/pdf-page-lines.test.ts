import { describe, expect, it } from "vitest";
import { settleLineEndHyphens } from "./line-end-hyphens.ts";
import { type Glyph, pageLines } from "./pdf-page-lines.ts";
import { resumeFromLines } from "./resume-from-lines.ts";
import { readWork } from "./section-entries.ts";
import { columnTexts, datedEntry, run, stack, texts } from "./synthetic-page.ts";

describe("pageLines: list items", () => {
  it("joins a wrapped item set at a loose line height, and keeps the next item apart", () => {
    const lines = texts([
      run("• Rebuilt the billing service for three regional warehouses, cutting", 50, 700, 10, 400),
      run("month-end closing time in half.", 60, 682, 10, 160),
      run("• Trained four new analysts.", 50, 660, 10, 150),
      run("• Ran the quarterly audit with the finance team and the external", 50, 638, 10, 400),
      run("auditors.", 60, 620, 10, 40),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "Rebuilt the billing service for three regional warehouses, cutting month-end closing time in half.",
      "Trained four new analysts.",
      "Ran the quarterly audit with the finance team and the external auditors.",
    ]);
    expect(lines.every((line) => line.bullet)).toBe(true);
  });

  it("joins a wrapped item whose bullet mark is set larger than its text", () => {
    const lines = texts([
      { ...run("•", 50, 700, 11, 4) },
      run("Payments: a service that settles invoices for every store in the group, and", 58, 700, 10, 400),
      run("reports them nightly.", 58, 688, 10, 100),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe(
      "Payments: a service that settles invoices for every store in the group, and reports them nightly.",
    );
  });

  it("reads a marked line with a place set apart as an entry's head, not an item", () => {
    const lines = texts([
      run("•", 50, 700, 10, 4),
      run("Northwind Traders", 58, 700, 10, 90),
      run("Denver, CO", 480, 700, 10, 50),
      run("• Shipped the new ordering app.", 58, 686, 10, 150),
    ]);
    expect(lines[0]?.bullet).toBeUndefined();
    expect(lines[0]?.parts).toEqual(["Northwind Traders", "Denver, CO"]);
    expect(lines[1]?.bullet).toBe(true);
  });
});

describe("pageLines: indented items", () => {
  it("reads lines set in from the column as items, but not a bare web address", () => {
    const lines = texts([
      run("Contoso", 40, 714),
      run("Office Assistant, Jan 2020 – Dec 2021", 40, 700),
      run("Answered customer calls for the regional office.", 60, 686),
      run("https://contoso.example/", 55, 672),
      run("Fabrikam", 40, 654),
      run("Clerk, Mar 2018 – Dec 2019", 40, 640),
      run("Filed the monthly expense reports and travel claims for the whole team.", 60, 626),
    ]);
    expect(lines.map((line) => Boolean(line.bullet))).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe("pageLines: a page of mostly list items", () => {
  it("finds the column's edge at the heads when the items' lines outnumber them", () => {
    // Items drawn with a disc the text does not hold, five of them under each of two heads.
    const item = (text: string, y: number) => run(text, 52, y);
    const lines = texts([
      run("Office Analyst, Contoso", 40, 714),
      run("Jan 2020 – Dec 2021", 420, 714),
      item("Answered customer calls for the regional office every day.", 700),
      item("Filed the monthly expense reports for the whole team.", 686),
      item("Planned the travel of twelve sales staff each quarter.", 672),
      item("Kept the shared calendar of the three directors up to date.", 658),
      item("Ordered supplies for the office within the yearly budget.", 644),
      run("Records Clerk, Fabrikam", 40, 626),
      run("Mar 2018 – Dec 2019", 420, 626),
      item("Scanned and indexed the paper archive of the legal team.", 612),
      item("Answered the front desk telephone for the whole floor.", 598),
      item("Sorted the incoming mail and parcels for sixty people.", 584),
      item("Booked meeting rooms for visitors from the head office.", 570),
      item("Wrote the minutes of the weekly team meeting in Word.", 556),
    ]);
    expect(lines.map((line) => Boolean(line.bullet))).toEqual([
      false,
      ...Array(5).fill(true),
      false,
      ...Array(5).fill(true),
    ]);
  });
});

describe("pageLines: columns and rows", () => {
  it("reads a sidebar and a main column one after the other", () => {
    // Sidebar: short lines on a 13-point pitch; main column: headings and text on 15 points.
    const sidebar = [
      "CONTACT",
      "mary@example.org",
      "555 0100",
      "SKILLS",
      "Budgeting",
      "Forecasting",
      "Payroll",
    ];
    const main = [
      "EXPERIENCE",
      "Finance Manager, Contoso",
      "Ran the monthly close for eight entities.",
      "Cut audit findings to zero in two years.",
      "EDUCATION",
      "BSc Accounting, State University",
    ];
    const texts = columnTexts([...stack(sidebar, 40, 700, 13), ...stack(main, 220, 706, 15)]);
    expect(texts[0]?.[0]).toBe("CONTACT");
    expect(texts[1]?.[0]).toBe("EXPERIENCE");
    expect(texts[0]?.join(" ")).toContain("Payroll");
    expect(texts[1]?.join(" ")).toContain("EDUCATION");
    expect(texts[1]?.join(" ")).not.toContain("Budgeting");
  });

  it("keeps places and dates set beside each entry on their rows, at the entry's head", () => {
    const glyphs: Glyph[] = [];
    const entry = (top: number, title: string, place: string, dates: string) => {
      glyphs.push(run(title, 40, top, 10, 200), run(place, 440, top, 10, 110));
      glyphs.push(
        run("• Led the rollout of the new stock system in every store of the", 50, top - 13, 10, 330),
      );
      glyphs.push(run(dates, 460, top - 13, 10, 90));
      glyphs.push(run("region.", 58, top - 26, 10, 40), run("2 years", 500, top - 26, 10, 50));
      glyphs.push(run("• Trained the staff of twelve stores.", 50, top - 39, 10, 200));
    };
    entry(700, "Contoso, Operations Lead", "Austin, Texas, USA", "Jan 2020 – Dec 2021");
    entry(630, "Fabrikam, Analyst", "Dallas, Texas, USA", "Mar 2018 – Dec 2019");
    entry(560, "Northwind, Clerk", "Waco, Texas, USA", "May 2016 – Feb 2018");
    const lines = pageLines(glyphs, 2).columns.flat();
    expect(lines[0]?.parts).toEqual([
      "Contoso, Operations Lead",
      "Austin, Texas, USA",
      "Jan 2020 – Dec 2021",
      "2 years",
    ]);
    expect(lines[1]).toMatchObject({
      text: "Led the rollout of the new stock system in every store of the region.",
      bullet: true,
    });
    expect(lines[2]).toMatchObject({ text: "Trained the staff of twelve stores.", bullet: true });
  });
});

describe("pageLines: wrapped cells and addresses", () => {
  it("joins a table row's last cell wrapped onto a line that starts under that cell", () => {
    const lines = texts([
      run("Certificates and licences held over the years, in the order they were granted:", 40, 720, 10, 500),
      run("Jun 2018", 40, 700, 10, 45),
      run("Certified Trail Inspector, active licence, Westshire Parks and the", 140, 700, 10, 395),
      run("Lakeview County Board", 140, 687, 10, 110),
      run("May 2016", 40, 667, 10, 45),
      run("First Aid Instructor", 140, 667, 10, 100),
    ]);
    expect(lines.map((line) => line.parts ?? [line.text])).toEqual([
      ["Certificates and licences held over the years, in the order they were granted:"],
      [
        "Jun 2018",
        "Certified Trail Inspector, active licence, Westshire Parks and the Lakeview County Board",
      ],
      ["May 2016", "First Aid Instructor"],
    ]);
  });

  it("joins an email address a narrow column broke without a hyphen, with no space", () => {
    const lines = texts([
      run("CONTACT", 40, 720, 10, 50),
      run("jordan.vale@lakeview-pa", 40, 706, 10, 120),
      run("rks.org", 40, 692, 10, 36),
      run("+1 555 010 0199", 40, 678, 10, 80),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "CONTACT",
      "jordan.vale@lakeview-parks.org",
      "+1 555 010 0199",
    ]);
  });

  it("joins an address set in capitals and broken by a narrow column, in the same case", () => {
    const lines = texts([
      run("CONTACT", 40, 720, 10, 50),
      run("JORDAN.VALE@LAKEVIEW-PA", 40, 706, 10, 120),
      run("RKS.ORG", 40, 692, 10, 36),
      run("+1 555 010 0199", 40, 678, 10, 80),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "CONTACT",
      "JORDAN.VALE@LAKEVIEW-PARKS.ORG",
      "+1 555 010 0199",
    ]);
  });
});

describe("pageLines: a left margin of dates", () => {
  it("reads dates wrapped over the margin's lines as one part on the entry's first row", () => {
    const lines = texts([
      ...datedEntry(700, ["Aug", "2017–Apr", "2021"], "Trail Officer, Westshire Parks", [
        "• Kept the trails open.",
        "• Led forty volunteers.",
        "• Mapped the old harbour path.",
      ]),
      ...datedEntry(630, ["Jan", "2014–Jul", "2017"], "Garden Assistant, Lakeview Gardens", [
        "• Grew the seedlings.",
        "• Ran the shop.",
        "• Kept the glasshouse warm.",
      ]),
    ]);
    expect(lines[0]?.parts).toEqual(["Aug 2017–Apr 2021", "Trail Officer, Westshire Parks"]);
    expect(lines[1]).toMatchObject({ text: "Kept the trails open.", bullet: true });
    expect(lines).toHaveLength(8);
    expect(readWork(lines).entries).toMatchObject([
      { position: "Trail Officer", name: "Westshire Parks", startDate: "2017-08", endDate: "2021-04" },
      { position: "Garden Assistant", name: "Lakeview Gardens", startDate: "2014-01", endDate: "2017-07" },
    ]);
  });
});

describe("pageLines: a timeline bar's year labels in the margin", () => {
  // The start year over the bar's left end, the end year under its right end, each between the
  // text's baselines (moderntimeline); a later entry's single year lines up with nothing.
  const entry = (top: number, start: string, startX: number, end: string, endX: number, head: string) => [
    run(start, startX, top + 5, 8, 17),
    run(head, 120, top, 10, 250),
    run(end, endX, top - 6, 8, 17),
    run("Westshire, UK", 120, top - 13, 10, 70),
    run("• Wrote the housing briefs for the council.", 120, top - 26, 10, 220),
  ];
  it("reads the two labels as the entry's range, also when its head wraps under them", () => {
    const lines = texts([
      ...entry(700, "2019", 58, "2022", 50, "Policy Adviser, Department for Port Elm,"),
      ...entry(640, "2016", 64, "2018", 47, "Research Officer, Lakeview Borough Council,"),
    ]);
    expect(readWork(lines).entries).toMatchObject([
      { position: "Policy Adviser", startDate: "2019", endDate: "2022" },
      { position: "Research Officer", startDate: "2016", endDate: "2018" },
    ]);
  });

  it("keeps single years of one-line entries, set one under the other at one edge, apart", () => {
    const lines = texts([
      run("2015", 50, 703, 8, 17),
      run("Prize for the best thesis, Lakeview University", 120, 700, 10, 250),
      run("2016", 50, 692, 8, 17),
      run("Travel grant, Westshire Society", 120, 689, 10, 170),
    ]);
    expect(lines.map((line) => line.parts)).toEqual([
      ["2015", "Prize for the best thesis, Lakeview University"],
      ["2016", "Travel grant, Westshire Society"],
    ]);
  });
});

describe("pageLines: a margin of section names", () => {
  // Section names set larger, right-aligned in a left margin, each beside its section's first line.
  const heading = (text: string, right: number, y: number) =>
    run(text, right - text.length * 7, y, 14, text.length * 7);
  const draft = (glyphs: Glyph[]) => {
    const page = pageLines(glyphs, 1);
    return resumeFromLines([...page.header, ...page.columns.flat()]);
  };

  it("reads a narrow margin's names as headings above their sections", () => {
    const { resume } = draft([
      run("Jordan Vale", 160, 780, 24, 150),
      run("jordan.vale@example.org", 160, 756, 10, 120),
      heading("Experience", 140, 720),
      run("Westshire Parks, Port Elm", 160, 720, 10, 130),
      run("Trail Officer, Mar 2019 – Jun 2022", 160, 706, 10, 170),
      run("• Kept the trails open and the bridges safe for the walkers of the county.", 160, 692, 10, 380),
      run("• Led forty volunteers.", 160, 678, 10, 120),
      heading("Education", 140, 650),
      run("Lakeview University", 160, 650, 10, 100),
      run("Bachelor of Science, 2014 – 2018", 160, 636, 10, 160),
      heading("Skills", 140, 606),
      run("Trail upkeep, first aid, map reading", 160, 606, 10, 180),
    ]);
    expect(resume.basics.name).toBe("Jordan Vale");
    expect(resume.work).toMatchObject([{ position: "Trail Officer", name: "Westshire Parks, Port Elm" }]);
    expect(resume.work?.[0]?.highlights).toHaveLength(2);
    expect(resume.education).toMatchObject([{ institution: "Lakeview University" }]);
    expect(resume.skills?.[0]?.keywords).toEqual(["Trail upkeep", "first aid", "map reading"]);
  });

  it("reads a wide margin of names only as headings, not as a column read first", () => {
    const line = (text: string, y: number) => run(text, 220, y, 10, 330);
    const { resume } = draft([
      run("Jordan Vale", 75, 780, 24, 100),
      run("Trail Officer", 75, 756, 10, 65),
      run("jordan.vale@example.org", 75, 742, 10, 100),
      heading("Work Experience", 180, 720),
      line("Trail Officer, Westshire Parks, Mar 2019 – Jun 2022", 720),
      line("• Kept the trails open and the bridges safe for the walkers.", 706),
      line("• Led forty volunteers through the spring clearing of the paths.", 692),
      line("• Mapped the old harbour path and marked it for the county.", 678),
      heading("Education", 180, 650),
      line("Bachelor of Science, Lakeview University, 2014 – 2018", 650),
      heading("Skills", 180, 620),
      line("Trail upkeep, first aid, map reading, volunteer training", 620),
    ]);
    expect(resume.work).toMatchObject([{ position: "Trail Officer", name: "Westshire Parks" }]);
    expect(resume.work?.[0]?.highlights).toHaveLength(3);
    expect(resume.education).toMatchObject([{ institution: "Lakeview University" }]);
    expect(resume.skills?.[0]?.keywords).toHaveLength(4);
  });
});

describe("pageLines: type of very different sizes on one row", () => {
  it("splits a 20 pt name and a 10 pt detail at a gap wider than the smaller size", () => {
    const page = pageLines(
      [
        run("Jordan Vale", 40, 760, 20, 110),
        // 12 pt apart: more than the 10 pt type's size, less than one and a half times it.
        run("jordan.vale@example.org", 162, 760, 10, 120),
        run("Trail Officer", 40, 736, 10, 65),
      ],
      1,
    );
    const lines = [...page.header, ...page.columns.flat()];
    expect(lines[0]?.parts).toEqual(["Jordan Vale", "jordan.vale@example.org"]);
    const { resume } = resumeFromLines(lines);
    expect(resume.basics).toMatchObject({ name: "Jordan Vale", email: "jordan.vale@example.org" });
  });
});

describe("pageLines: a sidebar set against a narrow gap", () => {
  // moderncv's oldstyle: the contact column ends a few points left of the main column; a long
  // e-mail address fills it to its edge, broken with hyphens ("olek-" after its icon, then
  // "sandr.shevchenko.dev@exam-" / "ple.com"), and the next details stand after their icons.
  const sidebar = [
    run("Denver, CO", 150, 700, 10, 72),
    run("olek-", 197, 687, 10, 25),
    run("sandr.shevchenko.dev@exam-", 67, 674, 10, 155),
    run("ple.com", 67, 661, 10, 32),
    run("oshevchenko.example.com", 80, 648, 10, 136),
    run("oshevchenko-dev", 140, 635, 10, 76),
  ];
  const main = [
    "Front-end developer who came to code through logistics: I spent",
    "four years as a courier dispatcher automating my own spreadsheets",
    "before finishing a 16-week full-stack bootcamp, then shipped",
    "production React and TypeScript in a 3-month internship.",
    "I build small, tested and accessible interfaces.",
  ].map((text, row) => run(text, 225.5, 703 - row * 14, 10.5, 300));

  it("reads the sidebar and the main column apart, the address whole, each detail on its line", () => {
    const columns = pageLines([...sidebar, ...main], 2).columns;
    expect(columns).toHaveLength(2);
    const side = settleLineEndHyphens(columns[0] ?? []).map((line) => line.text);
    // Whether the broken word keeps its hyphen is settled by the words of the whole document.
    expect(side.map((text) => text.replace("olek-sandr", "oleksandr"))).toEqual([
      "Denver, CO",
      "oleksandr.shevchenko.dev@example.com",
      "oshevchenko.example.com",
      "oshevchenko-dev",
    ]);
    expect(columns[1]?.map((line) => line.text).join(" ")).not.toContain("ple.com");
  });

  it("finds no gutter in a single column whose lines merely have a narrow space at one place", () => {
    const lines = main.map((glyph, row) => [
      run(glyph.text.slice(0, 20), 67, glyph.y, 10.5, 156),
      run(glyph.text.slice(20), 226 + (row % 2) * 9, glyph.y, 10.5, 280),
    ]);
    expect(pageLines(lines.flat(), 2).columns).toHaveLength(1);
  });
});
