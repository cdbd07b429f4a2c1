import { describe, expect, it } from "vitest";
import { pageLines } from "./pdf-page-lines.ts";
import { run } from "./synthetic-page.ts";

describe("partsOf: a name typed with a space after each letter, set letter-spaced", () => {
  it("reads the letters as words, the wider gaps as word spaces", () => {
    // Each letter a run of its own, 29 points apart; the typed double space makes a 65-point gap.
    const letters = (word: string, from: number) =>
      [...word].map((letter, at) => run(letter, from + at * 45, 723, 22, 16));
    const { header, columns } = pageLines([...letters("DANA", 52), ...letters("MORALES", 268)], 1);
    expect([...header, ...columns.flat()].map((line) => line.text)).toEqual(["DANA MORALES"]);
  });
});
