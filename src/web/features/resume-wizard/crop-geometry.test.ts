import { describe, expect, it } from "vitest";
import {
  clampSquare,
  defaultSquare,
  isTooSmallToCrop,
  keyStep,
  minPercent,
  moveSquare,
  percentToSize,
  resizeSquare,
  sizeToPercent,
  squareAfterKey,
} from "./crop-geometry";

const wide = { width: 400, height: 200 };
const tall = { width: 300, height: 901 };

describe("crop geometry", () => {
  it("starts with the largest centred square, in whole pixels", () => {
    expect(defaultSquare(wide)).toEqual({ x: 100, y: 0, size: 200 });
    expect(defaultSquare(tall)).toEqual({ x: 0, y: 300, size: 300 });
    expect(defaultSquare({ width: 50, height: 50 })).toEqual({ x: 0, y: 0, size: 50 });
  });

  it("keeps a square inside the photo, between 32 pixels and the shorter side", () => {
    expect(clampSquare({ x: -10, y: -5, size: 100 }, wide)).toEqual({ x: 0, y: 0, size: 100 });
    expect(clampSquare({ x: 390, y: 150, size: 100 }, wide)).toEqual({ x: 300, y: 100, size: 100 });
    expect(clampSquare({ x: 0, y: 0, size: 999 }, wide)).toEqual({ x: 0, y: 0, size: 200 });
    expect(clampSquare({ x: 10, y: 10, size: 3 }, wide)).toEqual({ x: 10, y: 10, size: 32 });
    expect(clampSquare({ x: 10.4, y: 10.6, size: 50.5 }, wide)).toEqual({ x: 10, y: 11, size: 51 });
  });

  it("moves a square and stops it at the edges", () => {
    const square = { x: 100, y: 0, size: 200 };
    expect(moveSquare(square, 60, 0, wide)).toEqual({ x: 160, y: 0, size: 200 });
    expect(moveSquare(square, 500, 500, wide)).toEqual({ x: 200, y: 0, size: 200 });
    expect(moveSquare(square, -500, -1, wide)).toEqual({ x: 0, y: 0, size: 200 });
  });

  it("resizes around the same centre, within the photo", () => {
    expect(resizeSquare({ x: 100, y: 0, size: 200 }, 100, wide)).toEqual({ x: 150, y: 50, size: 100 });
    // Growing near an edge pushes the square back inside.
    expect(resizeSquare({ x: 300, y: 100, size: 100 }, 200, wide)).toEqual({ x: 200, y: 0, size: 200 });
    expect(resizeSquare({ x: 150, y: 50, size: 100 }, 1, wide).size).toBe(32);
    expect(resizeSquare({ x: 150, y: 50, size: 100 }, 1000, wide).size).toBe(200);
  });

  it("turns keys into moves and resizes, and ignores other keys", () => {
    const square = { x: 100, y: 0, size: 100 };
    expect(keyStep(wide, false)).toBe(4);
    expect(keyStep(wide, true)).toBe(20);
    expect(keyStep({ width: 32, height: 32 }, false)).toBe(1);
    expect(squareAfterKey(square, "ArrowRight", false, wide)).toEqual({ x: 104, y: 0, size: 100 });
    expect(squareAfterKey(square, "ArrowLeft", true, wide)).toEqual({ x: 80, y: 0, size: 100 });
    expect(squareAfterKey(square, "ArrowDown", false, wide)).toEqual({ x: 100, y: 4, size: 100 });
    expect(squareAfterKey(square, "ArrowUp", false, wide)).toEqual({ x: 100, y: 0, size: 100 });
    expect(squareAfterKey(square, "+", false, wide)).toEqual({ x: 96, y: 0, size: 108 });
    expect(squareAfterKey(square, "-", false, wide)).toEqual({ x: 104, y: 4, size: 92 });
    expect(squareAfterKey(square, "+", true, wide)).toEqual({ x: 96, y: 0, size: 108 });
    expect(squareAfterKey(square, "=", false, wide)).toEqual({ x: 96, y: 0, size: 108 });
    expect(squareAfterKey(square, "Tab", false, wide)).toBeNull();
    expect(squareAfterKey(square, "Enter", false, wide)).toBeNull();
  });

  it("maps the slider's percentage to a size and back", () => {
    expect(sizeToPercent(200, wide)).toBe(100);
    expect(sizeToPercent(100, wide)).toBe(50);
    expect(percentToSize(50, wide)).toBe(100);
    expect(minPercent(wide)).toBe(16);
    expect(percentToSize(minPercent(wide), wide)).toBeGreaterThanOrEqual(32);
    expect(minPercent({ width: 20, height: 40 })).toBe(100);
  });

  it("knows when a photo is too small to choose a square from", () => {
    expect(isTooSmallToCrop({ width: 31, height: 500 })).toBe(true);
    expect(isTooSmallToCrop({ width: 32, height: 32 })).toBe(false);
  });
});
