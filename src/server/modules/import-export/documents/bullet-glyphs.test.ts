import { describe, expect, it } from "vitest";
import { isBulletMark, stripBullet } from "./bullet-glyphs.ts";

describe("bullet marks", () => {
  it("takes diamonds as list marks, as templates draw them", () => {
    for (const mark of ["◆", "◇", "♦", "❖"]) {
      const parts = [`${mark} Built the inference service`];
      expect(stripBullet(parts), mark).toBe(true);
      expect(parts[0]).toBe("Built the inference service");
      expect(isBulletMark(mark)).toBe(true);
    }
  });

  it("keeps a dash before a date, the end of a wrapped range", () => {
    const parts = ["– Present"];
    expect(stripBullet(parts)).toBe(false);
    expect(parts[0]).toBe("– Present");
  });

  it("keeps a word that merely starts with a letter", () => {
    expect(stripBullet(["Diamond cutter"])).toBe(false);
  });
});
