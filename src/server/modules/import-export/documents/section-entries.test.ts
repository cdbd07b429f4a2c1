import { describe, expect, it } from "vitest";
import { readWork } from "./section-entries.ts";
import type { SourceLine } from "./source-lines.ts";

// Which of a job's head lines is the title and which the employer, when the head holds a line
// about the employer. Every line here is made up for the rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
const bullet = (text: string) => line(text, { bullet: true });

describe("a head's first line over a line about the employer", () => {
  it("reads Title, Employer from the first line and the lower-case line as the summary", () => {
    const work = readWork([
      line("Head Chef, Bistro Nine", { parts: ["Head Chef, Bistro Nine", "2018 – 2021"] }),
      line("Seasonal restaurant with 80 seats"),
      bullet("Wrote the menu."),
    ]).entries;
    expect(work).toEqual([
      {
        position: "Head Chef",
        name: "Bistro Nine",
        startDate: "2018",
        endDate: "2021",
        summary: "Seasonal restaurant with 80 seats",
        highlights: ["Wrote the menu."],
      },
    ]);
  });

  it("keeps a capitalised second line as the employer under Title, Unit", () => {
    const work = readWork([
      line("Policy Analyst, Housing Unit", { parts: ["Policy Analyst, Housing Unit", "2018 – 2021"] }),
      line("Department for Port Elm"),
      bullet("Wrote briefs."),
    ]).entries;
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({
      position: "Policy Analyst, Housing Unit",
      name: "Department for Port Elm",
    });
    expect(work[0]?.summary).toBeUndefined();
  });
});

describe("a head whose role comes last", () => {
  it("reads Employer / a line about the employer / Title with the title and employer right", () => {
    const work = readWork([
      line("Bistro Nine", { parts: ["Bistro Nine", "2018 – 2021"], bold: true }),
      line("Seasonal restaurant in the old harbour"),
      line("Head Chef"),
      bullet("Wrote the menu."),
    ]).entries;
    expect(work).toEqual([
      {
        name: "Bistro Nine",
        position: "Head Chef",
        startDate: "2018",
        endDate: "2021",
        summary: "Seasonal restaurant in the old harbour",
        highlights: ["Wrote the menu."],
      },
    ]);
  });
});

describe("a head broken after a comma, its dates set apart", () => {
  it("reads the next line as the rest of the employer, not as a line of its own", () => {
    const work = readWork([
      line("Research Assistant, Lakeview University,", {
        parts: ["Research Assistant, Lakeview University,", "Sep 2008 – Aug 2012"],
      }),
      line("Department of Applied Physics"),
      bullet("Built the lab's data pipeline."),
    ]).entries;
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({
      position: "Research Assistant",
      name: "Lakeview University, Department of Applied Physics",
      startDate: "2008-09",
    });
  });
});

describe("several roles printed under their employer once", () => {
  const group = [
    line("Delta River Distribution", { parts: ["Delta River Distribution", "Southaven, MS"] }),
    line("Inventory Control Lead", { parts: ["Inventory Control Lead", "May 2017 – Jan 2020"] }),
    bullet("Ran a cycle-count program."),
    line("Receiving Lead", { parts: ["Receiving Lead", "Mar 2015 – Apr 2017"] }),
    bullet("Trained new receivers."),
  ];

  it("gives the second role the employer named above it", () => {
    const work = readWork(group).entries;
    expect(work.map((job) => [job.name, job.position])).toEqual([
      ["Delta River Distribution", "Inventory Control Lead"],
      ["Delta River Distribution", "Receiving Lead"],
    ]);
  });

  it("leaves a lone title without an employer when heads put the title first", () => {
    const work = readWork([
      line("Warehouse Associate, Bluff City Auto Parts", {
        parts: ["Warehouse Associate, Bluff City Auto Parts", "2012 – 2015"],
      }),
      bullet("Picked orders."),
      line("Inventory Clerk, Riverbend Supply", {
        parts: ["Inventory Clerk, Riverbend Supply", "2010 – 2012"],
      }),
      bullet("Counted stock."),
      line("Freelance Consultant", { parts: ["Freelance Consultant", "2008 – 2010"] }),
      bullet("Advised shops."),
    ]).entries;
    expect(work.at(-1)?.name).toBeUndefined();
    expect(work.at(-1)?.position).toBe("Freelance Consultant");
  });
});
