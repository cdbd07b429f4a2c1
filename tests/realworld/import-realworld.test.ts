import { beforeAll, describe, expect, it } from "vitest";
import { FIELD_GROUPS, groupShare, type ReadResult, readRealworld, sumTallies } from "./import-accuracy.ts";
import { realMakerResumes, realworldResumes, realworldResumesDir } from "./resume-truth.ts";

// Issue 31: the import on resumes people made with real tools: ../shared/realworld/resumes (truth
// written by hand) and the documents we made with real makers from corpus content
// (tests/import-set/real-makers, rows "made:…"). Floors per maker family, so a regression on one
// maker shows; the held-back quarter (held-back.ts) has floors of its own. The figures themselves
// are printed by `npm run bench:import`; these floors sit a little under what the reader reaches.

type Group = keyof typeof FIELD_GROUPS;

const CONTACT: Group = "name, email, phone";
const ENTRIES: Group = "employer, title, start, end, school";
const ITEMS: Group = "items under jobs";

/**
 * Share read right on the development documents of each maker family (the held-back ones are
 * not in these rows). A family without a field (Word files here list no bullets) has no floor.
 */
const MAKER_FLOORS: Record<string, Partial<Record<Group, number>>> = {
  chromium: { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97, [ITEMS]: 0.97 },
  gdocs: { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97, [ITEMS]: 0.97 },
  luatex: { [CONTACT]: 0.97, [ENTRIES]: 0.94, sections: 0.97, [ITEMS]: 0.97 },
  msword: { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97 },
  pdftex: { [CONTACT]: 0.97, [ENTRIES]: 0.92, sections: 0.92, [ITEMS]: 0.97 },
  typst: { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97, [ITEMS]: 0.97 },
  xetex: { [CONTACT]: 0.97, [ENTRIES]: 0.9, sections: 0.97, [ITEMS]: 0.68 },
  "made:chromium": { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97, [ITEMS]: 0.97 },
  "made:lowriter": { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97, [ITEMS]: 0.97 },
  "made:luatex": { [CONTACT]: 0.97, [ENTRIES]: 0.96, sections: 0.94, [ITEMS]: 0.9 },
  "made:pandoc": { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97, [ITEMS]: 0.97 },
  "made:pdftex": { [CONTACT]: 0.97, [ENTRIES]: 0.94, sections: 0.97, [ITEMS]: 0.93 },
  "made:xetex": { [CONTACT]: 0.97, [ENTRIES]: 0.97, sections: 0.97, [ITEMS]: 0.86 },
};

/**
 * Later batches of our documents, per maker family, on their development documents only:
 * real-makers-3 (headings and dates in other languages, Deedy-like columns, a paracol sidebar,
 * letter-spaced headings, a Writer table layout, two more themes) and real-makers-4 (header and
 * contact layouts: two-line and two-weight names, letter-spaced and small-caps names, title lines,
 * labels without colons, wrapped addresses, contact in footers and page headers).
 */
const BATCH_FLOORS: Record<string, Record<string, Partial<Record<Group, number>>>> = {
  "real-makers-3": {
    "made:chromium": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:luatex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:pdftex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:xetex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
  // A Writer head whose tab collapsed ("UniversitySeptember") is not read yet.
  "real-makers-4": {
    "made:chromium": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:lowriter": { [CONTACT]: 1, [ENTRIES]: 0.9, sections: 1, [ITEMS]: 1 },
    "made:luatex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:xetex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
  "real-makers-5": {
    "made:chromium": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:lowriter": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
  // Items: one bullet of the theme "elegant" is still read as part of the one above it.
  "real-makers-6": {
    "made:chromium": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 0.97 },
    "made:lowriter": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:pdftex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
  "real-makers-7": {
    "made:lowriter": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:luatex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
  // Headers as people make them: names on two lines, with post-nominals or a middle initial, in a
  // sidebar, a page header or a table cell; details parted by bullets, diamonds or slashes.
  "real-makers-8": {
    "made:chromium": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:lowriter": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:luatex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "made:pdftex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
  // Template projects' own examples (not made by us): Reactive Resume, best-resume-ever,
  // latexcv and RenderCV layouts: sidebars, a left label column, two TeX columns on one baseline
  // grid, section names turned in a margin, 'Role (Organisation)' heads.
  "real-templates": {
    "template:chromium": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "template:pdftex": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
    "template:typst": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
  // Items: a wrapped bullet of kakuna's right-hand job that goes on with a capital stays apart.
  "real-templates-2": {
    "template:chromium": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 0.96 },
    "template:typst": { [CONTACT]: 1, [ENTRIES]: 1, sections: 1, [ITEMS]: 1 },
  },
};

/**
 * The development set and the held-back quarter, each at what it reached (the latter unseen).
 * With the fourth and fifth batches in them, the held-back contact figure is that of the grown
 * quarter; with the template batches' held-back documents in it (4 + 2), its sections figure too
 * (0.93 with the first batch's four, 0.906 with the second's two as well; unseen).
 */
const SET_FLOORS: Record<"development" | "held-back", Partial<Record<Group, number>>> = {
  development: { [CONTACT]: 1, [ENTRIES]: 0.99, sections: 0.99, [ITEMS]: 0.98 },
  "held-back": { [CONTACT]: 0.94, [ENTRIES]: 0.87, sections: 0.9, [ITEMS]: 0.92 },
};

const dir = realworldResumesDir();

describe.skipIf(!dir)("import of real-world resumes and of documents from real makers", () => {
  let results: ReadResult[] = [];
  beforeAll(async () => {
    results = await readRealworld([...realworldResumes(dir), ...realMakerResumes()]);
  }, 120_000);

  for (const [maker, floors] of Object.entries(MAKER_FLOORS)) {
    it(`reads ${maker} documents at least as well as before`, () => {
      const tallies = sumTallies(
        results.filter((result) => result.doc.maker === maker && !result.doc.heldBack),
      );
      for (const [group, floor] of Object.entries(floors) as [Group, number][]) {
        expect(groupShare(tallies, FIELD_GROUPS[group] ?? []), `${maker}: ${group}`).toBeGreaterThanOrEqual(
          floor,
        );
      }
    });
  }

  for (const [batch, makers] of Object.entries(BATCH_FLOORS)) {
    for (const [maker, floors] of Object.entries(makers)) {
      it(`reads ${batch}'s ${maker} documents at least as well as before`, () => {
        const ofBatch = results.filter(
          (result) => result.doc.batch === batch && result.doc.maker === maker && !result.doc.heldBack,
        );
        expect(ofBatch.length, maker).toBeGreaterThan(0);
        const tallies = sumTallies(ofBatch);
        for (const [group, floor] of Object.entries(floors) as [Group, number][]) {
          expect(groupShare(tallies, FIELD_GROUPS[group] ?? []), `${maker}: ${group}`).toBeGreaterThanOrEqual(
            floor,
          );
        }
      });
    }
  }

  for (const [set, floors] of Object.entries(SET_FLOORS)) {
    it(`reads the ${set} set at least as well as before`, () => {
      const tallies = sumTallies(results.filter((result) => result.doc.heldBack === (set === "held-back")));
      for (const [group, floor] of Object.entries(floors) as [Group, number][]) {
        expect(groupShare(tallies, FIELD_GROUPS[group] ?? []), `${set}: ${group}`).toBeGreaterThanOrEqual(
          floor,
        );
      }
    });
  }
});
