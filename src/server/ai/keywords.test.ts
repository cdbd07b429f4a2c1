import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JSON_RESUME_JOB_SAMPLE } from "../../../tests/fixtures/fixture-path.ts";
import { jobPostingText } from "../../../tests/fixtures/sample-resumes.ts";
import { extractKeywords } from "./keywords.ts";
import { SKILLS } from "./skills/index.ts";

const samplePosting = jobPostingText(JSON.parse(readFileSync(JSON_RESUME_JOB_SAMPLE, "utf8")));

describe("extractKeywords", () => {
  it("finds the sample job's skills, tools and title, in the dictionary's spelling", () => {
    const keywords = extractKeywords(samplePosting);
    for (const expected of ["JavaScript", "HTML", "CSS", "React", "Node.js", "SQL", "NoSQL", "MongoDB"]) {
      expect(keywords).toContain(expected);
    }
    expect(keywords).toContain("web developer");
    expect(keywords).toContain("web development");
    expect(keywords).toContain("web applications");
    // Job-advert filler never makes a keyword.
    for (const generic of ["team", "experience", "role", "looking", "skilled", "years", "join", "strong"]) {
      expect(keywords).not.toContain(generic);
    }
  });

  it("ranks what the requirements stress first and ignores what the benefits mention", () => {
    const posting = [
      "Backend Engineer",
      "Requirements:",
      "- 5+ years of experience with Python and PostgreSQL (required)",
      "- Experience with Docker and Kubernetes",
      "- Python services in production; Python testing with pytest",
      "Benefits:",
      "- Free Excel training and a Salesforce discount",
    ].join("\n");
    const keywords = extractKeywords(posting);
    expect(keywords[0]).toBe("Python");
    expect(keywords.indexOf("PostgreSQL")).toBeLessThan(keywords.indexOf("Kubernetes"));
    // A tool named once among the perks is not something the job asks for.
    expect(keywords).not.toContain("Excel");
    expect(keywords).not.toContain("Salesforce");
  });

  it("keeps multi-word and punctuated terms whole", () => {
    const posting =
      "We need C++ and C# developers who know CI/CD, Node.js and .NET, with project management and cross-functional teams experience. Object-oriented programming is a must.";
    const keywords = extractKeywords(posting);
    for (const expected of [
      "C++",
      "C#",
      "CI/CD",
      "Node.js",
      ".NET",
      "project management",
      "object-oriented programming",
    ]) {
      expect(keywords).toContain(expected);
    }
    expect(keywords).not.toContain("C");
  });

  it("reads plain-English words as skills only when written as the product ('Go', 'React')", () => {
    const plain = extractKeywords(
      "Our sales team will go to market fast and react to feedback. We excel at selling.",
    );
    expect(plain).not.toContain("Go");
    expect(plain).not.toContain("React");
    expect(plain).not.toContain("Excel");
    expect(plain).toContain("sales");
    const tools = extractKeywords("Backend in Go, frontend in React, reports in Excel.");
    expect(tools).toEqual(expect.arrayContaining(["Go", "React", "Excel"]));
  });

  it("does not read a word as a skill that merely shares its stem", () => {
    const keywords = extractKeywords(
      "Open a bank account. Warehouse associate. Market stall.\nAccount, warehouse, market.",
    );
    expect(keywords).not.toContain("accounting");
    expect(keywords).not.toContain("warehouse operations");
    expect(keywords).not.toContain("marketing");
  });

  it("recognises aliases and plurals as one keyword", () => {
    const keywords = extractKeywords("Postgres and PostgreSQL. REST APIs, a RESTful API. k8s or Kubernetes.");
    expect(keywords.filter((keyword) => keyword === "PostgreSQL")).toHaveLength(1);
    expect(keywords).toContain("REST APIs");
    expect(keywords).toContain("Kubernetes");
    expect(keywords).not.toContain("k8s");
  });

  it("covers many fields, not only software", () => {
    const posting = [
      "Registered Nurse: patient care, medication administration, EHR (Epic), BLS and infection control.",
      "Accountant: accounts payable, reconciliation, QuickBooks, GAAP and financial reporting.",
      "Teacher: lesson planning, classroom management and differentiated instruction.",
      "Marketer: SEO, Google Ads, content marketing and HubSpot.",
    ].join("\n");
    const keywords = extractKeywords(posting, 40);
    for (const expected of [
      "patient care",
      "Epic",
      "BLS",
      "QuickBooks",
      "GAAP",
      "lesson planning",
      "SEO",
      "HubSpot",
    ]) {
      expect(keywords).toContain(expected);
    }
  });

  it("is deterministic, bounded by the limit, and quick on a long posting", () => {
    expect(extractKeywords(samplePosting)).toEqual(extractKeywords(samplePosting));
    expect(extractKeywords(samplePosting, 5)).toHaveLength(5);
    expect(extractKeywords("")).toEqual([]);
    const long = Array.from({ length: 60 }, () => samplePosting)
      .join("\n")
      .slice(0, 20_000);
    const started = performance.now();
    extractKeywords(long);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("has a dictionary of several hundred skills", () => {
    expect(SKILLS.length).toBeGreaterThan(500);
    expect(new Set(SKILLS.map((skill) => skill.display.toLowerCase())).size).toBe(SKILLS.length);
  });
});
