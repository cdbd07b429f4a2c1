import { describe, expect, it } from "vitest";
import { run, texts } from "./synthetic-page.ts";

// Lines wrapped inside a column narrower than the page, and rows that end complete. Made-up
// pages: a tucv-like list in a cell beside a dates column (the page's widest line reaches
// x = 512), and a sidebar whose headings are set in the items' own type.

describe("a list in a cell narrower than the page", () => {
  const page = [
    run("Summary paragraph set across the whole width of the page, as wide as it goes.", 40, 740, 10, 472),
    run("• Replaced a hand-tuned linear scorer with a learning-to-rank model", 63, 700, 10, 337),
    run("trained on search impressions each month for the whole catalogue", 76, 688, 10, 325),
    run("• Led the move from a batch-scored home-feed recommender to a two-tower", 63, 676, 10, 338),
    run("PyTorch retrieval model served from a vector index on Kubernetes with a", 76, 664, 10, 324),
    run("+9.3% click-through rate, and catalogue coverage up to 58% of listings.", 76, 652, 10, 250),
    run("• Own the quarterly ranking roadmap and present it to the VP of", 63, 640, 10, 294),
    run("Marketplace; 9 of 11 roadmap bets shipped in 2024-2025.", 76, 628, 10, 240),
    run("• Hired four data scientists and promoted two of them to senior roles", 63, 616, 10, 336),
    run("within the year through a weekly model review that checks every launch.", 76, 604, 10, 200),
  ];

  it("keeps a wrapped line that begins with a capital or a sign in its item", () => {
    const items = texts(page).filter((line) => line.bullet);
    expect(items.map((line) => line.text.split(" ").slice(0, 3).join(" "))).toEqual([
      "Replaced a hand-tuned",
      "Led the move",
      "Own the quarterly",
      "Hired four data",
    ]);
    expect(items[1]?.text).toContain("two-tower PyTorch retrieval");
    expect(items[1]?.text).toContain("with a +9.3% click-through");
    expect(items[2]?.text).toContain("VP of Marketplace;");
  });
});

describe("a sidebar's rows that end complete", () => {
  it("starts a heading afresh under a web address or a row of dates", () => {
    const lines = texts([
      run("Contact", 23, 740, 10, 34),
      run("https://linkedin.example.com/in/ana-", 23, 728, 10, 139),
      run("ruiz-ops", 23, 716, 10, 36),
      run("Education", 23, 704, 10, 40),
      run("Pacific Crest University (online)", 23, 692, 10, 139),
      run("January 2017 – May 2022", 23, 680, 10, 106),
      run("Skills", 23, 668, 10, 25),
      run("inventory control", 23, 656, 10, 70),
    ]);
    expect(lines.map((line) => line.text)).toContain("Education");
    expect(lines.map((line) => line.text)).toContain("Skills");
  });
});
