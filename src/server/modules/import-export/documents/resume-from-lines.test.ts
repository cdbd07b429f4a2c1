import { describe, expect, it } from "vitest";
import { dateRanges } from "./read-dates.ts";
import { resumeFromLines } from "./resume-from-lines.ts";
import { readWork } from "./section-entries.ts";
import type { SourceLine } from "./source-lines.ts";
import { textLines } from "./text-lines.ts";

// The offline reader on pasted text: no sizes or weights, only words, marks and line breaks.
// (Printed documents in four engines are scored in tests/integration/import-accuracy.test.ts.)

const PASTED = `Priya Raman
Clinical Dietitian
priya.raman@example.org | +1 (503) 555-0199 | Portland, OR
linkedin.com/in/priya-raman

PROFESSIONAL SUMMARY
Registered dietitian with 8 years in acute care and outpatient nutrition.

WORK HISTORY
Clinical Dietitian\tMar 2019 – Present
Providence Valley Hospital, Portland, OR
• Assess 14-18 inpatients a day across ICU and step-down units.
• Built the tube-feeding protocol adopted by 3 units, cutting
  time to goal rate from 72 to 48 hours.
Outpatient Dietitian\t06/2016 - 02/2019
Cascade Family Clinic, Salem, OR
• Ran 6-week diabetes classes for 200+ patients.

EDUCATION
M.S. Clinical Nutrition, Oregon State University, 2016

SKILLS
Clinical: enteral nutrition, parenteral nutrition, NFPE
Software: Epic, Nutrihand, Excel

LANGUAGES
English – Native, Tamil – Fluent
`;

describe("reading pasted text", () => {
  const { resume, unplaced } = resumeFromLines(textLines(PASTED));

  it("finds the name, headline and every contact detail in the header", () => {
    expect(resume.basics).toMatchObject({
      name: "Priya Raman",
      label: "Clinical Dietitian",
      email: "priya.raman@example.org",
      phone: "+1 (503) 555-0199",
      location: { city: "Portland", region: "OR" },
      profiles: [{ network: "LinkedIn", url: "https://linkedin.com/in/priya-raman" }],
    });
    expect(resume.basics.summary).toBe(
      "Registered dietitian with 8 years in acute care and outpatient nutrition.",
    );
  });

  it("splits jobs into title, employer, place and dates, and joins a wrapped bullet", () => {
    expect(resume.work).toEqual([
      {
        position: "Clinical Dietitian",
        name: "Providence Valley Hospital",
        location: "Portland, OR",
        startDate: "2019-03",
        highlights: [
          "Assess 14-18 inpatients a day across ICU and step-down units.",
          "Built the tube-feeding protocol adopted by 3 units, cutting time to goal rate from 72 to 48 hours.",
        ],
      },
      {
        position: "Outpatient Dietitian",
        name: "Cascade Family Clinic",
        location: "Salem, OR",
        startDate: "2016-06",
        endDate: "2019-02",
        highlights: ["Ran 6-week diabetes classes for 200+ patients."],
      },
    ]);
  });

  it("reads a one-line degree, skill groups and languages", () => {
    expect(resume.education).toEqual([
      {
        institution: "Oregon State University",
        studyType: "M.S.",
        area: "Clinical Nutrition",
        startDate: "2016",
      },
    ]);
    expect(resume.skills).toEqual([
      { name: "Clinical", keywords: ["enteral nutrition", "parenteral nutrition", "NFPE"] },
      { name: "Software", keywords: ["Epic", "Nutrihand", "Excel"] },
    ]);
    expect(resume.languages).toEqual([
      { language: "English", fluency: "Native" },
      { language: "Tamil", fluency: "Fluent" },
    ]);
    expect(unplaced).toEqual([]);
  });
});

describe("the name line", () => {
  it("reads the name beside a place set left of it on the name's row", () => {
    const { resume } = resumeFromLines([
      { text: "Port Elm, Texas Jordan Vale", page: 1, size: 20, parts: ["Port Elm, Texas", "Jordan Vale"] },
      { text: "jordan.vale@example.org", page: 1, size: 10 },
    ]);
    expect(resume.basics.name).toBe("Jordan Vale");
    expect(resume.basics.location).toEqual({ city: "Port Elm", region: "Texas" });
  });

  it("reads the name and the headline printed on one line with a separator", () => {
    const { resume } = resumeFromLines([
      { text: "Jordan Vale | Trail Planner | Westshire Parks", page: 1, size: 20 },
      { text: "jordan.vale@example.org", page: 1, size: 10 },
    ]);
    expect(resume.basics.name).toBe("Jordan Vale");
    expect(resume.basics.label).toBe("Trail Planner | Westshire Parks");
  });

  it("reads the name beside a section's label set left of it on the name's row", () => {
    const { resume } = resumeFromLines([
      {
        text: "PERSONAL INFORMATION Jordan Vale",
        page: 1,
        size: 20,
        parts: ["PERSONAL INFORMATION", "Jordan Vale"],
      },
      { text: "jordan.vale@example.org", page: 1, size: 10 },
    ]);
    expect(resume.basics.name).toBe("Jordan Vale");
    expect(resume.basics.email).toBe("jordan.vale@example.org");
  });
});

