import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, AUTH_REQUIRED, api, apiFetch, authRequiredEvents, MAX_RETRIES } from "./api-client.ts";

type Handler = (req: IncomingMessage, res: ServerResponse, count: number) => void;

const servers: Server[] = [];

/** A real loopback HTTP server; `requests` counts what actually reached it. */
async function startServer(handler: Handler) {
  const state = { requests: 0, methods: [] as string[], bodies: [] as string[] };
  const server = createServer((req, res) => {
    state.requests += 1;
    state.methods.push(req.method ?? "");
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      state.bodies.push(body);
      handler(req, res, state.requests);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { state, server, baseUrl: `http://127.0.0.1:${port}` };
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body === undefined ? "" : JSON.stringify(body));
}

const fast = { backoffMs: () => 1 };

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("the call succeeded");
}

describe("api client against a real HTTP server", () => {
  it("retries a GET through two 503s and returns the 200's JSON", async () => {
    const { state, baseUrl } = await startServer((_req, res, n) =>
      n <= 2
        ? send(res, 503, { error: { code: "unavailable", message: "busy" } })
        : send(res, 200, { ok: n }),
    );
    const backoffs: number[] = [];
    const answer = await api<{ ok: number }>("/api/thing", {
      baseUrl,
      backoffMs: (attempt) => {
        backoffs.push(attempt);
        return 1;
      },
    });
    expect(answer).toEqual({ ok: 3 });
    expect(state.requests).toBe(3);
    expect(backoffs).toEqual([0, 1]);
  });

  it("gives up on a GET that keeps answering 502 after 3 retries (4 requests)", async () => {
    const { state, baseUrl } = await startServer((_req, res) => send(res, 502));
    const error = await caught(api("/api/thing", { baseUrl, ...fast }));
    expect(error.status).toBe(502);
    expect(error.code).toBe("http_error");
    expect(MAX_RETRIES).toBe(3);
    expect(state.requests).toBe(4);
  });

  it("retries a GET on 504 too", async () => {
    const { state, baseUrl } = await startServer((_req, res, n) =>
      n === 1 ? send(res, 504) : send(res, 200, { fine: true }),
    );
    expect(await api("/x", { baseUrl, ...fast })).toEqual({ fine: true });
    expect(state.requests).toBe(2);
  });

  it("retries a GET on connection refused, then throws a network ApiError", async () => {
    const { server, baseUrl } = await startServer((_req, res) => send(res, 200, {}));
    await new Promise((resolve) => server.close(resolve)); // the port now refuses connections
    servers.splice(servers.indexOf(server), 1);
    const attempts: number[] = [];
    const error = await caught(
      api("/api/thing", {
        baseUrl,
        backoffMs: (attempt) => {
          attempts.push(attempt);
          return 1;
        },
      }),
    );
    expect(error.code).toBe("network");
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not reach the server/);
    expect(attempts).toEqual([0, 1, 2]);
  });

  it("recovers a GET whose first connection is dropped", async () => {
    const { state, baseUrl } = await startServer((req, res, n) => {
      if (n === 1) req.socket.destroy();
      else send(res, 200, { second: true });
    });
    expect(await api("/x", { baseUrl, ...fast })).toEqual({ second: true });
    expect(state.requests).toBe(2);
  });

  it("does not retry a POST that answers 503", async () => {
    const { state, baseUrl } = await startServer((_req, res) =>
      send(res, 503, { error: { code: "unavailable", message: "Try later." } }),
    );
    const error = await caught(api("/api/thing", { method: "POST", body: { a: 1 }, baseUrl, ...fast }));
    expect(error.status).toBe(503);
    expect(error.code).toBe("unavailable");
    expect(state.requests).toBe(1);
    expect(state.methods).toEqual(["POST"]);
    expect(JSON.parse(state.bodies[0]!)).toEqual({ a: 1 });
  });

  it("does not retry a POST on a network failure", async () => {
    const { state, baseUrl } = await startServer((req) => req.socket.destroy());
    const error = await caught(api("/api/thing", { method: "POST", body: {}, baseUrl, ...fast }));
    expect(error.code).toBe("network");
    expect(state.requests).toBe(1);
  });

  it("keeps the details of an error answer, such as the current version on a 409", async () => {
    const current = { id: 7, updated_at: "2026-11-22T16:00:00.000Z" };
    const { baseUrl } = await startServer((_req, res) =>
      send(res, 409, {
        error: { code: "conflict", message: "Changed in another tab.", details: { current } },
      }),
    );
    const error = await caught(api("/api/cv/update", { method: "PATCH", body: {}, baseUrl, ...fast }));
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ current });
  });

  it("throws the server's code and message from a 400 answer, without retrying", async () => {
    const { state, baseUrl } = await startServer((_req, res) =>
      send(res, 400, { error: { code: "bad_request", message: "The title is missing." } }),
    );
    const error = await caught(api("/api/thing", { baseUrl, ...fast }));
    expect(error.status).toBe(400);
    expect(error.code).toBe("bad_request");
    expect(error.message).toBe("The title is missing.");
    expect(state.requests).toBe(1);
  });

  it("announces a lost session (401) so the app can ask the user to sign in, and nothing else does", async () => {
    let announced = 0;
    const listener = () => {
      announced += 1;
    };
    authRequiredEvents.addEventListener(AUTH_REQUIRED, listener);
    try {
      const { baseUrl } = await startServer((req, res) =>
        req.url === "/gone"
          ? send(res, 401, {
              error: { code: "unauthorized", message: "Please sign in to save and access your CV." },
            })
          : send(res, 403, { error: { code: "forbidden", message: "no" } }),
      );
      const error = await caught(api("/gone", { baseUrl, ...fast }));
      expect(error.status).toBe(401);
      await caught(api("/other", { baseUrl, ...fast }));
      expect(announced).toBe(1);
    } finally {
      authRequiredEvents.removeEventListener(AUTH_REQUIRED, listener);
    }
  });

  it("gives a generic message when the error answer is not JSON", async () => {
    const { baseUrl } = await startServer((_req, res) => {
      res.writeHead(500, { "content-type": "text/html" });
      res.end("<h1>oops</h1>");
    });
    const error = await caught(api("/x", { baseUrl, ...fast }));
    expect(error.status).toBe(500);
    expect(error.code).toBe("http_error");
    expect(error.message).toBe("The server answered 500. Please try again.");
  });
});

