import { describe, expect, it } from "vitest";
import { realworldPostings, scorePosting, setFigures } from "./posting-labels.ts";

// Issue 32 on ../shared/realworld/postings (hand labels; posting-labels.ts says how a term is
// matched): precision, recall and junk over the development postings and the held-back quarter.
// The floors hold what is reached (issue targets: development >= 0.85 / >= 0.85 / <= 3%,
// held-back >= 0.82 / >= 0.80 / <= 5%; not reached, see the closing note), so a change that
// loses ground fails. POSTING_FIGURES=1 prints the figures.

const postings = realworldPostings("the real-world posting analysis test");

describe.skipIf(!postings)("posting analysis on real postings", () => {
  const all = postings ?? [];
  const figures = (heldBack: boolean) =>
    setFigures(
      all.filter((posting) => posting.heldBack === heldBack).map((posting) => scorePosting(posting)),
    );

  it("development postings: what is found is mostly asked, and more is found than the dictionary alone gave", () => {
    const dev = figures(false);
    if (process.env.POSTING_FIGURES) console.log("development", dev);
    expect(dev.precision).toBeGreaterThanOrEqual(0.85);
    expect(dev.recall).toBeGreaterThanOrEqual(0.42);
    expect(dev.junk).toBeLessThanOrEqual(0.02);
  });

  it("held-back quarter: the same holds on postings nobody tuned on", () => {
    const heldBack = figures(true);
    if (process.env.POSTING_FIGURES) console.log("held-back", heldBack);
    expect(heldBack.precision).toBeGreaterThanOrEqual(0.84);
    expect(heldBack.recall).toBeGreaterThanOrEqual(0.37);
    expect(heldBack.junk).toBeLessThanOrEqual(0.05);
  });
});
