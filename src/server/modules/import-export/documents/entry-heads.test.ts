import { describe, expect, it } from "vitest";
import { readEducation } from "./education-entries.ts";
import { isEntryPlace } from "./entry-place.ts";
import { splitHead } from "./head-roles.ts";
import { resumeFromLines } from "./resume-from-lines.ts";
import { readWork } from "./section-entries.ts";
import type { SourceLine } from "./source-lines.ts";
import { textLines } from "./text-lines.ts";

// Entry heads and dates as real resume tools print them. Every line here is made up for the
// rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
const bullet = (text: string) => line(text, { bullet: true });

describe("places in entry heads", () => {
  it("reads a City, Region pair set apart as a place, never as a title", () => {
    expect(isEntryPlace("Lakeview, N.Region", true)).toBe(true);
    expect(isEntryPlace("Port Elm, Westshire", true)).toBe(true);
    // Not set apart, an unknown pair may be a name ("Orbit Works, Foo"): left alone.
    expect(isEntryPlace("Port Elm, Westshire", false)).toBe(false);
    // A role or an organisation is not a place, wherever it stands.
    expect(isEntryPlace("Staff Engineer, Lakeview", true)).toBe(false);
    expect(isEntryPlace("Acme Holdings, Westshire", true)).toBe(false);
    // An address with a postal code is a place on a line of its own.
    expect(isEntryPlace("12 Elm St, Lakeview, 40213 Westshire", false)).toBe(true);
  });
});

describe("one-piece heads with a role and an organisation", () => {
  it("splits Role at/@/chez/bei Org, role first", () => {
    for (const text of [
      "Data Analyst at Orbitware",
      "Data Analyst @ Orbitware",
      "Data Analyst chez Orbitware",
      "Data Analyst bei Orbitware",
    ])
      expect(splitHead(text)).toEqual({ kind: "connector", role: "Data Analyst", org: "Orbitware" });
  });

  it("keeps a title with its department whole, and a company's legal suffix with its name", () => {
    expect(splitHead("Director, Product Marketing")).toBeUndefined();
    expect(splitHead("Platform Engineer, Kestrel Co., Ltd.")).toMatchObject({
      left: "Platform Engineer",
      right: "Kestrel Co., Ltd.",
    });
  });

  it("keeps a comma inside brackets, and a grade or level after a comma, within the title", () => {
    expect(splitHead("Field Medic (Corporal, OR-4)")).toBeUndefined();
    expect(splitHead("Tutor, 5th Grade")).toBeUndefined();
    expect(splitHead("Welder, Level II")).toBeUndefined();
    // The comma outside the brackets still parts the role from the organisation.
    expect(splitHead("Field Medic (Corporal, OR-4), Harbor Rescue Corps")).toMatchObject({
      left: "Field Medic (Corporal, OR-4)",
      right: "Harbor Rescue Corps",
    });
  });

  it("decides Org, Role or Role, Org once for the section", () => {
    const work = readWork([
      line("Bluefin Labs, Co-Founder & CTO", {
        parts: ["Bluefin Labs, Co-Founder & CTO", "Jan 2021 – present"],
      }),
      bullet("Built the first product."),
      // No telling words on either side: it follows the rest of the section.
      line("Quarry Nine, Ranger", { parts: ["Quarry Nine, Ranger", "2018 – 2020"] }),
      bullet("Kept the trails open."),
      line("Tallow Systems, Research Intern", { parts: ["Tallow Systems, Research Intern", "2017"] }),
      bullet("Wrote a parser."),
    ]).entries;
    expect(work.map((job) => [job.name, job.position])).toEqual([
      ["Bluefin Labs", "Co-Founder & CTO"],
      ["Quarry Nine", "Ranger"],
      ["Tallow Systems", "Research Intern"],
    ]);
  });
});

