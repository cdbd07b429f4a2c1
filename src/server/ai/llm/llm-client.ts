import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type ModelMessage, streamText } from "ai";

// The one place that talks to the provider: chat completions, streamed, plain text. We do not
// send `response_format`: LM Studio rejects `json_object`, and `json_schema` (structured
// outputs) is missing from older Ollama, llama.cpp and many OpenRouter models. The prompts ask
// for JSON and json-reply.ts validates it with zod instead, which works on every server.
// No `temperature` either: some OpenAI models refuse any value but their default.

export interface LlmClientConfig {
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; omitted when unset (Ollama, llama.cpp, LM Studio). */
  apiKey?: string;
  model: string;
  /** Retries of a failed request (429, 5xx, network), with the SDK's backoff and Retry-After. */
  maxRetries: number;
  fetch?: typeof fetch;
}

interface ChatRequest {
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  /** Called for every piece of text as it arrives; `thinking` for a reasoning model's thoughts. */
  onText: (piece: string, kind: "answer" | "thinking") => void;
}

export interface LlmClient {
  /** The whole answer's text. Throws the SDK's error (APICallError, RetryError...) on failure. */
  streamChat(request: ChatRequest): Promise<string>;
}

export function createLlmClient(config: LlmClientConfig): LlmClient {
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    fetch: config.fetch,
  });
  const model = provider.chatModel(config.model);

  return {
    async streamChat({ system, messages, signal, onText }) {
      const result = streamText({
        model,
        system,
        messages,
        abortSignal: signal,
        maxRetries: config.maxRetries,
        // Errors come back through the stream below; the default would print them to stderr.
        onError: () => {},
      });
      let text = "";
      let failure: unknown;
      for await (const part of result.stream) {
        if (part.type === "text-delta") {
          text += part.text;
          onText(part.text, "answer");
        } else if (part.type === "reasoning-delta") {
          onText(part.text, "thinking");
        } else if (part.type === "error") {
          failure ??= part.error;
        }
      }
      signal.throwIfAborted();
      if (failure !== undefined) throw failure;
      return text;
    },
  };
}
