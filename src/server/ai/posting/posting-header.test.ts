import { describe, expect, it } from "vitest";
import { analysePosting } from "./analyse-posting.ts";
import { seniorityOf, yearsAsked } from "./posting-header.ts";
import { roleNoun } from "./posting-title.ts";

// Issue 32: the header facts (title, company, years, seniority) come from the posting's header
// and its own sentences, never from the company blurb's numbers or a status line.

const header = (text: string) => {
  const { title, company } = analysePosting(text);
  return { title, company };
};

describe("the company", () => {
  it("is the line right under the title", () => {
    expect(header("Supply Chain Planner II\nEvergreen Components, Inc.\nKent, WA · Hybrid")).toEqual({
      title: "Supply Chain Planner II",
      company: "Evergreen Components, Inc.",
    });
  });

  it("is no status line, heading or job that stands where a company's name would", () => {
    expect(
      header("Office Coordinator\nNow Open for Applications\n\nWe need an organised coordinator.").company,
    ).toBe("");
    const family =
      "Brand Designer\n\nBrand Designers shape our brand across the web and print.\n\nSenior Brand Designer";
    expect(header(family).company).toBe("");
    expect(header("Community Manager\n\nBackground and role context\n\nWe grow a community.").company).toBe(
      "",
    );
  });

  it("comes from the posting's sentences when the header has none", () => {
    const seeks =
      "Community Manager\n\nBackground and context\n\nFabrikam seeks a Community Manager to grow our community.";
    expect(header(seeks).company).toBe("Fabrikam");
    const joins = "Data Analyst\n\nJoin Northwind Traders as a Data Analyst and help us grow.";
    expect(header(joins).company).toBe("Northwind Traders");
    const at =
      "UX Researcher\n\nAt Contoso, UX Researchers collaborate with designers.\n\nRequirements\n- Interviews";
    expect(header(at).company).toBe("Contoso");
    const about =
      "Line Cook\n\nAbout Copper Kettle\n\nWe run three kitchens in Chicago.\n\nRequirements\n- Knife skills";
    expect(header(about).company).toBe("Copper Kettle");
    const forTitle =
      "Workshop Administrator\n\nWe seek someone for a full-time position as the Workshop Administrator for The Carpentries. The Carpentries is committed to open science.";
    expect(header(forTitle).company).toBe("The Carpentries");
  });

  it("is not a name the posting only mentions: a past employer asked for, a tool, a lone possessive", () => {
    const text =
      "Backend Engineer\n\nRequirements\n- Experience at Google or Meta\n- Salesforce's API\n- Ability to use GitLab";
    expect(header(text).company).toBe("");
  });

  it("and the title come from a hiring line: 'X is hiring a Y', without the board's 'CLOSED'", () => {
    expect(header("CLOSED pyOpenSci is hiring a Communications Lead\n\nWe are no longer accepting.")).toEqual(
      {
        title: "Communications Lead",
        company: "pyOpenSci",
      },
    );
    expect(header("We are hiring a Data Engineer\n\nRequirements\n- SQL")).toEqual({
      title: "Data Engineer",
      company: "",
    });
    expect(header("Hiring our next Community Manager\n\nrOpenSci seeks a Community Manager.").title).toBe(
      "Community Manager",
    );
  });
});

describe("the title", () => {
  it("of a family page is the job it holds, in a heading named again below", () => {
    const text = [
      "Payroll Roles",
      "The payroll department processes payroll for the whole company.",
      "Payroll Analyst, US",
      "The Payroll Analyst, US reports to the Payroll Manager.",
      "Payroll Analyst, US Responsibilities",
      "- Process payroll",
    ].join("\n\n");
    expect(header(text).title).toBe("Payroll Analyst, US");
  });

  it("of a family page that holds one level is that level", () => {
    const text = [
      "Brand Designer",
      "Brand Designers shape our brand.",
      "Senior Brand Designer",
      "The Senior Brand Designer is a grade 7.",
    ].join("\n\n");
    expect(header(text).title).toBe("Senior Brand Designer");
  });

  it("stays the first line when a later heading names no job or is not named again", () => {
    const text = "Data Engineer\n\nData Engineer Responsibilities\n- Build pipelines\n\nSenior Data Engineer";
    expect(header(text).title).toBe("Data Engineer");
  });

  it("stands on a noun for a person", () => {
    expect(roleNoun("Director of Fundraising")).toBe("director");
    expect(roleNoun("Payroll Analyst, US")).toBe("analyst");
    expect(roleNoun("Supply Chain Planner II")).toBe("planner");
    expect(roleNoun("Data Science")).toBe("");
    expect(roleNoun("Security Incident Response Team")).toBe("");
    expect(roleNoun("Field Marketing Manager Roles")).toBe("");
  });
});

