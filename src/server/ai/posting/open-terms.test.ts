import { describe, expect, it } from "vitest";
import { analysePosting } from "./analyse-posting.ts";
import { openTerms } from "./open-terms.ts";

// Terms in a posting's own words (issue 32): what a requirement asks for by name is found whether
// or not the skills knowledge base lists it; generic English, people and places are not.

const framed = (line: string) =>
  openTerms(line)
    .filter((term) => term.framed)
    .map((term) => term.text);

describe("terms a requirement asks for in its own words", () => {
  it("reads what follows 'experience with', 'knowledge of', and the list it opens", () => {
    expect(framed("Experience with Navan and Coupa is a plus")).toEqual(["Navan", "Coupa"]);
    expect(framed("Knowledge of case documentation, subpoenas and garnishments")).toEqual([
      "case documentation",
      "subpoenas",
      "garnishments",
    ]);
  });

  it("reads a noun and its gerund as one practice, and a gerund with an object as a verb", () => {
    const all = (line: string) => openTerms(line).map((term) => term.text);
    expect(all("Experience designing tools to improve incident handling and resolution")).toContain(
      "incident handling",
    );
    expect(all("Knowledge of succession planning")).toEqual(["succession planning"]);
    expect(all("Experience with payroll processing")).toEqual(["payroll processing"]);
    // A gerund that acts on something is the work done, not part of the name.
    expect(all("Experience with vendor managing invoices")).not.toContain("vendor managing");
  });

  it("reads examples of what is asked ('such as', 'including', 'working with')", () => {
    expect(
      framed("Experience working with external survey data sources such as Radford or Comptryx"),
    ).toEqual(["external survey data sources", "Radford", "Comptryx"]);
  });

  it("keeps a shared head, a name of one field and a '401(k)' whole", () => {
    expect(framed("Knowledge of qualitative and quantitative research methods")).toEqual([
      "qualitative and quantitative research methods",
    ]);
    expect(framed("Experience in food & beverage")).toEqual(["food & beverage"]);
    expect(framed("Experience with 401(k) deductions")).toEqual(["401(k) deductions"]);
  });

  it("drops how much is asked, categories alone, people, places, durations and the employer's culture", () => {
    expect(framed("Experience with strong stakeholders and team members")).toEqual([]);
    expect(framed("Experience in Canada, EMEA or South America")).toEqual([]);
    expect(framed("Experience with systems")).toEqual([]);
    expect(framed("Experience with honesty and transparency")).toEqual([]);
    expect(framed("Knowledge of a manufacturing environment")).toEqual(["manufacturing"]);
  });
});

describe("what a phrase asks for, read as English writes it", () => {
  it("reads the object of an act made a noun, and two plurals as two things", () => {
    expect(framed("Experience with the creation of runbooks and detection rules")).toEqual([
      "runbooks",
      "detection rules",
    ]);
    expect(framed("Knowledge of vendor and invoice management")).toEqual(["vendor and invoice management"]);
  });

  it("takes a singular ending in -is for one, sharing the head that follows", () => {
    // "hypothesis testing" and "significance testing" are asked for, not a bare "hypothesis".
    expect(framed("Knowledge of hypothesis and significance testing")).toEqual([
      "hypothesis and significance testing",
    ]);
    expect(framed("Experience with APIs and integration testing")).toEqual(["APIs", "integration testing"]);
  });

  it("splits two long names joined by a slash, keeps short pairs whole", () => {
    expect(framed("Experience with VLOOKUP/XLOOKUP")).toEqual(["VLOOKUP", "XLOOKUP"]);
    expect(framed("Experience with BA/BS programs").join()).not.toMatch(/^BA$|^BS$/);
  });

  it("drops personal qualities, rungs of a ladder and the employer's values", () => {
    expect(framed("Comfort with ambiguity, urgency and initiative")).toEqual([]);
    expect(framed("Experience at grade 6 or Tier 2")).toEqual([]);
    expect(framed("Knowledge of our values")).toEqual([]);
  });

  it("names a language asked for by the language alone", () => {
    expect(openTerms("Fluent in written and spoken English").map((term) => term.text)).toEqual(["English"]);
    expect(openTerms("Proficiency in the German language").map((term) => term.text)).toEqual(["German"]);
  });
});

describe("the analysis reads acronyms and languages a requirement names anywhere", () => {
  const terms = (posting: string) => analysePosting(posting).terms.map((term) => term.term);

  it("finds them on requirement lines, not in duties or eligibility text", () => {
    const found = terms(
      [
        "Support Engineer",
        "Responsibilities:",
        "- Report weekly to the EBA group",
        "Requirements:",
        "- Linux administration at the level of an LFCE",
        "- Excellent written and spoken English",
        "Equal opportunity:",
        "We are an equal opportunity employer. Applicants must be U.S. persons as defined by ITAR.",
      ].join("\n"),
    );
    expect(found).toEqual(expect.arrayContaining(["LFCE", "English"]));
    expect(found).not.toContain("EBA");
    expect(found).not.toContain("ITAR");
  });

  it("asks for the other language when English stands beside one", () => {
    const found = terms(["Teacher", "Requirements:", "- Fluency in Spanish and English"].join("\n"));
    expect(found.join()).toMatch(/Spanish/);
    expect(found).not.toContain("English");
  });
});

describe("the analysis lists a requirement the knowledge base does not know", () => {
  const posting = [
    "Paralegal",
    "Requirements:",
    "- Experience with case documentation and subpoenas",
    "- Knowledge of Comptryx or a similar survey tool",
    "Benefits:",
    "- Experience with our 401(k) match",
  ].join("\n");
  const terms = analysePosting(posting).terms.map((term) => term.term);

  it("finds the phrases asked for, never from the benefits", () => {
    expect(terms).toEqual(expect.arrayContaining(["case documentation", "subpoenas", "Comptryx"]));
    expect(terms.join(" ")).not.toMatch(/401|similar/);
  });
});

describe("whom the job works with is not what it asks", () => {
  it("reads no skill from a skill's word before a plural of people", () => {
    const terms = (text: string) => analysePosting(text).terms.map((term) => term.term);
    const posting = (line: string) =>
      `Backend Engineer\n\nRequirements\n\n- ${line}\n- Experience with Ruby on Rails\n`;
    expect(terms(posting("Experience partnering with frontend engineers and product designers"))).toEqual([
      "Ruby on Rails",
    ]);
    expect(terms(posting("Experience building frontend features"))).toContain("frontend");
  });
});

describe("words that name no skill of any field", () => {
  const listed = (line: string) => openTerms(line).map((term) => term.text);

  it("drops the steps of any project alone, keeps one a modifier makes a skill", () => {
    expect(
      listed(
        "Experience owning a feature from idea to launch, including proposal, discussion, and execution",
      ),
    ).toEqual([]);
    expect(listed("Experience with trade execution and RFP proposals")).toEqual([
      "trade execution",
      "RFP proposals",
    ]);
  });

  it("drops how carefully a person works, a quality rather than a skill", () => {
    expect(listed("Outstanding accuracy and thoroughness, and knowledge of GAAP")).toEqual(["GAAP"]);
  });
});
