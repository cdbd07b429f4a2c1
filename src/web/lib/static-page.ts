import { type UIMatch, useMatches, useRouteLoaderData } from "react-router";
import { PAGE_FACTS_HEADER, type PageFacts } from "../../shared/server-to-page";

// Public pages that need no React at run time are sent without React's scripts
// (docs/decisions/025-public-pages-without-hydration.md): their route says so with
// `handle = staticPage`, and their few interactive parts are small scripts inlined with the
// CSP nonce (the *-island.ts files). A page still loads React when the visitor has a session
// (the header, the plan buttons and "Build my resume" depend on who it is) or when the
// server's setup needs it (PageFacts.hydratePublicPages).

/** A route's handle, as root.tsx reads it. */
export interface PageHandle {
  hydrate?: false;
}

/** The handle of a route that needs no React in the browser. */
export const staticPage: PageHandle = { hydrate: false };

/** What root.tsx's loader hands every page. */
export interface RootData {
  nonce?: string;
  facts: PageFacts | null;
  hasSession: boolean;
}

// Better Auth's session cookie, with its __Secure- prefix on https.
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function readRootData(request: Request): RootData {
  let facts: PageFacts | null = null;
  try {
    facts = JSON.parse(request.headers.get(PAGE_FACTS_HEADER) ?? "null") as PageFacts | null;
  } catch {
    // Set by our own server (web-routes.ts), which overwrites any sent by the client.
  }
  return {
    nonce: request.headers.get("x-csp-nonce") ?? undefined,
    facts,
    hasSession: sessionCookie.test(request.headers.get("cookie") ?? ""),
  };
}

/** Whether this page loads React: false only for a static route, a visitor without a session, on a plain setup. */
export function pageLoadsReact(matches: UIMatch[], root: RootData | undefined): boolean {
  const staticRoute = matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
  if (!staticRoute || !root?.facts) return true;
  return root.hasSession || root.facts.hydratePublicPages;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function usePageLoadsReact(): boolean {
  return pageLoadsReact(useMatches(), useRootData());
}
