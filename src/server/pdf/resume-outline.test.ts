import { describe, expect, it } from "vitest";
import { normalizeLayout } from "../../shared/contracts/layout.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { resumeOutline } from "./resume-outline.ts";

// The one outline every format prints (decision 034): the layout's order and hidden sections,
// licences at their own place, skill lines without orphans, LinkedIn and portfolio in the header.

const doc = {
  name: "Nursing",
  full_name: "Dana Whitfield",
  headline: "Registered Nurse",
  desired_role: "",
  email: "dana@example.com",
  phone: "",
  address: "Austin, TX",
  summary: "Nurse.",
  hobbies: "Running",
  skills: [
    { name: "", keywords: ["Tableau"] },
    { name: "Clinical", keywords: ["Triage"] },
    { name: "", keywords: ["SQL", "Tableau"] },
  ],
  languages: [],
  links: [
    { label: "GitHub", link: "https://github.com/dw" },
    { label: "LinkedIn", link: "https://www.linkedin.com/in/dw/" },
    { label: "Portfolio", link: "https://dw.example" },
  ],
  sections: [
    {
      type: "licenses",
      title: "",
      entries: [
        {
          title: "RN",
          subtitle: "Texas Board of Nursing",
          number: "884512",
          start_date: "",
          end_date: "06/2027",
          url: "",
          description: "",
        },
      ],
    },
    {
      type: "awards",
      title: "",
      entries: [
        { title: "Daisy Award", subtitle: "", start_date: "2020", end_date: "", url: "", description: "" },
      ],
    },
  ],
  experiences: [
    {
      id: 1,
      order: 0,
      company: "St. David's",
      role: "Charge Nurse",
      start_date: "08/2019",
      end_date: "",
      still_working: true,
      company_address: "",
      responsibilities: "",
    },
  ],
  educations: [],
  projects: [],
  certificates: [],
} as unknown as ResumeDocument;

const headings = (layout?: Parameters<typeof normalizeLayout>[0]) =>
  resumeOutline(doc, layout ? normalizeLayout(layout) : undefined).sections.map((section) => section.heading);

describe("the resume outline", () => {
  it("prints licences after the certificates by default and where the layout puts them", () => {
    expect(headings()).toEqual([
      "Summary",
      "Experience",
      "Licenses",
      "Skills",
      "Links",
      "Interests",
      "Awards",
    ]);
    expect(headings({ order: ["licenses", "summary"], hidden: ["interests", "links"] })).toEqual([
      "Licenses",
      "Summary",
      "Experience",
      "Skills",
      "Awards",
    ]);
  });

  it("prints a licence's number, board and expiry, and dates in the layout's format", () => {
    const outline = resumeOutline(doc, normalizeLayout({ dateFormat: "year-month" }));
    const licence = outline.sections.find((section) => section.id === "licenses");
    expect(licence).toMatchObject({
      entries: [
        { title: "RN", subtitle: "Texas Board of Nursing, License No. 884512", dates: "Expires 2027-06" },
      ],
    });
    const experience = outline.sections.find((section) => section.id === "experience");
    expect(experience).toMatchObject({ entries: [{ dates: "2019-08 – Present" }] });
  });

  it("prints the named groups, then every skill outside them once, under Other", () => {
    const skills = resumeOutline(doc).sections.find((section) => section.kind === "skills");
    expect(skills).toMatchObject({
      skills: [
        { label: "Clinical", skills: "Triage" },
        { label: "Other", skills: "Tableau, SQL" },
      ],
    });
    const plain = resumeOutline({ ...doc, skills: [{ name: "", keywords: ["SQL"] }] }).sections.find(
      (section) => section.kind === "skills",
    );
    expect(plain).toMatchObject({ skills: [{ label: "", skills: "SQL" }] });
  });

  it("puts LinkedIn and the portfolio in the header, not again among the links", () => {
    const outline = resumeOutline(doc);
    expect(outline.contact.map((item) => item.text)).toEqual([
      "dana@example.com",
      "Austin, TX",
      "www.linkedin.com/in/dw",
      "dw.example",
    ]);
    expect(outline.sections.find((section) => section.kind === "links")).toMatchObject({
      links: [{ label: "GitHub", link: "https://github.com/dw" }],
    });
  });
});
