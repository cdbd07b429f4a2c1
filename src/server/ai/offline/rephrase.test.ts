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
    const serverDown = rephraseOffline("hey guys, the server is down again!!!");
    expect(serverDown[0]).toBe("Hello everyone, the server is down again.");
    expect(serverDown).toContain("Hello everyone, I wanted to flag that the server is down again.");
    expect(rephraseOffline("I totally forgot about the meeting lol")[0]).toBe(
      "I completely forgot about the meeting.",
    );
    expect(rephraseOffline("this is super important")).toContain("This is critical.");
    expect(rephraseOffline("zzz").length).toBeGreaterThanOrEqual(1);
  });

  it("answers the showcase chip “That's not my job” about responsibilities, not about blame", () => {
    const alternatives = rephraseOffline("That's not my job");
    expect(alternatives[0]).toBe(
      "That falls outside my responsibilities, but I can connect you with the right person.",
    );
    expect(alternatives).not.toContain("Let's focus on how we can fix this.");
  });

  it("rewrites a phrase the bank does not know in its own words, made professional", () => {
    expect(rephraseOffline("this meeting is pointless")[0]).toBe(
      "I'm not sure this meeting is the best use of our time.",
    );
    expect(rephraseOffline("give me a day off")[0]).toBe("Could I have a day off?");
    expect(rephraseOffline("no way am I working this weekend")).toEqual([
      "I'm afraid I won't be able to work this weekend.",
      "Unfortunately, I'm not available to work this weekend.",
      "I'd prefer not to work this weekend; could we find another option?",
    ]);
    expect(rephraseOffline("u never told me about the meeting")[0]).toBe(
      "I don't think I was told about the meeting.",
    );
    expect(rephraseOffline("why did you change my code")[0]).toBe(
      "Could you help me understand why you changed my code?",
    );
    expect(rephraseOffline("he hates mondays")[0]).toBe("He finds Mondays hard to enjoy.");
    expect(rephraseOffline("damn printer is broken again")).toContain("The printer is not working again.");
  });

  it("never says the user did what the phrase says someone else did", () => {
    expect(rephraseOffline("she messed up the launch")).not.toContain(
      "I made a mistake, and I'm already working on a fix.",
    );
    expect(rephraseOffline("she messed up the launch")[0]).toBe("She made a mistake on the launch.");
    expect(rephraseOffline("they fired Sam").join(" ")).not.toContain("I was let go");
  });

  it("answers a 300-character rant quickly", () => {
    const rant = "honestly this stupid meeting is pointless and my boss is an idiot, "
      .repeat(5)
      .slice(0, 300);
    const started = performance.now();
    const alternatives = rephraseOffline(rant);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(alternatives.length).toBeGreaterThanOrEqual(3);
    for (const alternative of alternatives) expect(alternative).not.toMatch(/stupid|pointless|idiot/i);
  });
});