describe("apiFetch, the one fetch under every call", () => {
  it("sends a FormData as multipart (no JSON header) and answers the response as it is", async () => {
    let contentType = "";
    const { baseUrl } = await startServer((req, res) => {
      contentType = req.headers["content-type"] ?? "";
      send(res, 200, { read: true });
    });
    const form = new FormData();
    form.append("file", new Blob(["hello"]), "cv.txt");
    const response = await apiFetch("/upload", { method: "POST", body: form, baseUrl });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(await response.json()).toEqual({ read: true });
  });

  it("turns an error answer into the server's ApiError, once, without retrying a GET", async () => {
    const { state, baseUrl } = await startServer((_req, res) =>
      send(res, 503, { error: { code: "unavailable", message: "Busy." } }),
    );
    const error = await caught(apiFetch("/x", { baseUrl }));
    expect([error.status, error.code, error.message]).toEqual([503, "unavailable", "Busy."]);
    expect(state.requests).toBe(1);
  });

  it("gives the one network message when the server cannot be reached", async () => {
    const { baseUrl, server } = await startServer(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    const error = await caught(apiFetch("/x", { baseUrl }));
    expect(error.code).toBe("network");
    expect(error.message).toMatch(/could not reach the server/);
  });

  it("rethrows a cancelled request as the abort it is, not as a network failure", async () => {
    const { baseUrl } = await startServer(() => undefined);
    const controller = new AbortController();
    const pending = apiFetch("/slow", { baseUrl, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
