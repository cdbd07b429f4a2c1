import { describe, expect, it } from "vitest";
import { createOfflineWriter } from "./offline-writer.ts";
import { PHRASE_BANK } from "./phrase-bank/index.ts";
import { rephraseOffline } from "./rephrase.ts";

const writer = createOfflineWriter();
const run = { signal: new AbortController().signal, progress: () => {} };

describe("the phrase bank", () => {
  it("holds at least 300 distinct phrases with 2 to 5 alternatives each", () => {
    expect(PHRASE_BANK.length).toBeGreaterThanOrEqual(300);
    const casual = PHRASE_BANK.map(([phrase]) => phrase.toLowerCase());
    expect(new Set(casual).size).toBe(casual.length);
    for (const [phrase, alternatives] of PHRASE_BANK) {
      expect(alternatives.length, phrase).toBeGreaterThanOrEqual(2);
      expect(alternatives.length, phrase).toBeLessThanOrEqual(5);
      expect(alternatives, phrase).not.toContain(phrase);
    }
  });
});

describe("rephrase", () => {
  it("answers a known phrase with the bank's alternatives, best first", async () => {
    const alternatives = await writer.rephrase("I don't know", run);
    expect(alternatives[0]).toBe("Let me look into that and get back to you.");
    expect(alternatives.length).toBeLessThanOrEqual(8);
    expect(await writer.rephrase("per my last email", run)).toContain("As I mentioned in my previous email,");
  });

  it("matches misspelt and slangy versions of a phrase", () => {
    expect(rephraseOffline("i dont no")[0]).toBe("Let me look into that and get back to you.");
    expect(rephraseOffline("I dunno!")[0]).toBe("Let me look into that and get back to you.");
    expect(rephraseOffline("per my last emial")[0]).toBe("As I mentioned in my previous email,");
    expect(rephraseOffline("PER MY LAST EMAIL!!!")[0]).toBe("As I mentioned in my previous email,");
    expect(rephraseOffline("can u check this")[0]).toBe("Could you review this when you have a moment?");
  });

  it("does not force a near-miss onto a different request", () => {
    expect(rephraseOffline("send me the report")).not.toContain("Could you share the file with me?");
    expect(rephraseOffline("send me the report")[0]).toBe("Could you please send me the report?");
  });

  it("polishes a phrase the bank does not know by rule", () => {
    expect(rephraseOffline("I'm gonna send it asap")).toContain("I am going to send it as soon as possible.");
    expect(rephraseOffline("hey guys, the server is down again!!!")).toEqual([
      "Hello everyone, the server is down again.",
    ]);
    expect(rephraseOffline("I totally forgot about the meeting lol")[0]).toBe(
      "I completely forgot about the meeting.",
    );
    expect(rephraseOffline("this is super important")).toContain("This is critical.");
    expect(rephraseOffline("zzz").length).toBeGreaterThanOrEqual(1);
  });
});
