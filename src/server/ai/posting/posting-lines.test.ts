import { describe, expect, it } from "vitest";
import { postingLines } from "./posting-lines.ts";

// A posting's parts read from its headings and its own lines (posting-sections.ts).

const POSTING = [
  "Associate Field Marketing Manager",
  "",
  "Tool Proficiency",
  "Proficient in Salesforce, Marketo and Asana",
  "Job Grade",
  "The Associate Field Marketing Manager is a grade 5.",
  "- Manage third-party vendor contracts through the procurement process",
  "- Great team culture and a yearly offsite",
  "Requirements",
  "- BA/BS required. JD, paralegal certificate, or equivalent work experience preferred.",
  "- 3+ years of contract management. Strong written English.",
].join("\n");

describe("posting parts", () => {
  const sections = Object.fromEntries(postingLines(POSTING).lines.map((line) => [line.text, line.section]));

  it("reads a tools heading as requirements", () => {
    expect(sections["Proficient in Salesforce, Marketo and Asana"]).toBe("required");
  });

  it("reads a list item led by an imperative verb as a duty, though the part before it was the job's grade", () => {
    expect(sections["Manage third-party vendor contracts through the procurement process"]).toBe("duties");
    // A list item that is no imperative keeps the part it is in.
    expect(sections["Great team culture and a yearly offsite"]).not.toBe("duties");
  });

  it("reads each sentence of a list item by its own cue when they ask differently", () => {
    expect(sections["BA/BS required."]).toBe("required");
    expect(sections["JD, paralegal certificate, or equivalent work experience preferred."]).toBe("preferred");
    // Sentences asked alike stay one line.
    expect(sections["3+ years of contract management. Strong written English."]).toBe("required");
  });
});