describe("left date columns", () => {
  it("reads dates that open a head line as the entry's dates", () => {
    const work = readWork([
      line("2019 – 2022 Data Scientist, Orbitware, Lakeview, USA"),
      bullet("Modelled demand."),
      line("Sept 2016 – May 2019 Junior Analyst, Tallow Systems"),
      bullet("Cleaned data."),
    ]).entries;
    expect(work).toMatchObject([
      {
        position: "Data Scientist",
        name: "Orbitware",
        location: "Lakeview, USA",
        startDate: "2019",
        endDate: "2022",
      },
      { position: "Junior Analyst", name: "Tallow Systems", startDate: "2016-09", endDate: "2019-05" },
    ]);
  });

  it("does not take a year that starts a title for a date", () => {
    const [job] = readWork([line("2020 Census Taker | Civic Office")]).entries;
    expect(job?.position ?? job?.name).toContain("2020 Census Taker");
  });

  it("reads a right-aligned place on the employer line and the title below it", () => {
    const work = readWork([
      line("Orbitware Inc.", { parts: ["Orbitware Inc.", "Lakeview, N.Region"] }),
      line("Platform Engineer", { parts: ["Platform Engineer", "Sep. 2021 Mar. 2023"] }),
      bullet("Ran the clusters."),
    ]).entries;
    expect(work).toEqual([
      expect.objectContaining({
        name: "Orbitware Inc.",
        position: "Platform Engineer",
        location: "Lakeview, N.Region",
        startDate: "2021-09",
        endDate: "2023-03",
      }),
    ]);
  });
});

describe("heads set as list items, and wrapped bullets", () => {
  it("reads a list item whose last part is a place or dates as a head", () => {
    const work = readWork([
      line("Orbitware", { bullet: true, parts: ["Orbitware", "Lakeview, OR"] }),
      line("Data Analyst", { parts: ["Data Analyst", "Jan 2019 – Present"] }),
      bullet("Reporting: Built the weekly sales report and the"),
      line("forecasting model used by the finance team."),
      line("Tallow Systems", { bullet: true, parts: ["Tallow Systems", "Lakeview, OR"] }),
      line("Intern", { parts: ["Intern", "Summer 2017 and 2018"] }),
      bullet("Wrote tests."),
    ]).entries;
    expect(work).toMatchObject([
      {
        name: "Orbitware",
        position: "Data Analyst",
        startDate: "2019-01",
        highlights: [
          "Reporting: Built the weekly sales report and the forecasting model used by the finance team.",
        ],
      },
      { name: "Tallow Systems", position: "Intern", startDate: "2017", highlights: ["Wrote tests."] },
    ]);
    expect(work[1]?.endDate).toBeUndefined();
  });

  it("joins an item's wrapped line marked as an item of its own", () => {
    const [job] = readWork([
      line("Orbitware | Data Analyst | 2019 – 2021"),
      line("Cut the report time, resulting in a", { bullet: true, gapBefore: 0.3 }),
      line("40% saving for the team.", { bullet: true, gapBefore: 0 }),
      line("Trained four analysts.", { bullet: true, gapBefore: 0.3 }),
    ]).entries;
    expect(job?.highlights).toEqual([
      "Cut the report time, resulting in a 40% saving for the team.",
      "Trained four analysts.",
    ]);
  });
});

