import { describe, expect, it } from "vitest";
import { brokenSentences, sentencesOf } from "./whole-sentences.ts";

describe("sentences as a reader splits them", () => {
  it("ends no sentence at an abbreviation's full stop before a word in lower case", () => {
    // A Polish company's "sp. z o.o." or "approx. 30" sits inside a sentence.
    expect(sentencesOf("I worked at Vistula sp. z o.o. for 4 years. I earned a BSc.")).toEqual([
      "I worked at Vistula sp. z o.o. for 4 years.",
      "I earned a BSc.",
    ]);
    expect(brokenSentences("I was a Design Engineer at Vistula sp. z o.o. I earned a BSc.")).toEqual([]);
    // A capital after a full stop still opens the next sentence, which needs its verb.
    expect(brokenSentences("I worked at Vistula sp. z o.o. The team.")).toHaveLength(1);
  });
});
