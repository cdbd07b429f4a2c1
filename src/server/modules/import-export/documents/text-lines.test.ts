import { describe, expect, it } from "vitest";
import { resumeFromLines } from "./resume-from-lines.ts";
import { textLines } from "./text-lines.ts";

describe("pasted text copied out of a PDF with letter-spaced capitals", () => {
  it("closes up a letter-spaced name and heading, words kept apart by their wider gaps", () => {
    const lines = textLines("A N A   R U I Z\nP: 555.010.1234 | E: ana@example.org\n\nE X P E R I E N C E");
    expect(lines.map((line) => line.text)).toEqual([
      "ANA RUIZ",
      "P: 555.010.1234 | E: ana@example.org",
      "EXPERIENCE",
    ]);
    expect(resumeFromLines(lines).resume.basics.name).toBe("ANA RUIZ");
  });

  it("leaves a line of ordinary words, and short words among them, as it is", () => {
    expect(textLines("Go, C and R developer")[0]?.text).toBe("Go, C and R developer");
  });
});
