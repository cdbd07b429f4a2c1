import { createContext } from "react";

/**
 * What a page sent without React carries inline (docs/decisions/025), handed by
 * entry.server.tsx to the server render: the app's stylesheet (a round trip fewer before the
 * first paint) and the islands' script. Built on the server only, so none of it reaches the
 * browser bundle; null in the browser, and styles null when the built file could not be read
 * (the page then links it).
 */
export interface StaticPageParts {
  styles: string | null;
  islands: string;
}

export const StaticPageContext = createContext<StaticPageParts | null>(null);
