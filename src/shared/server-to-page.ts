// Values the server hands to the web pages, named once for both sides.

/** The request header carrying the server's APP_URL to server-rendered pages (never the Host). */
export const APP_URL_HEADER = "x-app-url";

/** `/auth/finish?error=` when a guest's browser followed a mailed link it did not ask for. */
export const LINK_REQUESTED_ELSEWHERE = "link_requested_elsewhere";

/**
 * `/auth/finish?confirm=<email>`: a sign-in link was opened in a browser that did not ask for it;
 * the page asks "Continue as <email>?" and, on a click, POSTs CONFIRM_LINK_PATH, whose answer
 * `{ url }` is the link to follow now.
 */
export const CONFIRM_LINK_PARAM = "confirm";
export const CONFIRM_LINK_PATH = "/api/auth/magic-link/confirm";

/** The request header carrying `PageFacts` (as JSON) to server-rendered pages. */
export const PAGE_FACTS_HEADER = "x-page-facts";

/** What this server's setup means for its pages (docs/decisions/025-public-pages-without-hydration.md). */
export interface PageFacts {
  /**
   * Public pages still load React here: analytics (posthog-js is loaded by the app bundle) or
   * partner mode (the role picker and its checkout) is set up.
   */
  hydratePublicPages: boolean;
  /** BILLING: off unlocks everything, and the plan cards say so. */
  billing: boolean;
}
