import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  content,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
  status,
} from "../../../../tests/support/fake-openai-server.ts";
import type { ImproveRequest } from "../improve-types.ts";
import type { WriteOptions } from "../writer.ts";
import { createLlmWriter } from "./llm-writer.ts";
import { sampleResume } from "./sample-resume.test-data.ts";

// "Improve" through the LLM writer, the model faked at the network edge only (a loopback
// OpenAI-compatible server): the prompt, the JSON validation, the grounding of every
// suggestion and the offline fill-in are the real code.

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const writer = () =>
  createLlmWriter({ baseUrl: server.baseUrl, model: "test-model-7b", timeoutMs: 5_000, maxRetries: 0 });
const options = (): WriteOptions => ({ signal: new AbortController().signal, progress: () => {} });

const request: ImproveRequest = {
  resume: sampleResume,
  fieldName: "responsibilities of Software engineer at Acme Corp",
  style: "bullet",
  tense: "past",
  lines: ["Responsible for building the billing api", "fixed slow queries"],
};

describe("LLM writer: Improve suggestions", () => {
  it("keeps the model's grounded suggestions and drops one that invents a number or a tool", async () => {
    server.script(
      content(
        JSON.stringify({
          lines: [
            {
              line: 1,
              suggestions: [
                { text: "Built the billing API.", why: "Opens with an action verb." },
                { text: "Built the billing API, cutting costs by 30%.", why: "Adds a result." },
                { text: "Built the billing API on Kubernetes.", why: "Names the platform." },
                { text: "- Built the billing API in TypeScript.", why: "Names the language." },
              ],
            },
            { line: 2, suggestions: [{ text: "fixed slow queries", why: "Same." }] },
          ],
        }),
      ),
    );

    const answer = await writer().improveBullets(request, options());

    const texts = answer.map((line) => line.map((suggestion) => suggestion.text));
    expect(texts[0]?.slice(0, 2)).toEqual(["Built the billing API.", "Built the billing API in TypeScript."]);
    expect(texts[0]?.join(" ")).not.toMatch(/30%|Kubernetes/);
    // The model repeated line 2 unchanged: dropped, and the offline suggestion fills in.
    expect(texts[1]).toEqual(["Resolved slow queries."]);
    expect(answer[0]?.length).toBeLessThanOrEqual(3);
    const prompt = server.promptOf(0);
    expect(prompt).toContain("1. Responsible for building the billing api");
    expect(prompt).toContain("Tense: past");
    expect(prompt).toContain("Acme Corp");
    expect(prompt).toMatch(/never invent/i);
  });

  it("falls back to the offline suggestions when the model fails", async () => {
    server.script(status(500), status(500));

    const answer = await writer().improveBullets(request, options());

    expect(answer[0]?.[0]?.text).toBe("Built the billing api.");
    expect(answer[1]?.[0]?.text).toBe("Resolved slow queries.");
  });

  it("drops a model rewrite that changes the person's part or tense, as the offline writer's would be", async () => {
    server.script(
      content(
        JSON.stringify({
          lines: [
            {
              line: 1,
              suggestions: [
                { text: "Led the build of the billing API.", why: "Shows leadership." },
                { text: "Helped build the billing API.", why: "Tighter." },
              ],
            },
            { line: 2, suggestions: [{ text: "Fixes slow queries.", why: "Present tense." }] },
          ],
        }),
      ),
    );

    const helped = { ...request, lines: ["Helped build the billing api", "fixed slow queries"] };
    const answer = await writer().improveBullets(helped, options());

    const texts = answer.map((line) => line.map((suggestion) => suggestion.text));
    // "Led" claims the build as theirs alone; "Fixes" moves a past job into the present. Both
    // pass the grounding check (no new fact), so only the meaning check stops them.
    expect(texts[0]?.join(" ")).not.toMatch(/\bLed\b/);
    expect(texts[1]?.join(" ")).not.toMatch(/Fixes/);
    expect(texts[1]).toEqual(["Resolved slow queries."]);
  });

  it("asks again when the JSON has the wrong shape, then uses the valid answer", async () => {
    server.script(
      content('{"lines": "none"}'),
      content(
        JSON.stringify({
          lines: [{ line: 2, suggestions: [{ text: "Sped up slow queries.", why: "Vivid." }] }],
        }),
      ),
    );

    const answer = await writer().improveBullets(request, options());

    expect(server.requests).toHaveLength(2);
    expect(answer[1]?.[0]?.text).toBe("Sped up slow queries.");
  });
});
