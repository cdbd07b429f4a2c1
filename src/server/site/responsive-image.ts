import { IMAGE_DENSITIES, IMAGE_SCREENS } from "../../shared/ui-timing.ts";

/** Every width the image route makes: each screen at each density (spec §9). */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(
    Object.values(IMAGE_SCREENS).flatMap((screen) => IMAGE_DENSITIES.map((density) => screen * density)),
  ),
].sort((a, b) => a - b);

export function isImageWidth(value: number): boolean {
  return IMAGE_WIDTHS.includes(value);
}

/**
 * `src`, `srcSet` and `sizes` for a picture in `public/` (e.g. "/templates/modern.webp"),
 * served as WebP at the spec's screen widths by GET /img/{width}{path}. `maxWidth` is the
 * largest CSS width the picture is shown at; the browser picks the width for its screen and
 * density.
 */
export function responsiveImage(path: string, maxWidth: number = IMAGE_SCREENS["2xl"]) {
  const widths = IMAGE_WIDTHS.filter((width) => width <= maxWidth * 2);
  const srcSet = widths.map((width) => `/img/${width}${path} ${width}w`).join(", ");
  const sizes = `(max-width: ${maxWidth}px) 100vw, ${maxWidth}px`;
  const fallback = widths.find((width) => width >= maxWidth) ?? widths[widths.length - 1];
  return { src: `/img/${fallback}${path}`, srcSet, sizes };
}
