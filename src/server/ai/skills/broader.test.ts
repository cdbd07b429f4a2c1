import { describe, expect, it } from "vitest";
import { skillFor } from "../language/skill-index.ts";
import { BROADER_PARTS, BROADER_TERMS } from "./broader.ts";

describe("BROADER_TERMS", () => {
  it("keys every relation by a dictionary display", () => {
    const notDisplays = Object.keys(BROADER_TERMS).filter((key) => skillFor(key)?.display !== key);
    expect(notDisplays).toEqual([]);
  });

  it("never lists a term as narrower than itself", () => {
    const selfLoops = Object.entries(BROADER_TERMS).flatMap(([key, narrower]) =>
      narrower
        .filter((term) => term === key || skillFor(term)?.display === key)
        .map((term) => `${key} <- ${term}`),
    );
    expect(selfLoops).toEqual([]);
  });

  it("has no empty relation and no key defined in two files", () => {
    for (const narrower of Object.values(BROADER_TERMS)) expect(narrower.length).toBeGreaterThan(0);
    const total = BROADER_PARTS.reduce((sum, part) => sum + Object.keys(part).length, 0);
    expect(Object.keys(BROADER_TERMS)).toHaveLength(total);
  });
});
