import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { drawnBullets, smallFilledShapes } from "./pdf-drawn-marks.ts";
import { run } from "./synthetic-page.ts";

// List discs a browser draws as paths, as pdf.js lists them: a path's local bounds under the
// page's transforms. Every shape and line here is made up for the rule it checks.

/** A filled path with local bounds [x0, y0, x1, y1]. */
const path = (bounds: number[], paint: number = OPS.fill) => ({
  fn: OPS.constructPath,
  args: [paint, [], bounds],
});

function operators(steps: { fn: number; args: unknown }[]) {
  return { fnArray: steps.map((step) => step.fn), argsArray: steps.map((step) => step.args) };
}

describe("shapes drawn on the page", () => {
  it("finds small filled discs under a flipped, scaled page transform, and no bar or stroke", () => {
    const shapes = smallFilledShapes(
      operators([
        // Chromium: the page flipped (y down) at a quarter scale, then each element's own transform.
        { fn: OPS.transform, args: [0.25, 0, 0, -0.25, 0, 792] },
        { fn: OPS.save, args: null },
        { fn: OPS.transform, args: [4, 0, 0, 4, 0, 0] },
        path([50, 100, 54, 104]),
        path([50, 100, 150, 104]),
        path([50, 120, 54, 124], OPS.stroke),
        { fn: OPS.restore, args: null },
        path([50, 100, 54, 104]),
      ]),
    );
    expect(shapes).toHaveLength(2);
    expect(shapes[0]).toMatchObject({ x: 50, width: 4, height: 4 });
    expect(shapes[0]?.y).toBeCloseTo(688);
    // After the restore, the flipped quarter scale only: a disc of one point.
    expect(shapes[1]?.width).toBeCloseTo(1);
  });

  it("reads a disc just left of a line of words as its item's bullet, and nothing else", () => {
    const disc = { x: 50, y: 702, width: 4, height: 4 };
    const lines = [run("Kept the trails open all year.", 60, 700), run("Trail Officer", 300, 700)];
    expect(drawnBullets([disc], lines)).toEqual([
      { text: "•", x: 50, y: 700, width: 4, size: 10, bold: false },
    ]);
    // A dot between two words of one line (a separator), or far from any line, marks no item.
    expect(
      drawnBullets(
        [{ ...disc, x: 120 }],
        [run("Lakeview", 60, 700), run("Port Elm and Westshire", 130, 700)],
      ),
    ).toEqual([]);
    expect(drawnBullets([{ ...disc, y: 650 }], lines)).toEqual([]);
    // A shape as large as the type is an icon or a photo's frame, not a list's disc.
    expect(drawnBullets([{ ...disc, width: 9, height: 9 }], lines)).toEqual([]);
  });

  it("reads a disc before a justified line that comes as one run a word", () => {
    const disc = { x: 50, y: 702, width: 4, height: 4 };
    const words = ["Design", "software", "architecture", "and", "leading"];
    const stretched = words.map((word, at) => run(word, 60 + at * 60, 700, 10, word.length * 5));
    expect(drawnBullets([disc], stretched)).toHaveLength(1);
    // One word after the disc is a label, not an item.
    expect(drawnBullets([disc], [run("Design", 60, 700)])).toEqual([]);
  });
});
