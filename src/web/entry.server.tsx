import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

// Same as React Router's default Node entry, plus the CSP nonce the server put on the request.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = request.headers.get("x-csp-nonce") ?? undefined;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
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
