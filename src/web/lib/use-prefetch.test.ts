import { describe, expect, it } from "vitest";
import { preloadAllowed } from "./use-prefetch.ts";

describe("preloadAllowed (spec §2: skipped on data-saver or 2g)", () => {
  it("allows preloading on ordinary connections and when the browser does not say", () => {
    expect(preloadAllowed(undefined)).toBe(true);
    expect(preloadAllowed({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(preloadAllowed({ effectiveType: "3g" })).toBe(true);
  });

  it("skips it with data saver on or on 2g and slow-2g", () => {
    expect(preloadAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
    expect(preloadAllowed({ effectiveType: "2g" })).toBe(false);
    expect(preloadAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });
});
