import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { readEvents, streamGeneration } from "./generation-stream.ts";

const encoder = new TextEncoder();

/** A Response whose body arrives in the given chunks, as a slow network would deliver it. */
function chunkedResponse(chunks: string[]): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(stream, { headers: { "content-type": "application/x-ndjson" } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("the call succeeded");
}

describe("readEvents", () => {
  it("reports progress in order and resolves with the done result, even with lines split across chunks", async () => {
    const progress: [string, number][] = [];
    const result = await readEvents<{ id: number }>(
      chunkedResponse([
        '{"type":"progress","message":"Reading your resume","perc',
        'ent":10}\n{"type":"progress","message":"Writing","percent":60}\n',
        '{"type":"done","result":{"id":42}}',
      ]),
      (message, percent) => progress.push([message, percent]),
    );
    expect(result).toEqual({ id: 42 });
    expect(progress).toEqual([
      ["Reading your resume", 10],
      ["Writing", 60],
    ]);
  });

  it("throws an ApiError carrying the code and message of an error event", async () => {
    const error = await caught(
      readEvents(
        chunkedResponse([
          '{"type":"progress","message":"Writing","percent":30}\n',
          '{"type":"error","error":{"code":"ai_timeout","message":"The writer took too long."}}\n',
        ]),
        () => undefined,
      ),
    );
    expect(error.code).toBe("ai_timeout");
    expect(error.message).toBe("The writer took too long.");
  });

  it("throws when the stream ends without a done event", async () => {
    const error = await caught(
      readEvents(
        chunkedResponse(['{"type":"progress","message":"Writing","percent":30}\n']),
        () => undefined,
      ),
    );
    expect(error.code).toBe("ai_failed");
  });
});

describe("streamGeneration against a real HTTP server", () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function serve(handler: (body: string, accept: string, res: ServerResponse) => void) {
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => handler(body, String(req.headers.accept), res));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("asks for NDJSON, sends the body and streams progress before the result", async () => {
    let seen = { body: "", accept: "" };
    const base = await serve((body, accept, res) => {
      seen = { body, accept };
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      res.write('{"type":"progress","message":"Tailoring","percent":50}\n');
      setTimeout(() => res.end('{"type":"done","result":{"id":7}}\n'), 20);
    });
    const progress: number[] = [];
    const result = await streamGeneration<{ id: number }>(
      `${base}/api/cv/generate`,
      { id: 3 },
      (_m, percent) => progress.push(percent),
    );
    expect(result).toEqual({ id: 7 });
    expect(progress).toEqual([50]);
    expect(seen.accept).toBe("application/x-ndjson");
    expect(JSON.parse(seen.body)).toEqual({ id: 3 });
  });

  it("turns a 402 into an ApiError that keeps the reason", async () => {
    const base = await serve((_body, _accept, res) => {
      res.writeHead(402, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          error: {
            code: "payment_required",
            message: "No generations left.",
            details: { reason: "cvGenerations" },
          },
        }),
      );
    });
    const error = await caught(streamGeneration(`${base}/api/cv/generate`, { id: 3 }, () => undefined));
    expect(error.status).toBe(402);
    expect(error.code).toBe("payment_required");
    expect(error.details).toEqual({ reason: "cvGenerations" });
  });
});
