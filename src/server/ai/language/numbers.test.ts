import { describe, expect, it } from "vitest";
import { findNumbers } from "./numbers.ts";

describe("findNumbers", () => {
  it("marks a number followed by years, with or without a plus", () => {
    expect(findNumbers("3+ years of Go, 5 + yrs of SQL, 40% faster").map((n) => [n.value, n.years])).toEqual([
      [3, true],
      [5, true],
      [40, false],
    ]);
  });

  it("reads a long run of digit groups broken by a line break at once", () => {
    const started = performance.now();
    findNumbers(`${"1,".repeat(100_000)}2\n%`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
