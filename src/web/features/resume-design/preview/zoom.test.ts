import { describe, expect, it } from "vitest";
import { MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut, zoomPercent } from "./zoom";

describe("preview zoom steps", () => {
  it("steps up and down from a chosen step", () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1)).toBe(0.9);
  });

  it("steps from a fitted zoom between two steps to the neighbouring steps", () => {
    expect(zoomIn(0.71)).toBe(0.75);
    expect(zoomOut(0.71)).toBe(0.67);
    // Almost on a step: the next one, so the click visibly changes something.
    expect(zoomIn(0.745)).toBe(0.8);
  });

  it("stays within 50–200 %", () => {
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomIn(3)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(zoomOut(0.2)).toBe(MIN_ZOOM);
  });

  it("shows whole percentages", () => {
    expect(zoomPercent(0.67)).toBe("67%");
    expect(zoomPercent(1.25)).toBe("125%");
  });
});
