// The preview's zoom: "fit width" follows the panel's width; otherwise a step of this list,
// where 1 is the page at its printed size. Steps like a browser's, from 50 % to 200 %.

const ZOOM_STEPS = [0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2] as const;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;

export type ZoomChoice = { kind: "fit" } | { kind: "zoom"; zoom: number };

/** A little slack so a fit of 0.749 steps to 0.8, not to 0.75 (which would look like no change). */
const SLACK = 0.01;

/** The next step above `current` (the zoom shown now, fitted or chosen). */
export function zoomIn(current: number): number {
  return ZOOM_STEPS.find((step) => step > current + SLACK) ?? MAX_ZOOM;
}

/** The next step below `current`. */
export function zoomOut(current: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < current - SLACK) ?? MIN_ZOOM;
}

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;
