import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedData } from "../fixtures/corpus.ts";
import { HELD_BACK_POSTINGS, HELD_BACK_RESUMES } from "./held-back.ts";

// The held-back quarter names documents that exist: a renamed file would otherwise drop out of
// the held-back figures unnoticed (and into the development set).
const dir = sharedData("realworld", "the held-back list check");

describe.skipIf(!dir)("the held-back quarter of ../shared/realworld", () => {
  it("names resumes that have truth, and postings that exist", () => {
    const root = dir ?? "";
    for (const id of HELD_BACK_RESUMES)
      expect(existsSync(join(root, "resumes/truth", `${id}.json`)), id).toBe(true);
    for (const id of HELD_BACK_POSTINGS)
      expect(existsSync(join(root, "postings", `${id}.txt`)), id).toBe(true);
  });
});
