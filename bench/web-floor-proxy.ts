import { createServer, request as forward, type Server } from "node:http";

// The floor the public pages are compared with: the same server through a small proxy that
// hands out each page's HTML with every script taken out (script elements and module
// preloads), and everything else byte for byte (compressed as the server sent it). The real
// pages go through the same proxy with nothing taken out, so both sides pay the same hop.

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const modulePreload = /<link\b[^>]*rel="modulepreload"[^>]*>/g;

export function withoutScripts(html: string): string {
  return html.replace(scriptElement, "").replace(modulePreload, "");
}

/** Listens on `port` and forwards to `upstream`; `strip` takes the scripts out of HTML. */
export function startFloorProxy(port: number, upstream: URL, strip: boolean): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host };
    // HTML is rewritten as text: ask for it uncompressed (the server does not compress HTML).
    if (strip && incoming.headers.accept?.includes("text/html")) headers["accept-encoding"] = "identity";
    const proxied = forward(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const isHtml = (answer.headers["content-type"] ?? "").includes("text/html");
        if (!strip || !isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString("utf8")));
          const { "transfer-encoding": _chunked, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": String(body.length) });
          outgoing.end(body);
        });
      },
    );
    proxied.on("error", (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(proxied);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