describe("schools and degrees", () => {
  it("sets the school apart from its field", () => {
    const [school] = readEducation([
      line("BS", { parts: ["BS", "Lakeview University, Computer Science"] }),
      bullet("Thesis on parsers"),
    ]).entries;
    expect(school).toMatchObject({
      institution: "Lakeview University",
      studyType: "BS",
      area: "Computer Science",
    });
  });

  it("finds a school without a school's words: the part that is no degree, field or grade", () => {
    const [school] = readEducation([
      line("2012 – 2014 Master of Science in Physics, Specialization in Optics, LTI, Lakeview,"),
      line("USA"),
    ]).entries;
    expect(school).toMatchObject({
      institution: "LTI",
      studyType: "Master of Science",
      startDate: "2012",
      endDate: "2014",
    });
  });

  it("reads the degree and its grade after a semicolon, the school on the line above", () => {
    const [school] = readEducation([
      line("Westshire Institute of Technology", {
        parts: ["Westshire Institute of Technology", "Port Elm, Westshire"],
      }),
      line("Bachelor of Engineering in Mechanics; GPA: 3.7", {
        parts: ["Bachelor of Engineering in Mechanics; GPA: 3.7", "2008 – 2012"],
      }),
    ]).entries;
    expect(school).toMatchObject({
      institution: "Westshire Institute of Technology",
      studyType: "Bachelor of Engineering",
      area: "Mechanics",
      score: "3.7",
    });
  });

  it("keeps a school's campus with its name", () => {
    const [school] = readEducation([
      line("University of Westshire, Port Elm; Master of Arts | 2015"),
    ]).entries;
    expect(school).toMatchObject({
      institution: "University of Westshire, Port Elm",
      studyType: "Master of Arts",
    });
  });

  it("takes the school from the line under a head that names only the degree", () => {
    const [school] = readEducation([
      line("MASTER OF ARTS", { gapBefore: 1, bold: true }),
      line("Major in Applied Physics, Lakeview University, Port Elm, Westshire."),
    ]).entries;
    expect(school).toMatchObject({ institution: "Lakeview University", studyType: "MASTER OF ARTS" });
    expect(school?.courses).toBeUndefined();
  });

  it("drops a school's city and region, and a city the school is named after", () => {
    const [withRegion, namedAfter] = readEducation([
      line("Port Elm Technical University, Lakeview, Westshire", { gapBefore: 1, bold: true }),
      line("Bachelor of Engineering"),
      line("University of Port Elm, Port Elm", { gapBefore: 1, bold: true }),
      line("Master of Arts"),
    ]).entries;
    expect(withRegion).toMatchObject({
      institution: "Port Elm Technical University",
      studyType: "Bachelor of Engineering",
    });
    expect(namedAfter).toMatchObject({ institution: "University of Port Elm", studyType: "Master of Arts" });
  });
});

describe("entries without bullets, links and page furniture", () => {
  it("opens an entry at a clear gap, and takes a year ending a part set apart as its date", () => {
    const work = readWork([
      line("Orbitware - Port Elm, Westshire", { gapBefore: 1 }),
      line("Field Technician | Trainee 2019"),
      line("Quarry Nine", { gapBefore: 1, bold: true }),
      line("Data Clerk February 2020 | July 2020"),
      line("12 Elm St, Lakeview, 40213 Westshire"),
    ]).entries;
    expect(work).toMatchObject([
      { name: "Orbitware", position: "Field Technician", location: "Port Elm, Westshire", startDate: "2019" },
      {
        name: "Quarry Nine",
        position: "Data Clerk",
        location: "12 Elm St, Lakeview, 40213 Westshire",
        startDate: "2020-02",
        endDate: "2020-07",
      },
    ]);
  });

  it("drops icons a font maps to ordinary characters before a date or a place", () => {
    const [job] = readWork([
      line("Chief Ranger", { size: 12 }),
      line("Quarry Nine", { size: 10, bold: true }),
      line("z Oct 2010 – Ongoing * Port Elm, Westshire", {
        size: 9,
        parts: ["z Oct 2010 – Ongoing", "* Port Elm, Westshire"],
      }),
      bullet("Kept the trails open."),
    ]).entries;
    expect(job).toEqual({
      position: "Chief Ranger",
      name: "Quarry Nine",
      location: "Port Elm, Westshire",
      startDate: "2010-10",
      highlights: ["Kept the trails open."],
    });
  });

  it("keeps a web address under an entry's bullets with that entry", () => {
    const work = readWork([
      line("Orbitware"),
      line("Data Analyst | 2019 – 2021"),
      bullet("Built reports."),
      line("\uEBC2 https://orbitware.example/"),
      line("Quarry Nine"),
      line("Data Clerk | 2017 – 2019"),
      bullet("Filed reports."),
    ]).entries;
    expect(work.map((job) => job.name)).toEqual(["Orbitware", "Quarry Nine"]);
  });
});

