import { describe, expect, it } from "vitest";
import { diffList, diffWords, hasChanges, sideText, tokenize } from "./word-diff.ts";

describe("diffWords", () => {
  it("marks the one replaced word and keeps the rest as it was", () => {
    expect(diffWords("Led a team of five", "Led a squad of five")).toEqual([
      { kind: "same", text: "Led a " },
      { kind: "removed", text: "team" },
      { kind: "added", text: "squad" },
      { kind: "same", text: " of five" },
    ]);
  });

  it("gives back both texts exactly, line breaks and spacing included", () => {
    const before = "Built the API.\n- Cut costs by 20%\n  Wrote tests";
    const after = "Designed and built the REST API.\n- Cut cloud costs by 20%\nWrote tests";
    const parts = diffWords(before, after);
    expect(sideText(parts, "before")).toBe(before);
    expect(sideText(parts, "after")).toBe(after);
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toContain("cloud");
  });

  it("reports no change for identical texts and an insertion into empty text", () => {
    expect(hasChanges(diffWords("Same words here", "Same words here"))).toBe(false);
    expect(diffWords("", "New summary")).toEqual([{ kind: "added", text: "New summary" }]);
    expect(diffWords("Old summary", "")).toEqual([{ kind: "removed", text: "Old summary" }]);
  });

  it("finds the common words of long texts without giving up", () => {
    const words = Array.from({ length: 800 }, (_, index) => `word${index}`);
    const after = [...words];
    after[400] = "changed";
    const parts = diffWords(words.join(" "), after.join(" "));
    expect(parts.filter((part) => part.kind !== "same")).toEqual([
      { kind: "removed", text: "word400" },
      { kind: "added", text: "changed" },
    ]);
  });

  it("tokenizes words, the whitespace between them and punctuation on its own", () => {
    expect(tokenize("a  b\nc")).toEqual(["a", "  ", "b", "\n", "c"]);
    expect(tokenize("Won laws. Cross-functional team's")).toEqual([
      "Won",
      " ",
      "laws",
      ".",
      " ",
      "Cross-functional",
      " ",
      "team's",
    ]);
  });

  it("marks only the full stop when one is added", () => {
    expect(diffWords("Fixed the laws", "Fixed the laws.")).toEqual([
      { kind: "same", text: "Fixed the laws" },
      { kind: "added", text: "." },
    ]);
  });

  it("folds a short kept word between two changes into one removed and one added block", () => {
    const parts = diffWords("Richard hails from Tulsa and loves Go", "Programmer from Berlin and loves Go");
    expect(parts).toEqual([
      { kind: "removed", text: "Richard hails from Tulsa" },
      { kind: "added", text: "Programmer from Berlin" },
      { kind: "same", text: " and loves Go" },
    ]);
  });

  it("keeps changes on two bullet lines apart", () => {
    const parts = diffWords("- Build it\n- Won prize", "- Built it\n- Earned prize");
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text)).toEqual([
      "Build",
      "Won",
    ]);
    expect(sideText(parts, "after")).toBe("- Built it\n- Earned prize");
  });
});

describe("diffList", () => {
  it("shows a skill moved to the front as added there and removed where it was", () => {
    expect(diffList(["SQL", "React", "TypeScript"], ["TypeScript", "SQL", "React"])).toEqual([
      { kind: "added", text: "TypeScript" },
      { kind: "same", text: "SQL" },
      { kind: "same", text: "React" },
      { kind: "removed", text: "TypeScript" },
    ]);
  });
});
