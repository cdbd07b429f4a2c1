import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonReply } from "./json-reply.ts";

const shape = z.object({ a: z.number() });

describe("parseJsonReply", () => {
  it("reads JSON inside a ```json fence, a bare fence, or no fence", () => {
    for (const text of ['Here:\n```json\n{"a": 1}\n```\nDone.', '```\n{"a": 1}```', 'Sure. {"a": 1}']) {
      expect(parseJsonReply(text, shape), text).toEqual({ ok: true, value: { a: 1 } });
    }
  });

  it("reads the whole answer when a fence is never closed", () => {
    expect(parseJsonReply('```json {"a": 2}', shape)).toEqual({ ok: true, value: { a: 2 } });
  });

  it("answers at once for a long reply that opens a fence and never closes it", () => {
    const reply = `\`\`\`${" ".repeat(1_000_000)}x`;
    const started = performance.now();
    expect(parseJsonReply(reply, shape).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
