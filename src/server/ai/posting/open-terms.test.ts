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
