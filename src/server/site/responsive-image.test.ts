import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, isImageWidth, responsiveImage } from "./responsive-image.ts";

describe("responsive images (spec §9 screens xs 320 ... 2xl 1536, densities 1 and 2)", () => {
  it("makes each screen width at 1x and 2x", () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    expect(isImageWidth(768)).toBe(true);
    expect(isImageWidth(700)).toBe(false);
  });

  it("offers the widths up to twice the shown size", () => {
    const image = responsiveImage("/templates/modern.webp", 320);
    expect(image.srcSet).toBe("/img/320/templates/modern.webp 320w, /img/640/templates/modern.webp 640w");
    expect(image.src).toBe("/img/320/templates/modern.webp");
    expect(image.sizes).toBe("(max-width: 320px) 100vw, 320px");
  });
});
