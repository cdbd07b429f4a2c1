import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedData } from "../fixtures/corpus.ts";
import {
  HELD_BACK_OTHER_MAKERS,
  HELD_BACK_POSTINGS,
  HELD_BACK_RESUMES,
  HELD_BACK_TEX_MAKERS,
} from "./held-back.ts";
import { REAL_MAKER_BATCHES, REAL_MAKERS_DIR } from "./resume-truth.ts";

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

/** The rule of held-back.ts: sort by the sha256 of the id, take the first quarter. */
function quarterByRule(ids: string[]): string[] {
  const hash = (id: string) => createHash("sha256").update(id).digest("hex");
  return [...ids].sort((a, b) => (hash(a) < hash(b) ? -1 : 1)).slice(0, Math.ceil(ids.length / 4));
}

describe("the held-back quarter of the documents made with real makers", () => {
  // These documents are in the repository, so the choice itself can be checked against the rule.
  const truthDir = join(REAL_MAKERS_DIR, "truth");
  const ids = (existsSync(truthDir) ? readdirSync(truthDir) : [])
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""));
  const madeWithTex = (id: string) => /^(pdftex|xetex|luatex)-/.test(id);

  it("is the rule's quarter of the TeX Live documents and of the others", () => {
    expect([...HELD_BACK_TEX_MAKERS].sort()).toEqual(quarterByRule(ids.filter(madeWithTex)).sort());
    expect([...HELD_BACK_OTHER_MAKERS].sort()).toEqual(
      quarterByRule(ids.filter((id) => !madeWithTex(id))).sort(),
    );
  });
});

describe("the held-back quarter of each later batch of documents made with real makers", () => {
  for (const { dir, heldBack } of REAL_MAKER_BATCHES.slice(1)) {
    it(`is the rule's quarter of ${dir.split("/").at(-1)}`, () => {
      const truthDir = join(dir, "truth");
      const ids = (existsSync(truthDir) ? readdirSync(truthDir) : [])
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.replace(/\.json$/, ""));
      expect([...heldBack].sort()).toEqual(quarterByRule(ids).sort());
    });
  }
});
