import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { APP_URL_HEADER, PAGE_FACTS_HEADER, type PageFacts } from "../../shared/server-to-page.ts";
import type { AppBindings } from "../lib/bindings.ts";

export type WebHandler = { build: ServerBuild; clientDir: string };

// The request header through which the server hands the CSP nonce to the React Router
// entry; any client-sent value is overwritten.
export const NONCE_HEADER = "x-csp-nonce";
// Likewise APP_URL_HEADER (src/shared/server-to-page.ts): the public address pages print in links,
// and PAGE_FACTS_HEADER: what the server's setup means for the pages (whether public pages load React).

/** What the server tells the pages besides the nonce. */
export interface PageSetup {
  appUrl: string;
  facts: PageFacts;
}

/** The request React Router renders: the client's, plus what the server tells the pages. */
export function pageRequest(
  raw: Request,
  { nonce, appUrl, facts }: { nonce: string; appUrl: string; facts: PageFacts },
): Request {
  const headers = new Headers(raw.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set(APP_URL_HEADER, appUrl);
  headers.set(PAGE_FACTS_HEADER, JSON.stringify(facts));
  return new Request(raw, { headers });
}

export function webRoutes({ build, clientDir }: WebHandler, { appUrl, facts }: PageSetup) {
  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === "development" ? "development" : "production",
  );
  return (
    new Hono<AppBindings>()
      .use(
        "/assets/*",
        serveStatic({
          root: clientDir,
          // .br / .gz made at build time (precompress-assets.ts), chosen by Accept-Encoding.
          precompressed: true,
          onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
        }),
      )
      .use("*", serveStatic({ root: clientDir }))
      // Pages are compressed as they stream (assets were compressed at build time).
      .all("*", compress({ contentTypeFilter: /^text\/html/ }), async (c) => {
        const request = pageRequest(c.req.raw, { nonce: c.get("cspNonce"), appUrl, facts });
        return handle(request, new RouterContextProvider());
      })
  );
}
