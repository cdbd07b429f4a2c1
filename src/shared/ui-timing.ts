// The spec's UI times (§5, §9) in one place, so every component waits the same.

/** Typing settles before work that follows input (analytics, live checks). */
export const INPUT_DEBOUNCE_MS = 300;
/** The fade when the route changes. */
export const PAGE_TRANSITION_MS = 100;
/** Tooltips open after this delay by default (configurable per tooltip, spec §5). */
export const TOOLTIP_OPEN_DELAY_MS = 300;
/** Analytics consent is granted after a random delay in this range (spec §4/§9). */
export const CONSENT_DELAY_MIN_MS = 3000;
export const CONSENT_DELAY_MAX_MS = 5000;
/** A failed code-chunk load reloads the page at most once in this window. */
export const PAGE_RELOAD_GUARD_MS = 10_000;
/** How often the browser checks for a newer deployed build. */
export const VERSION_POLL_MS = 5 * 60_000;

/** Spec §9 image screens (px) and densities; images are WebP. */
export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
