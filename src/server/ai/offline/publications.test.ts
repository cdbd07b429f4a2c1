import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { writeCoverLetterOffline } from "./cover-letter.ts";
import { paperRecord } from "./publications.ts";

// A research posting asks for papers; the letter names the person's latest one, as they wrote it.

const paper = (title: string, subtitle: string, date: string, description: string) => ({
  title,
  subtitle,
  start_date: date,
  end_date: "",
  url: "",
  description,
});

const researcher: ResumeDocument = {
  ...dataAnalyst,
  sections: [
    {
      type: "publications",
      title: "",
      entries: [
        paper(
          "A reporter line for live imaging of mitophagy",
          "Developmental Tools, 7: 113-124",
          "11/2023",
          "Yamada H, Okonkwo AE. First author.",
        ),
        paper(
          "Pink1-dependent mitophagy in heart regeneration",
          "Journal of Cardiac Biology, 18(4): e2025",
          "04/2025",
          "Yamada H, Chen W. First author.",
        ),
        paper(
          "Single-cell atlas of the regenerating ventricle",
          "Preprint, BioPreprints Archive",
          "06/2026",
          "Yamada H, Kim J. Co-first author.",
        ),
      ],
    },
  ],
};

const POSTING = [
  "Postdoctoral Research Fellow",
  "",
  "Requirements:",
  "- PhD in cell biology",
  "- At least one first-author publication in a peer-reviewed journal",
].join("\n");

describe("a letter to a posting that asks for publications", () => {
  it("names the latest reviewed paper and how many the person wrote as first author, in their words", () => {
    expect(paperRecord(researcher, POSTING)).toEqual({
      latest: "“Pink1-dependent mitophagy in heart regeneration” (Journal of Cardiac Biology, 2025)",
      firstAuthor: true,
      firstAuthored: 2,
    });
    const letter = (tone: "formal" | "warm" | "direct") =>
      writeCoverLetterOffline({
        resume: researcher,
        jobTitle: "Postdoctoral Research Fellow",
        company: "Halcyon Institute",
        jobDescription: POSTING,
        instructions: "",
        tone,
      });
    expect(letter("formal")).toContain(
      "I am first author of 2 papers, including “Pink1-dependent mitophagy in heart regeneration” (Journal of Cardiac Biology, 2025).",
    );
    expect(letter("warm")).toContain("I'm first author of 2 papers");
    expect(letter("direct")).toMatch(/\n- Publications: I'm first author of 2 papers/);
  });

  it("says nothing of papers to a posting that does not ask, and claims no first authorship the entry does not state", () => {
    expect(paperRecord(researcher, "Data Analyst\n\nRequirements:\n- SQL")).toBeUndefined();
    const coAuthor: ResumeDocument = {
      ...researcher,
      sections: [
        {
          type: "publications",
          title: "",
          entries: [paper("Mitophagy in zebrafish", "Cell Reports, 3: 1-9", "02/2024", "Chen W, Yamada H.")],
        },
      ],
    };
    expect(paperRecord(coAuthor, POSTING)).toMatchObject({ firstAuthor: false, firstAuthored: 0 });
  });
});
