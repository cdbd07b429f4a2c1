import { describe, expect, it } from "vitest";
import { byteStreamOf, prettyJsonPieces } from "./streamed-json.ts";

async function* items<T>(values: T[]) {
  yield* values;
}

async function join(pieces: AsyncIterable<string>) {
  let text = "";
  for await (const piece of pieces) text += piece;
  return text;
}

describe("prettyJsonPieces", () => {
  it("writes exactly what JSON.stringify(document, null, 2) writes, streamed arrays included", async () => {
    const nested = { a: [1, { b: 'line\nbreak \u2028 "quoted"' }], empty: {}, none: [], date: new Date(0) };
    const lists = { many: [nested, { x: null }, [], "text"], one: [42], none: [] as unknown[] };
    const plain = { format: "f", version: 1, skipped: undefined, nested, ...lists, last: null };
    const streamed = {
      ...plain,
      many: items(lists.many),
      one: items(lists.one),
      none: items(lists.none),
    };
    expect(await join(prettyJsonPieces(streamed))).toBe(JSON.stringify(plain, null, 2));
    expect(await join(prettyJsonPieces({}))).toBe("{}");
  });

  it("does not start a streamed array before the fields ahead of it are written", async () => {
    const started: string[] = [];
    async function* tracked(name: string) {
      started.push(name);
      yield name;
    }
    const pieces = prettyJsonPieces({ first: tracked("first"), second: tracked("second") });
    let text = "";
    for await (const piece of pieces) {
      text += piece;
      if (text.includes('"first"\n')) break;
    }
    expect(started).toEqual(["first"]);
  });
});

describe("byteStreamOf", () => {
  it("is the pieces as UTF-8", async () => {
    const body = byteStreamOf(items(["{", '"é": ', "1", "}"]), () => {});
    expect(await new Response(body).text()).toBe('{"é": 1}');
  });

  // A read-ahead that failed while the socket was full made @hono/node-server end the response
  // normally (a finished-looking download); without one, the failure reaches a waiting read.
  it("produces nothing before a read asks for it (no read-ahead)", async () => {
    let produced = 0;
    async function* counted() {
      for (;;) {
        produced++;
        yield "x".repeat(64 * 1024);
      }
    }
    const reader = byteStreamOf(counted(), () => {}).getReader();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(produced).toBe(0);
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(produced).toBe(1);
    await reader.cancel();
  });

  it("a failure part-way errors the stream (no clean end) and is reported once", async () => {
    const errors: unknown[] = [];
    async function* failing() {
      yield '{"resumes": [';
      throw new Error("database went away");
    }
    const body = byteStreamOf(failing(), (error) => errors.push(error));
    await expect(new Response(body).text()).rejects.toThrow(/stopped part-way/);
    expect(errors).toEqual([new Error("database went away")]);
  });

  it("stops reading when the client goes away", async () => {
    let finished = false;
    async function* endless() {
      try {
        for (;;) yield "x".repeat(1024);
      } finally {
        finished = true;
      }
    }
    const reader = byteStreamOf(endless(), () => {}).getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});
