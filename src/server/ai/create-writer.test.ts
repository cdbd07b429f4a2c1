import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  content,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "../../../tests/support/fake-openai-server.ts";
import { EnvError, loadEnv } from "../env.ts";
import { createWriter, describeWriter } from "./create-writer.ts";

// The LLM is faked at the network edge (a loopback OpenAI-compatible server); the offline
// writer is the real one.

function errorOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error("loadEnv accepted the configuration");
}

const options = () => ({ signal: new AbortController().signal, progress: () => {} });

describe("the writer the environment chooses", () => {
  let server: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(() => server.close());

  it("is the offline writer without AI_* variables", () => {
    const env = loadEnv({ AI_API_KEY: "unused-without-a-base-url" });
    expect(createWriter(env).kind).toBe("offline");
    expect(describeWriter(env)).toEqual({ name: createWriter(env).name, kind: "offline" });
  });

  it("is the model at AI_BASE_URL when AI_BASE_URL and AI_MODEL are set, with the env's settings", async () => {
    const env = loadEnv({
      AI_BASE_URL: `${server.baseUrl}/`,
      AI_MODEL: "llama3.1:8b",
      AI_API_KEY: "sk-env-key",
      AI_MAX_RETRIES: "0",
    });
    const writer = createWriter(env);
    expect(describeWriter(env)).toEqual({ name: "llama3.1:8b", kind: "llm" });
    expect([writer.name, writer.kind]).toEqual(["llama3.1:8b", "llm"]);

    server.script(content('["Led the migration to PostgreSQL"]'));
    expect(await writer.rephrase("moved us to postgres", options())).toEqual([
      "Led the migration to PostgreSQL",
    ]);
    expect(server.requests.at(-1)?.path).toBe("/v1/chat/completions");
    expect(server.requests.at(-1)?.body.model).toBe("llama3.1:8b");
    expect(server.requests.at(-1)?.headers.authorization).toBe("Bearer sk-env-key");
  });

  it("uses the fetch it is given for the provider", async () => {
    const seen: string[] = [];
    const env = loadEnv({ AI_BASE_URL: server.baseUrl, AI_MODEL: "m" });
    const writer = createWriter(env, {
      fetch: (input, init) => {
        seen.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    });
    server.script(content('["Kept the lights on"]'));
    await writer.rephrase("did ops", options());
    expect(seen).toEqual([`${server.baseUrl}/chat/completions`]);
  });
});

describe("the AI settings in the environment", () => {
  it("have defaults for the time bound, retries and rate limit", () => {
    const env = loadEnv({});
    expect([
      env.AI_BASE_URL,
      env.AI_MODEL,
      env.AI_API_KEY,
      env.AI_TIMEOUT_MS,
      env.AI_MAX_RETRIES,
      env.AI_RATE_LIMIT_MAX,
      env.AI_RATE_LIMIT_WINDOW_SECONDS,
    ]).toEqual([undefined, undefined, undefined, 180_000, 2, 20, 60]);
  });

  it("refuse AI_BASE_URL without AI_MODEL and the reverse, naming the missing variable", () => {
    expect(errorOf({ AI_BASE_URL: "http://localhost:11434/v1" })).toMatch(
      /AI_MODEL: must be set when AI_BASE_URL is set/,
    );
    expect(errorOf({ AI_MODEL: "gpt-4o-mini", AI_BASE_URL: " " })).toMatch(
      /AI_BASE_URL: must be set when AI_MODEL is set/,
    );
  });

  it("refuse a base URL that is not http(s) and out-of-range numbers", () => {
    expect(errorOf({ AI_BASE_URL: "localhost:11434", AI_MODEL: "m" })).toMatch(
      /AI_BASE_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(errorOf({ AI_MAX_RETRIES: "9" })).toMatch(/AI_MAX_RETRIES/);
    expect(errorOf({ AI_TIMEOUT_MS: "soon" })).toMatch(/AI_TIMEOUT_MS/);
  });
});
