import type { Env } from "../env.ts";
import { createLlmWriter } from "./llm/llm-writer.ts";
import { createOfflineWriter } from "./offline/offline-writer.ts";
import type { Writer } from "./writer.ts";

// The writer the environment asks for (DESIGN.md §2 "AI"): an OpenAI-compatible model when
// AI_BASE_URL and AI_MODEL are set, else the offline writer, so every AI feature works with
// no key at all. loadEnv refuses one of the two without the other.

export interface CreateWriterOptions {
  /** The HTTP client for the provider (tests pass one; the default is the global fetch). */
  fetch?: typeof fetch;
}

export function createWriter(env: Env, options: CreateWriterOptions = {}): Writer {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return createOfflineWriter();
  return createLlmWriter({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    fetch: options.fetch,
  });
}

/** What GET /api/config shows about the writer, without building a client. */
export function describeWriter(env: Env): { name: string; kind: "offline" | "llm" } {
  if (env.AI_BASE_URL && env.AI_MODEL) return { name: env.AI_MODEL, kind: "llm" };
  const offline = createOfflineWriter();
  return { name: offline.name, kind: offline.kind };
}
