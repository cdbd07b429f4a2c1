import { describe, expect, it } from "vitest";
import { readEducation } from "./education-entries.ts";
import { readEntryHead } from "./entry-head.ts";
import { readWork } from "./section-entries.ts";
import type { SourceLine } from "./source-lines.ts";

// A job's head: a range of months the head wrapped around, a closing full stop, how the job was
// worked on a line of its own. Every line here is made up for the rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
const bullet = (text: string) => line(text, { bullet: true, size: 10 });

describe("a range of months inside a head", () => {
  it("reads the dates and the rest of the head without them", () => {
    const work = readWork([
      line("Store Manager, Port Elm Outfitters June 2017–May 2020 Lakeview Branch, Westshire"),
      bullet("Ran the shop floor."),
      bullet("Hired twelve associates."),
    ]).entries;
    expect(work).toEqual([
      {
        position: "Store Manager",
        name: "Port Elm Outfitters Lakeview Branch, Westshire",
        startDate: "2017-06",
        endDate: "2020-05",
        highlights: ["Ran the shop floor.", "Hired twelve associates."],
      },
    ]);
  });

  it("does not date a job by a sentence's bare years", () => {
    const work = readWork([
      line("Trail Officer, Westshire Parks", { parts: ["Trail Officer, Westshire Parks", "2016 – 2022"] }),
      line("Led the 2019–2021 migration of the trail maps to the county's new system."),
      bullet("Kept the trails open."),
    ]).entries;
    expect(work).toEqual([
      {
        position: "Trail Officer",
        name: "Westshire Parks",
        startDate: "2016",
        endDate: "2022",
        summary: "Led the 2019–2021 migration of the trail maps to the county's new system.",
        highlights: ["Kept the trails open."],
      },
    ]);
  });
});

describe("a head's closing full stop", () => {
  it("drops the stop after the place", () => {
    const work = readWork([
      line("Sales Associate, Vale & Main, Lakeview, WS.", {
        parts: ["Sales Associate, Vale & Main", "Lakeview, WS.", "2016 – 2018"],
      }),
      bullet("Sold hiking boots."),
    ]).entries;
    expect(work).toMatchObject([
      { position: "Sales Associate", name: "Vale & Main", location: "Lakeview, WS", startDate: "2016" },
    ]);
  });

  it("drops the stop after a state's code that reads like an abbreviation (CO, Colorado)", () => {
    const work = readWork([
      line("Dispatcher, Front Range Couriers, Denver, CO. Mar 2021–Jan 2025"),
      bullet("Dispatched thirty drivers a day."),
    ]).entries;
    expect(work).toMatchObject([
      { position: "Dispatcher", name: "Front Range Couriers", location: "Denver, CO", startDate: "2021-03" },
    ]);
  });

  it("keeps an abbreviation's stop", () => {
    const work = readWork([
      line("Sales Associate", { parts: ["Sales Associate", "2016 – 2018"] }),
      line("Acme Co."),
      bullet("Sold hiking boots."),
    ]).entries;
    expect(work).toMatchObject([{ position: "Sales Associate", name: "Acme Co." }]);
  });

  it("reads an employer ending in a legal form written with stops as the employer, not a sentence", () => {
    for (const name of ["Vistula Port Elm Machinery sp. z o.o.", "Westshire Precision Tools S.r.l."]) {
      const work = readWork([
        line("Design Engineer", { parts: ["Design Engineer", "2016 – 2018"] }),
        line(name),
        bullet("Drew the sheet metal parts."),
      ]).entries;
      expect(work).toMatchObject([{ position: "Design Engineer", name }]);
      expect(work[0]?.summary).toBeUndefined();
    }
  });
});

describe("how a job was worked, on a line of its own", () => {
  it("puts (hybrid). under a head with the place", () => {
    const work = readWork([
      line("Park Planner, Westshire Parks", {
        parts: ["Park Planner, Westshire Parks", "Lakeview, WS", "2019 – 2022"],
      }),
      line("(hybrid)."),
      bullet("Planned forty miles of trail."),
    ]).entries;
    expect(work).toMatchObject([
      { position: "Park Planner", name: "Westshire Parks", location: "Lakeview, WS (hybrid)" },
    ]);
  });

  it("reads Remote under Title, Employer as part of the place, not as the employer", () => {
    const work = readWork([
      line("Park Planner, Westshire Parks", {
        parts: ["Park Planner, Westshire Parks", "Lakeview, WS", "2019 – 2022"],
      }),
      line("Remote"),
      bullet("Planned forty miles of trail."),
    ]).entries;
    expect(work).toMatchObject([
      { position: "Park Planner", name: "Westshire Parks", location: "Lakeview, WS (Remote)" },
    ]);
    expect(work[0]?.summary).toBeUndefined();
  });
});

describe("readEntryHead: the stop closing a long head", () => {
  it("drops it after a short field ending a long one-line head, and keeps a sentence's", () => {
    const head = (text: string) => readEntryHead([{ text, page: 1 }]);
    expect(head("Survey Intern, Trail Mapping Unit, Westshire Parks Authority, Port Elm, OR.").place).toBe(
      "Port Elm, OR",
    );
    expect(head("Mapped forty miles of trail, cutting survey time.").pieces[0]).toMatch(/\.$/);
  });
});

describe("a month and year closing a head", () => {
  it("dates the entry and keeps it apart from the next", () => {
    const schools = readEducation([
      line("Port Elm College 09/2024"),
      line("Master of Science in Logistics"),
      line("Westshire University 09/2012 - 05/2016"),
      line("Bachelor of Arts in Geography"),
    ]).entries;
    expect(schools.map((school) => [school.institution, school.startDate])).toEqual([
      ["Port Elm College", "2024-09"],
      ["Westshire University", "2012-09"],
    ]);
  });

  it("leaves a sentence ending in a month and year to the body", () => {
    const work = readWork([
      line("Depot Planner, Port Elm Freight 2019 – 2024"),
      line("Jordan Vale and I moved the night dock to the new yard in March 2021."),
    ]).entries;
    expect(work).toHaveLength(1);
  });
});

describe("a present word ending a sentence", () => {
  it("is a word of the item, not the dates of a new job", () => {
    const work = readWork([
      line("Office Manager, Port Elm Studio", { bold: true, size: 10 }),
      line("2015-06 - 2019-09", { size: 8 }),
      line("Ran the office: facilities, leases and a $60K supplies budget.", { size: 7 }),
      line("Onboarded 22 new hires and kept the employee handbook current.", { size: 7 }),
      line("Moved the studio over one weekend with no lost work days.", { size: 7 }),
    ]).entries;
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({ position: "Office Manager", startDate: "2015-06", endDate: "2019-09" });
  });
});
