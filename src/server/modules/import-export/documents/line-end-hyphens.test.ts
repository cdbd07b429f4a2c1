import { describe, expect, it } from "vitest";
import { isEnglishWord } from "../../../ai/language/english-dictionary.ts";
import { texMayBreak } from "./english-words.ts";
import { BREAK, joinAtLineEnd, settleLineEndHyphens } from "./line-end-hyphens.ts";
import type { SourceLine } from "./source-lines.ts";

const settle = (...texts: string[]) =>
  settleLineEndHyphens(texts.map((text): SourceLine => ({ text, page: 1 }))).map((line) => line.text);

describe("joinAtLineEnd", () => {
  it("marks a hyphen after a letter before lower case, and keeps any other line-end hyphen", () => {
    expect(joinAtLineEnd("Free-", "lance", " ")).toBe(`Free${BREAK}lance`);
    expect(joinAtLineEnd("Mid-", "Market", " ")).toBe("Mid-Market");
    expect(joinAtLineEnd("2019 -", "2021", " ")).toBe("2019 -2021");
    expect(joinAtLineEnd("Planned the", "routes", " ")).toBe("Planned the routes");
  });
});

describe("TeX's breaks and English words", () => {
  it("allows a break only where TeX's US English patterns and its letter minimums allow one", () => {
    expect(texMayBreak("freelance", 4)).toBe(true);
    expect(texMayBreak("University", 3)).toBe(true);
    // TeX breaks "cowork-er", never "co-worker"; "follow-up" would leave two letters.
    expect(texMayBreak("coworker", 2)).toBe(false);
    expect(texMayBreak("followup", 6)).toBe(false);
    expect(texMayBreak("email", 1)).toBe(false);
  });

  it("knows dictionary words in any of their forms and cases", () => {
    expect(isEnglishWord("University")).toBe(true);
    expect(isEnglishWord("negotiation")).toBe(true);
    expect(isEnglishWord("selfmotivated")).toBe(false);
    expect(isEnglishWord("a".repeat(10_000))).toBe(false);
  });
});

describe("settleLineEndHyphens", () => {
  it("joins an English word TeX broke at a line's end", () => {
    expect(settle(`Mesa del Sol Uni${BREAK}versity`)).toEqual(["Mesa del Sol University"]);
    expect(settle(`Led the contract negotia${BREAK}tion.`)).toEqual(["Led the contract negotiation."]);
  });

  it("keeps the hyphen of a compound typed with one", () => {
    expect(settle(`A self${BREAK}motivated planner`)).toEqual(["A self-motivated planner"]);
    // "coworker" is a word, but TeX would not break it there.
    expect(settle(`Trained a co${BREAK}worker`)).toEqual(["Trained a co-worker"]);
    expect(settle(`Send an e${BREAK}mail`)).toEqual(["Send an e-mail"]);
  });

  it("follows the document's own spelling of the word elsewhere", () => {
    expect(
      settle(`Account Executive, Ridge${BREAK}back Analytics`, "2021: Ridgeback Analytics award"),
    ).toEqual(["Account Executive, Ridgeback Analytics", "2021: Ridgeback Analytics award"]);
    // "cofounder" is no dictionary word; the document spells it with its hyphen.
    expect(settle(`Co${BREAK}founder of a bakery`, "Co-founder, Crumb & Co")[0]).toBe(
      "Co-founder of a bakery",
    );
  });

  it("joins an address TeX hyphenated, from words printed whole elsewhere", () => {
    const lines = settle(
      "Oleksandr Shevchenko",
      `olek${BREAK}sandr.dev@exam${BREAK}ple.com`,
      "oshev.example.com",
    );
    expect(lines[1]).toBe("oleksandr.dev@example.com");
    // A name no word or other line explains keeps the hyphen it was printed with.
    expect(settle(`links.example.org/in/lena${BREAK}marsh`)).toEqual(["links.example.org/in/lena-marsh"]);
    // In an address a dictionary word is not enough: the document must spell it so elsewhere.
    expect(settle(`lab: re${BREAK}search.example.org`, "Led research on rails")[0]).toBe(
      "lab: research.example.org",
    );
    expect(settle(`lab: re${BREAK}search.example.org`)[0]).toBe("lab: re-search.example.org");
  });

  it("settles the line's parts as well as its text", () => {
    const [line] = settleLineEndHyphens([
      { text: `Uni${BREAK}versity of Leeds 2019`, page: 1, parts: [`Uni${BREAK}versity of Leeds`, "2019"] },
    ]);
    expect(line?.parts).toEqual(["University of Leeds", "2019"]);
  });
});

describe("settleLineEndHyphens on hostile text", () => {
  it("settles 20,000 marks in one line in linear time", () => {
    const started = performance.now();
    const [text] = settle(
      `${`Uni${BREAK}versity co${BREAK}worker `.repeat(10_000)}${"a".repeat(50_000)}${BREAK}b`,
    );
    expect(text?.startsWith("University co-worker University")).toBe(true);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
