import { describe, expect, it } from "vitest";
import { withoutStrayControlRuns } from "./pdf-text-repair.ts";
import { run } from "./synthetic-page.ts";

// Runs of glyphs a font maps to no character, as pdf.js hands them over. Every run is made up.

describe("runs of control characters", () => {
  it("keeps one between letters (a lost ligature) and drops one standing apart (an icon)", () => {
    const NUL = String.fromCharCode(0);
    const word = [run("Certi", 60, 700, 10, 25), run(NUL, 85, 700, 10, 5), run("cations", 90, 700, 10, 35)];
    // An icon font that did not load: a larger run of its own before the phone.
    const icon = run(NUL, 40, 650, 16, 12);
    const phone = run("(714) 555-0129", 60, 650, 10, 70);
    expect(withoutStrayControlRuns([...word, icon, phone])).toEqual([...word, phone]);
  });
});
