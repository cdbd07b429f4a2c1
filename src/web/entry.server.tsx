import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { rootStyles } from "./inline-styles.server";
import { StaticPageContext } from "./lib/static-page-context";
import { staticPageScript } from "./static-page-script.server";

export const streamTimeout = 5_000;

// Same as React Router's default Node entry, plus the CSP nonce the server put on the request
// and what a page sent without React carries inline (root.tsx, docs/decisions/025).
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = request.headers.get("x-csp-nonce") ?? undefined;
  const staticParts = {
    styles: rootStyles(routerContext.manifest.routes.root?.css ?? []),
    islands: staticPageScript(routerContext.manifest.version),
  };
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <StaticPageContext.Provider value={staticParts}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StaticPageContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
