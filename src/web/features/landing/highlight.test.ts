import { describe, expect, it } from "vitest";
import { initialsOf, splitHighlights } from "./highlight.ts";

describe("splitHighlights", () => {
  it("marks each phrase wherever it occurs, ignoring case, and keeps the text whole", () => {
    const parts = splitHighlights("Stronger verbs, and more stronger VERBS.", ["stronger verbs"]);
    expect(parts).toEqual([
      { text: "Stronger verbs", highlighted: true },
      { text: ", and more ", highlighted: false },
      { text: "stronger VERBS", highlighted: true },
      { text: ".", highlighted: false },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe("Stronger verbs, and more stronger VERBS.");
  });

  it("prefers the longer phrase where two overlap", () => {
    expect(splitHighlights("AI tailoring works", ["AI", "AI tailoring"])).toEqual([
      { text: "AI tailoring", highlighted: true },
      { text: " works", highlighted: false },
    ]);
  });

  it("treats phrases as text, not as patterns or markup", () => {
    expect(splitHighlights("Costs (a+b) <b>now</b>", ["(a+b)", "<b>"])).toEqual([
      { text: "Costs ", highlighted: false },
      { text: "(a+b)", highlighted: true },
      { text: " ", highlighted: false },
      { text: "<b>", highlighted: true },
      { text: "now</b>", highlighted: false },
    ]);
  });

  it("answers the plain text when there is nothing to highlight", () => {
    expect(splitHighlights("Plain", [])).toEqual([{ text: "Plain", highlighted: false }]);
    expect(splitHighlights("Plain", ["  "])).toEqual([{ text: "Plain", highlighted: false }]);
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Amara Okafor")).toBe("AO");
    expect(initialsOf("tomás de la Novák")).toBe("TN");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  ")).toBe("?");
  });
});
