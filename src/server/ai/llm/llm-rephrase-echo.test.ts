import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  content,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "../../../../tests/support/fake-openai-server.ts";
import { type WriteOptions, WriterError } from "../writer.ts";
import { createLlmWriter } from "./llm-writer.ts";

// Issue 14 §3: the free tool never offers the user's own phrase as a "professional" wording,
// whichever writer answers. The model is faked at the network edge only (loopback HTTP server).

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const writer = () =>
  createLlmWriter({
    baseUrl: server.baseUrl,
    apiKey: "sk-test",
    model: "test-model",
    timeoutMs: 5_000,
    maxRetries: 0,
  });
const options: WriteOptions = { signal: new AbortController().signal, progress: () => {} };

describe("the LLM writer's rephrase", () => {
  it("drops the phrase handed back, re-cased or re-punctuated, and keeps the real rewrites", async () => {
    server.script(
      content(
        JSON.stringify([
          "This meeting is pointless.",
          "THIS MEETING IS POINTLESS!",
          "I'm not sure this meeting is the best use of our time.",
          "this meting is pointless",
          "Could we cover this by email instead?",
        ]),
      ),
    );

    const alternatives = await writer().rephrase("this meeting is pointless", options);

    expect(alternatives).toEqual([
      "I'm not sure this meeting is the best use of our time.",
      "Could we cover this by email instead?",
    ]);
    expect(server.requests).toHaveLength(1);
    expect(server.promptOf(0)).toContain("this meeting is pointless");
  });

  it("asks again when every alternative is the phrase, and fails clearly if it happens twice", async () => {
    server.script(
      content('["I was fired.", "I was fired!"]'),
      content('["I was let go from my previous role."]'),
    );
    expect(await writer().rephrase("i was fired", options)).toEqual(["I was let go from my previous role."]);
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1]?.body)).toContain("repeated the phrase itself");

    server.script(content('["I was fired."]'), content('["i was fired"]'));
    const error = await writer()
      .rephrase("I was fired", options)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WriterError);
    expect((error as WriterError).reason).toBe("bad_output");
  });
});
