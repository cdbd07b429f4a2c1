import { describe, expect, it } from "vitest";
// Already imported, as in the server: the warm-up's own imports then resolve at once, and only
// its turns of the event loop let a request run between the loads.
import { isEnglishWord } from "./english-dictionary.ts";
import { warmUpLanguage } from "./warm-up.ts";
import "./wink.ts";
import "./word-frequency.ts";

// The server's warm-up after listen: the first spelling check pays no dictionary load, and a
// request arriving during the warm-up is answered between its loads.

describe("language warm-up", () => {
  it("loads the dictionary so the first spelling check is immediate, letting requests run between loads", async () => {
    const failures: string[] = [];
    const order: string[] = [];
    const warm = warmUpLanguage((what) => failures.push(what)).then(() => order.push("warm-up done"));
    setImmediate(() => setImmediate(() => order.push("request answered")));
    await warm;
    expect(order).toEqual(["request answered", "warm-up done"]);
    expect(failures).toEqual([]);

    const started = performance.now();
    expect(isEnglishWord("analysis")).toBe(true);
    // Cold, this first look-up builds the dictionary (over 100 ms); warm, it takes microseconds.
    expect(performance.now() - started).toBeLessThan(20);
  });
});