describe("more head layouts", () => {
  const read = (section: string) =>
    resumeFromLines(textLines(`Jane Roe\njane@example.org\n\n${section}`)).resume;

  it("reads one-line degrees whose year follows a comma as separate entries", () => {
    const { education } = read(`EDUCATION
Ph.D., Physics, Lakeview University, 2015
M.S., Optics, Westshire College, 2010`);
    expect(education).toMatchObject([
      { institution: "Lakeview University", studyType: "Ph.D.", area: "Physics", startDate: "2015" },
      { institution: "Westshire College", studyType: "M.S.", area: "Optics", startDate: "2010" },
    ]);
  });

  it("reads role and employer words in other languages", () => {
    const { work } = read(`EXPÉRIENCE
Stagiaire développeur — Orbitware
Lyon, France | févr. 2018 – août 2018
• Tests.`);
    expect(work).toEqual([
      {
        name: "Orbitware",
        position: "Stagiaire développeur",
        location: "Lyon, France",
        startDate: "2018-02",
        endDate: "2018-08",
        highlights: ["Tests."],
      },
    ]);
  });
});

describe("hostile heads", () => {
  // Quadratic reading took about a minute on each of these; linear reading takes well under a second.
  it.each([
    ["a line of 20,000 dates", [line("2019 ".repeat(20_000), { bold: true })]],
    ["a line of 10,000 seasons", [line("Summer 2012 and ".repeat(10_000), { bold: true })]],
    ["5,000 head lines ending in commas", Array.from({ length: 5_000 }, () => line("Acme,", { bold: true }))],
  ])("reads %s in linear time", (_, lines) => {
    const started = performance.now();
    readWork(lines);
    readEducation(lines);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("regressions the import set caught", () => {
  it("reads a date column wrapped onto two lines as one range, in one entry", () => {
    const work = readWork([
      line("x", { parts: ["Lakeview University, Department of Physics —", "Sep 2020 –"] }),
      line("y", { parts: ["Port Elm, OR", "Present"] }),
      line("Graduate Researcher"),
      bullet("Built a telescope."),
      line("x", {
        parts: ["Lakeview University, Department of Physics — Port Elm, OR", "Jan 2018 – Aug 2020"],
      }),
      line("Teaching Assistant"),
      bullet("Taught labs."),
    ]).entries;
    expect(work).toMatchObject([
      {
        name: "Lakeview University, Department of Physics",
        position: "Graduate Researcher",
        startDate: "2020-09",
      },
      {
        name: "Lakeview University, Department of Physics",
        position: "Teaching Assistant",
        endDate: "2020-08",
      },
    ]);
    expect(work[0]?.endDate).toBeUndefined();
  });

  it("does not take 'since 2023' inside a description line for the entry's dates", () => {
    const work = readWork([
      line("x", { parts: ["Lakeview Clinic — Port Elm, OR", "Jun 2019 – Present"] }),
      line("Staff Nurse"),
      line("Teaching clinic, paperless since 2023"),
      bullet("Cared for patients."),
    ]).entries;
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({ name: "Lakeview Clinic", position: "Staff Nurse", startDate: "2019-06" });
  });

  it("keeps an entry's line that recurs at page edges with other dates", () => {
    const page = (text: string, at: number, extra: Partial<SourceLine> = {}) =>
      line(text, { page: at, ...extra });
    const { resume } = resumeFromLines([
      page("Jane Roe", 1, { size: 20 }),
      page("Experience", 1, { size: 14, bold: true }),
      page("Orbitware, Lakeview, OR | 01/2020 – 12/2021", 1),
      page("Analyst", 1),
      page("Built reports.", 1, { bullet: true }),
      page("Orbitware, Lakeview, OR | 01/2018 – 12/2019", 1),
      page("Junior Analyst", 2),
      page("Filed reports.", 2, { bullet: true }),
      page("Orbitware, Lakeview, OR | 01/2016 – 12/2017", 2),
      page("Intern", 2),
      page("Sorted mail.", 2, { bullet: true }),
    ]);
    expect(resume.work?.map((job) => job.startDate)).toEqual(["2020-01", "2018-01", "2016-01"]);
  });
});
