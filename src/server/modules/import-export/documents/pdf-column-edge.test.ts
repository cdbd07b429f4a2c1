import { describe, expect, it } from "vitest";
import { narrowColumnRight } from "./pdf-column-edge.ts";
import type { Line } from "./pdf-glyph-rows.ts";

// The right edge of a list set in a cell narrower than the page (a tucv \resjob beside its dates
// column). Made-up geometry: a 10 pt list whose lines wrap near x = 400 on a page whose widest
// line reaches x = 512.

const row = (text: string, left: number, right: number, y: number): Line => ({
  glyphs: [],
  top: y,
  y,
  left,
  right,
  size: 10,
  bold: false,
  parts: [text],
  lastPartLeft: left,
});

const sentence = "Led the move from a batch-scored home-feed recommender to a";
const list = [
  row(sentence, 63, 400.0, 700),
  row(sentence, 76, 401.1, 688),
  row(sentence, 76, 398.0, 676),
  row(sentence, 76, 399.2, 664),
  row("Own the quarterly roadmap and present it to the VP of", 63, 357, 652),
  row("Marketplace; 9 of 11 roadmap bets shipped.", 76, 300, 640),
];

describe("the right edge of a narrow column", () => {
  it("is where the list's wrapped lines end, for a line a word short of it", () => {
    expect(narrowColumnRight(list[4] as Line, list, 512)).toBeCloseTo(401.1);
  });

  it("is not found among short list items that end anywhere", () => {
    const items = ["Workday", "Microsoft Excel", "Google Workspace", "Oracle Xstore POS", "Payroll"].map(
      (text, index) => row(text, 40, 120 + (index % 2), 700 - index * 12),
    );
    expect(narrowColumnRight(items[0] as Line, items, 512)).toBeUndefined();
  });

  it("is not taken for a short line such as a heading", () => {
    const heading = row("EDUCATION", 63, 130, 720);
    expect(narrowColumnRight(heading, [heading, ...list], 512)).toBeUndefined();
  });

  it("is not found where the lines run to the page's own edge", () => {
    const full = list.map((line) => ({ ...line, right: line.right + 110 }));
    expect(narrowColumnRight(full[4] as Line, full, 512)).toBeUndefined();
  });
});