describe("the years asked", () => {
  it("are the fewest a requirement accepts, and the most over several requirements", () => {
    expect(yearsAsked(["3-5 years payroll processing experience"])).toBe(3);
    expect(yearsAsked(["4+ years in an analytics role OR 2+ years in a data science role"])).toBe(2);
    expect(
      yearsAsked([
        "hired as Deputy Director (3-5 years relevant experience) or full Director (5+ years experience)",
      ]),
    ).toBe(3);
    expect(yearsAsked(["5+ years of software development", "2+ years with React"])).toBe(5);
    expect(yearsAsked(["Minimum of 5 years of contracts drafting experience"])).toBe(5);
    expect(yearsAsked(["Experience: 5+ years", "relevant experience (3+ years)"])).toBe(5);
  });

  it("are none from an age, the employer's history or a preferred line", () => {
    expect(yearsAsked(["We serve young people aged 11–18 years across the city."])).toBeNull();
    expect(yearsAsked(["Applicants must be 18 years of age or older."])).toBeNull();
    expect(yearsAsked(["Open to adults 18 years and over."])).toBeNull();
    expect(yearsAsked(["Founded 18 years ago, we run three clinics."])).toBeNull();
    expect(yearsAsked(["We have 20+ years of experience serving families."])).toBeNull();
    expect(yearsAsked(["For 18+ years, Acme has built tools for schools."])).toBeNull();
    expect(yearsAsked(["Prefer at least 2 years of experience in a business partner role."])).toBeNull();
    expect(yearsAsked(["5+ years paralegal experience; experience at a public company preferred"])).toBe(5);
    expect(yearsAsked(["within the last 5 years, you've worked at one company"])).toBeNull();
    expect(yearsAsked(["3+ years of experience required, 5+ years preferred"])).toBe(3);
    expect(yearsAsked(["5+ years of experience in sales or marketing, and 3+ years in SaaS"])).toBe(5);
  });

  it("are none from an age range in a whole posting", () => {
    const text =
      "Youth Worker\nBrightside Trust\n\nAbout us\nWe support young people aged 11-18 years.\n\nRequirements\n- A youth work qualification";
    expect(analysePosting(text).years).toBeNull();
  });
});

describe("the seniority", () => {
  it("comes from the title's words", () => {
    expect(seniorityOf("Associate Field Marketing Manager")).toBe("junior");
    expect(seniorityOf("Associate Director of Operations")).toBe("executive");
    expect(seniorityOf("Senior Director of Public Policy")).toBe("executive");
    expect(seniorityOf("Deputy Director of Instructor Training")).toBe("executive");
    expect(seniorityOf("Intermediate Backend Engineer")).toBe("mid");
    expect(seniorityOf("Senior Brand Designer")).toBe("senior");
    expect(seniorityOf("Team Lead, Support")).toBe("lead");
  });

  it("is not said by 'Manager' alone, a job hired at every level", () => {
    expect(seniorityOf("Contract Manager")).toBe("");
    expect(seniorityOf("Senior Manager, Accounts Payable")).toBe("senior");
  });
});

describe("a first line naming the job and the employer", () => {
  it("gives the title without the employer once the employer is read", () => {
    const analysis = analysePosting("Web Developer at Microsoft\nRequirements:\n- JavaScript\n- HTML");
    expect(analysis).toMatchObject({ title: "Web Developer", company: "Microsoft" });
  });
});
