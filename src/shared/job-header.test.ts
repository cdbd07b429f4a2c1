import { describe, expect, it } from "vitest";
import { corpusLabels, corpusPosting, requireCorpus } from "../../tests/fixtures/corpus.ts";
import { detectJobHeader, isCompanyName } from "./job-header.ts";

// The title and company read off a pasted posting (the cover-letter screen fills its fields with
// them). Measured on the 16 corpus postings against their labels; dashes are compared as one
// character ("-" and "–" are the same dash to a reader), letters and case exactly.

const sameDashes = (text: string) => text.replace(/[–—]/g, "-");

describe("detectJobHeader on the corpus postings", () => {
  const labels = Object.entries(corpusLabels());
  it.runIf(requireCorpus("job header detection"))("reads all 16 titles and companies as labelled", () => {
    expect(labels).toHaveLength(16);
    const wrong = labels
      .map(([file, label]) => ({ file, label, found: detectJobHeader(corpusPosting(file)) }))
      .filter(
        ({ label, found }) =>
          sameDashes(found.title) !== sameDashes(label.title) || found.company !== label.company,
      );
    expect(wrong).toEqual([]);
  });
});

describe("detectJobHeader shapes", () => {
  it("takes the company from the second line and keeps the title as written", () => {
    expect(detectJobHeader("Supply Chain Planner II\nEvergreen Components, Inc.\nKent, WA · Hybrid")).toEqual(
      {
        title: "Supply Chain Planner II",
        company: "Evergreen Components, Inc.",
      },
    );
  });

  it("never takes a place or a pay line for the company", () => {
    expect(detectJobHeader("Store Manager\nColumbus, OH\n$68,000 a year").company).toBe("");
    expect(detectJobHeader("Store Manager\nRemote | $70,000").company).toBe("");
  });

  it("reads labelled fields anywhere in the first lines", () => {
    expect(
      detectJobHeader("We have an opening!\nJob title: Data Analyst\nCompany: Northwind Traders (Seattle)"),
    ).toEqual({ title: "Data Analyst", company: "Northwind Traders" });
  });

  it("reads 'Title at Company' on one line", () => {
    expect(detectJobHeader("Senior Data Analyst at Northwind Traders\n\nWe are growing fast.")).toEqual({
      title: "Senior Data Analyst",
      company: "Northwind Traders",
    });
  });

  it("splits a dense first line on its dashes and drops the place in parentheses", () => {
    expect(
      detectJobHeader("Office Manager – Delgado & Finch LLP (Atlanta, GA) – $58–65K\nBusy office."),
    ).toEqual({
      title: "Office Manager",
      company: "Delgado & Finch LLP",
    });
  });

  it("title-cases a title written in capitals", () => {
    expect(detectJobHeader("OPERATIONS MANAGER - NIGHT SHIFT (2ND SHIFT)\nCrossroads Logistics").title).toBe(
      "Operations Manager - Night Shift (2nd Shift)",
    );
  });

  it("answers empty fields for an empty or a sentence-only posting", () => {
    expect(detectJobHeader("")).toEqual({ title: "", company: "" });
    expect(detectJobHeader("   \n\n  ")).toEqual({ title: "", company: "" });
    expect(detectJobHeader(`${"We build things. ".repeat(20)}\nMore text.`).company).toBe("");
  });

  it("is fast on a hostile line (no backtracking)", () => {
    const started = performance.now();
    detectJobHeader(`${"a ".repeat(50_000)}at ${"- ".repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("isCompanyName refuses sentences and places", () => {
    expect(isCompanyName("Pinecrest Outdoor Co.")).toBe(true);
    expect(isCompanyName("Busy 20-person law firm needs an organized office manager.")).toBe(false);
    expect(isCompanyName("Irvine, CA")).toBe(false);
  });
});