describe("JSON Resume's section names as headings", () => {
  it("reads a section headed Work alone as the jobs", () => {
    const { resume } = resumeFromLines(
      textLines(
        "Jordan Vale\njordan.vale@example.org\n\nWORK\nTrail Officer, Westshire Parks\t2019 – 2022\n• Kept the trails open.\n",
      ),
    );
    expect(resume.work).toMatchObject([
      { position: "Trail Officer", name: "Westshire Parks", startDate: "2019" },
    ]);
  });
});

describe("dateRanges", () => {
  it.each([
    ["Mar 2019 – Present", { start: "2019-03", current: true }],
    ["03/2019 - 06/2021", { start: "2019-03", end: "2021-06", current: false }],
    ["2016 to 2018", { start: "2016", end: "2018", current: false }],
    ["Summer 2020", { start: "2020", current: false }],
    ["March 15, 2019 – Jun 2020", { start: "2019-03-15", end: "2020-06", current: false }],
    ["2019-03-15 – 2021-04-02", { start: "2019-03-15", end: "2021-04-02", current: false }],
    ["Sept. 2018 – Aug. 2019", { start: "2018-09", end: "2019-08", current: false }],
    ["ene. 2019 - actualidad", { start: "2019-01", current: true }],
  ])("reads %s", (text, expected) => {
    expect(dateRanges(text)[0]).toMatchObject(expected);
  });

  it("does not take a phone number or a count for a year", () => {
    expect(dateRanges("410,000 sq ft; 1,900 SKUs; ISO 9001")).toEqual([]);
  });
});

describe("the header", () => {
  it("reads a lone lower-case word among the contact details as a profile's handle", () => {
    const { resume } = resumeFromLines(
      textLines(
        "Nadia Brook\nDepot Planner\nnadia@example.org\n555-0142\nnadia-brook-ops\n\nSKILLS\nRouting",
      ),
    );
    expect(resume.basics.profiles).toEqual([{ username: "nadia-brook-ops" }]);
  });
});

describe("profiles out of place", () => {
  it("reads a network's name over a handle opening another section as a profile", () => {
    const { resume } = resumeFromLines(
      textLines("Nadia Brook\nnadia@example.org\n\nEDUCATION\nGitHub\nnbrook\nWestshire College, 2014"),
    );
    expect(resume.basics.profiles).toEqual([{ network: "GitHub", username: "nbrook" }]);
    expect(resume.education?.[0]?.institution).toBe("Westshire College");
  });
});

describe("entries under their dates", () => {
  it("reads a sentence set beside the dates as the entry's text, not its employer", () => {
    const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
    const [job] = readWork([
      line("Depot Planner:", { bold: true, size: 10 }),
      line("x", {
        size: 10,
        parts: [
          "2019-04 TO 2021-02",
          "Planned the weekly routes of forty trucks for a depot that served three regions.",
        ],
      }),
      line("Trained the night shift on the new scanners.", { size: 10, bullet: true }),
    ]).entries;
    expect(job).toMatchObject({
      position: "Depot Planner",
      summary: "Planned the weekly routes of forty trucks for a depot that served three regions.",
      startDate: "2019-04",
    });
    expect(job?.name).toBeUndefined();
  });

  it("reads a long title with a slash, under its dates, as the title of the dated entry", () => {
    const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
    const bold = (text: string) => line(text, { bold: true, size: 10 });
    const body = (text: string) => line(text, { size: 10 });
    const work = readWork([
      bold("May 2020 - June 2022"),
      bold("Shift Planner"),
      body("Planned the shifts of a forty-person depot for two busy years."),
      bold("March 2016 - April 2020"),
      bold("Night Dock Lead / Yard Team Coordinator (Grade 3 Band C)"),
      body("Ran the night dock for a regional parcel hub with twelve loaders."),
    ]).entries;
    expect(work).toHaveLength(2);
    expect(work[1]).toMatchObject({
      position: "Night Dock Lead / Yard Team Coordinator (Grade 3 Band C)",
      startDate: "2016-03",
      endDate: "2020-04",
    });
  });
});
