import { describe, expect, it } from "vitest";
import { addChips, finishedAndTyping, hasSeparator, splitChipText } from "./skill-chips";

describe("skill chips", () => {
  it("split a pasted list at commas, semicolons and lines, dropping list markers and blanks", () => {
    expect(splitChipText("Triage, Epic; Wound care")).toEqual(["Triage", "Epic", "Wound care"]);
    expect(splitChipText("• Patient education\n- BLS\r\n\n  ,  ;")).toEqual(["Patient education", "BLS"]);
    expect(splitChipText("SQL\tPython")).toEqual(["SQL", "Python"]);
    // Characters inside a skill stay: C#, C++, CI/CD, Node.js.
    expect(splitChipText("C#, C++, CI/CD, Node.js")).toEqual(["C#", "C++", "CI/CD", "Node.js"]);
  });

  it("keep what follows the last separator as text still being typed", () => {
    expect(finishedAndTyping("Epic, Tri")).toEqual({ finished: ["Epic"], typing: "Tri" });
    expect(finishedAndTyping("Epic,")).toEqual({ finished: ["Epic"], typing: "" });
    expect(finishedAndTyping("Epic")).toEqual({ finished: [], typing: "Epic" });
    expect(hasSeparator("a;b")).toBe(true);
    expect(hasSeparator("Patient care")).toBe(false);
  });

  it("refuse a skill the resume has in any case, in this group or another, without a message", () => {
    const result = addChips(["Epic"], ["epic", "Triage", "TRIAGE", "BLS"], ["bls"]);
    expect(result.keywords).toEqual(["Epic", "Triage"]);
    expect(result.added).toEqual(["Triage"]);
    expect(result.duplicates).toEqual(["epic", "TRIAGE", "BLS"]);
    expect(result.refusal).toBeUndefined();
  });

  it("stop at the group's 60 skills and keep the rest to type on", () => {
    const full = Array.from({ length: 59 }, (_, at) => `Skill ${at}`);
    const result = addChips(full, ["Triage", "Epic", "BLS"]);
    expect(result.keywords).toHaveLength(60);
    expect(result.added).toEqual(["Triage"]);
    expect(result.refusal).toEqual({
      message: "A skill group holds at most 60 skills. Add another group for the rest.",
      rest: "Epic, BLS",
    });
  });

  it("refuse a skill longer than 200 characters", () => {
    const long = "x".repeat(201);
    const result = addChips([], ["Epic", long]);
    expect(result.keywords).toEqual(["Epic"]);
    expect(result.refusal?.message).toBe("A skill can be at most 200 characters long.");
    expect(result.refusal?.rest).toBe(long);
  });
});
