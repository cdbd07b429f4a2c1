import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppBindings } from "../lib/bindings.ts";

export type WebHandler = { build: ServerBuild; clientDir: string };

// The request header through which the server hands the CSP nonce to the React Router
// entry; any client-sent value is overwritten.
export const NONCE_HEADER = "x-csp-nonce";

export function webRoutes({ build, clientDir }: WebHandler) {
  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === "development" ? "development" : "production",
  );
  return new Hono<AppBindings>()
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
    .all("*", async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(NONCE_HEADER, c.get("cspNonce"));
      const request = new Request(c.req.raw, { headers });
      return handle(request, new RouterContextProvider());
    });
}
