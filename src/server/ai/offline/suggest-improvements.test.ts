import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, corpusResume, requireCorpus } from "../../../../tests/fixtures/corpus.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { fieldUnits } from "../field-units.ts";
import type { ImproveRequest, ImproveStyle } from "../improve-types.ts";
import { numberValues } from "../language/numbers.ts";
import { improveBulletsOffline } from "./improve-offline.ts";
import { isMeasured } from "./polish-bullet.ts";
import { askForNumber, sameWords, suggestImprovements } from "./suggest-improvements.ts";

describe("suggestImprovements: what a user sees under a weak bullet", () => {
  it("turns a duty into an action verb in the role's tense, then cuts the filler", () => {
    const past = suggestImprovements(
      "Responsible for managing the front desk and various guest requests",
      "past",
      "bullet",
    );
    expect(past.map((s) => s.text)).toEqual([
      "Managed the front desk and various guest requests.",
      "Managed the front desk and guest requests.",
    ]);
    expect(past[0]?.why).toContain('"Managed"');
    expect(past[1]?.why).toContain('"various"');
    const present = suggestImprovements("Responsible for managing the front desk", "present", "bullet");
    expect(present[0]?.text).toBe("Manage the front desk.");
  });

  it("cuts 'successfully' and 'in order to', and swaps a weak verb for one that claims the same", () => {
    expect(
      suggestImprovements("Successfully migrated the billing system in order to cut costs", "past", "bullet"),
    ).toEqual([
      {
        text: "Migrated the billing system in order to cut costs.",
        why: 'Cuts "successfully": the bullet starts with its verb.',
      },
      {
        text: "Migrated the billing system to cut costs.",
        why: 'Cuts filler that says nothing: "in order to".',
      },
    ]);
    expect(suggestImprovements("Gave presentations to clients", "past", "bullet")[0]?.text).toBe(
      "Delivered presentations to clients.",
    );
    expect(suggestImprovements("Started as a cashier", "past", "bullet")).toEqual([]);
  });

  it("splits an overlong bullet at its clause break", () => {
    const bullet =
      "Led a 14-person team running daily requisitions, receipts and issues in GCSS-Army (SAP ERP); cut the repair-parts (Class IX) backlog from 640 open requisitions to 150 in 5 months.";
    const [split] = suggestImprovements(bullet, "past", "bullet");
    expect(split?.text.split("\n")).toEqual([
      "Led a 14-person team running daily requisitions, receipts and issues in GCSS-Army (SAP ERP).",
      "Cut the repair-parts (Class IX) backlog from 640 open requisitions to 150 in 5 months.",
    ]);
  });

  it("keeps a current role's result in the past when it splits it (no tense flip on either half)", () => {
    const bullet =
      "Ran ANSYS Mechanical FEA and modal analysis on impeller, shaft and volute; removed 2.3 kg of cast iron per unit while keeping a safety factor of at least 2.0 and moving the first natural frequency clear of running speed.";
    const [split] = suggestImprovements(bullet, "present", "bullet");
    expect(split?.text.split("\n").map((part) => part.split(" ")[0])).toEqual(["Ran", "Removed"]);
  });

  it("leaves a strong bullet alone and asks for a number only where none is stated", () => {
    const strong = "Cut mis-ships from 0.42% to 0.11% by adding a scan-verify step at pack-out.";
    expect(suggestImprovements(strong, "past", "bullet")).toEqual([]);
    expect(askForNumber(strong, "past", "bullet")).toBeUndefined();
    expect(askForNumber("Improved the onboarding process", "past", "bullet")).toBe(
      "Add a number: by how much, and how fast?",
    );
    expect(askForNumber("Answered customer calls", "past", "bullet")).toBe(
      "Add a number: how many, how much, how fast?",
    );
    // Labels, links and the summary's prose get no question.
    expect(askForNumber("Grade: Distinction", "past", "bullet")).toBeUndefined();
    expect(askForNumber("I build calm, friendly teams", "present", "prose")).toBeUndefined();
  });
});

const available = requireCorpus("Improve suggestions on the corpus resumes");

/** Every field "Improve" is offered on, as the route would send it. */
function improvableFields(doc: ResumeDocument): { name: string; text: string; style: ImproveStyle }[] {
  return [
    { name: "summary", text: doc.summary, style: "prose" as const },
    ...doc.experiences.map((row) => ({
      name: `experience ${row.id}`,
      text: row.responsibilities,
      style: "bullet" as const,
    })),
    ...doc.projects.map((row) => ({
      name: `project ${row.id}`,
      text: row.description,
      style: "bullet" as const,
    })),
    ...doc.educations.map((row) => ({
      name: `education ${row.id}`,
      text: row.achievements,
      style: "bullet" as const,
    })),
    ...doc.sections.flatMap((section) =>
      section.entries.map((entry) => ({
        name: section.type,
        text: entry.description,
        style: "bullet" as const,
      })),
    ),
  ].filter((field) => field.text.trim());
}

describe.skipIf(!available)("Improve on every field of the 16 corpus resumes", () => {
  const files = available ? readdirSync(path.join(CORPUS_DIR, "resumes")).sort() : [];

  it.each(files)(
    "%s: suggestions change the line, add no number, and ask only when none is there",
    (file) => {
      const doc = corpusResume(file);
      let lines = 0;
      for (const field of improvableFields(doc)) {
        const units = fieldUnits(field.text, field.style === "prose");
        for (const tense of ["past", "present"] as const) {
          const request: ImproveRequest = {
            resume: doc,
            fieldName: field.name,
            style: field.style,
            tense,
            lines: units.map((unit) => unit.text),
          };
          const answers = improveBulletsOffline(request);
          units.forEach((unit, index) => {
            const suggestions = answers[index] ?? [];
            expect(suggestions.length).toBeLessThanOrEqual(3);
            for (const suggestion of suggestions) {
              expect(sameWords(suggestion.text, unit.text), suggestion.text).toBe(false);
              for (const value of numberValues(suggestion.text))
                expect(numberValues(unit.text)).toContain(value);
              expect(suggestion.why.length).toBeGreaterThan(10);
            }
            const ask = askForNumber(unit.text, tense, field.style);
            if (ask) expect(isMeasured(unit.text)).toBe(false);
          });
          lines += units.length;
        }
      }
      expect(lines).toBeGreaterThan(4);
    },
  );

  it.each(files)("%s: 'Successfully' put in front of a real bullet is always cut", (file) => {
    const doc = corpusResume(file);
    for (const row of doc.experiences) {
      for (const unit of fieldUnits(row.responsibilities, false)) {
        const weak = `Successfully ${unit.text.charAt(0).toLowerCase()}${unit.text.slice(1)}`;
        const suggestions = suggestImprovements(weak, row.still_working ? "present" : "past", "bullet");
        expect(suggestions.length, weak).toBeGreaterThan(0);
        expect(suggestions.at(-1)?.text.toLowerCase()).not.toContain("successfully");
        for (const suggestion of suggestions) {
          for (const value of numberValues(suggestion.text)) expect(numberValues(weak)).toContain(value);
        }
      }
    }
  });
});
