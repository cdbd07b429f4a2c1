import { describe, expect, it } from "vitest";
import { byPostingAndOwnOrder, postingWordsScorer, strongestScorer } from "./relevance.ts";

// A job's bullets ordered for a posting: the person's lead line stays first, and a line moves up
// for the posting's top requirement, not for a stack of minor keywords.

describe("bullets ordered for a posting", () => {
  const strongest = strongestScorer(["month-end close", "NetSuite", "Excel", "Power BI", "SOX", "inventory"]);
  const bullets = [
    "Took a 3-entity pump business from concept to production",
    "Built budget packs in Excel and Power BI with SOX notes on inventory",
    "Mentored 2 junior accountants",
    "Owned the month-end close and cut it from 9 to 5 days",
  ];

  it("keeps the person's first bullet first, and moves a line up past one that shows no requirement", () => {
    const ordered = byPostingAndOwnOrder(bullets, strongest);
    // The budget line, put earlier and showing a requirement too, keeps its place; the close
    // (the top requirement) passes the mentoring line, which shows none.
    expect(ordered).toEqual([bullets[0], bullets[1], bullets[3], bullets[2]]);
  });

  it("weighs a line by the most stressed requirement it shows, not by how many it names", () => {
    expect(strongest(bullets[3] ?? "")).toBeGreaterThan(strongest(bullets[1] ?? ""));
    expect(strongest(bullets[2] ?? "")).toBe(0);
  });
});

describe("postingWordsScorer", () => {
  const posting =
    "Build flowsheets and documentation templates in Epic; support nurses and patients on the units.";
  const like = postingWordsScorer(posting);

  it("scores the work that shares the posting's rarer words above work that shares only everyday ones", () => {
    const build = like("Built 14 flowsheet rows and 3 documentation templates");
    const care = like("Cared for 6 patients per shift with 4 nurses");
    expect(build).toBeGreaterThan(care);
    expect(care).toBe(0);
  });

  it("is bounded, however many words a line shares", () => {
    expect(like("flowsheets documentation templates epic flowsheet templates")).toBeLessThanOrEqual(2);
  });
});
