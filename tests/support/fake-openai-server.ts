import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A hosted LLM cannot be reached from the test machines: this is a real loopback HTTP server
// speaking the OpenAI chat-completions API (JSON and SSE streaming), so the LLM writer runs its
// real HTTP client, retries, time bounds and stream parsing against it. Each test scripts the
// replies in order; the last scripted reply repeats once the script runs out.

export type FakeReply =
  | { kind: "content"; content: string; chunks: number; chunkDelayMs: number }
  | { kind: "status"; status: number; body: string; headers: Record<string, string> }
  | { kind: "hang" };

/** A successful answer; streamed in `chunks` pieces when the client asks for `stream: true`. */
export function content(text: string, options: { chunks?: number; chunkDelayMs?: number } = {}): FakeReply {
  return {
    kind: "content",
    content: text,
    chunks: options.chunks ?? 8,
    chunkDelayMs: options.chunkDelayMs ?? 2,
  };
}

/** An HTTP error with an OpenAI-style error body (`retry-after: 0` keeps retries fast in tests). */
export function status(
  code: number,
  options: { message?: string; headers?: Record<string, string> } = {},
): FakeReply {
  const body = JSON.stringify({
    error: { message: options.message ?? `fake error ${code}`, type: "server_error" },
  });
  return { kind: "status", status: code, body, headers: { "retry-after": "0", ...options.headers } };
}

/** Accepts the request and never answers (the client's time bound must end it). */
export function hang(): FakeReply {
  return { kind: "hang" };
}

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    response_format?: unknown;
    [key: string]: unknown;
  };
}

export interface FakeOpenAiServer {
  /** The base URL to give the client, ending in /v1 like OpenAI's. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the script: these replies in order, the last one repeating. */
  script(...replies: FakeReply[]): void;
  /** Every message text of request `index` joined, to assert what the prompt carried. */
  promptOf(index: number): string;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let replies: FakeReply[] = [content("{}")];
  let served = 0;
  const requests: RecordedRequest[] = [];

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let body: RecordedRequest["body"] = {};
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as empty; the assertions will show it
    }
    requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
    if (request.method !== "POST" || !request.url?.endsWith("/v1/chat/completions")) {
      response
        .writeHead(404, { "content-type": "application/json" })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const reply = replies[Math.min(served, replies.length - 1)] as FakeReply;
    served += 1;
    await answer(reply, body, response);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...next) {
      if (next.length === 0) throw new Error("script needs at least one reply");
      replies = next;
      served = 0;
    },
    promptOf(index) {
      const messages = requests[index]?.body.messages ?? [];
      return messages
        .map((message) => (typeof message.content === "string" ? message.content : ""))
        .join("\n");
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

async function answer(
  reply: FakeReply,
  body: RecordedRequest["body"],
  response: ServerResponse,
): Promise<void> {
  if (reply.kind === "hang") return;
  if (reply.kind === "status") {
    response
      .writeHead(reply.status, { "content-type": "application/json", ...reply.headers })
      .end(reply.body);
    return;
  }
  const model = body.model ?? "fake-model";
  const created = Math.floor(Date.now() / 1000);
  if (!body.stream) {
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created,
        model,
        choices: [
          { index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  const size = Math.max(1, Math.ceil(reply.content.length / reply.chunks));
  response.write(chunk({ role: "assistant", content: "" }, null));
  for (let start = 0; start < reply.content.length; start += size) {
    if (response.destroyed) return;
    response.write(chunk({ content: reply.content.slice(start, start + size) }, null));
    if (reply.chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
  }
  response.write(chunk({}, "stop"));
  response.end("data: [DONE]\n\n");
}
