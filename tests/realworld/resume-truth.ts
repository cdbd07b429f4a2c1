import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sharedData } from "../fixtures/corpus.ts";
import {
  HELD_BACK_BATCH3_MAKERS,
  HELD_BACK_BATCH4_MAKERS,
  HELD_BACK_BATCH5_MAKERS,
  HELD_BACK_BATCH6_MAKERS,
  HELD_BACK_BATCH7_MAKERS,
  HELD_BACK_BATCH8_MAKERS,
  HELD_BACK_OTHER_MAKERS,
  HELD_BACK_RESUMES,
  HELD_BACK_TEMPLATES,
  HELD_BACK_TEMPLATES_2,
  HELD_BACK_TEX_MAKERS,
  HELD_BACK_TEX2_MAKERS,
  HELD_BACK_WEB_MAKERS,
} from "./held-back.ts";

// The real-world resume set (../shared/realworld/resumes, read its README): documents people made
// with real tools, with truth written by hand. Never copied into the repository.

/** ../shared/realworld/resumes, or undefined outside CI when it is not beside the clone. */
export function realworldResumesDir(what = "the real-world import test"): string | undefined {
  const dir = sharedData("realworld/resumes", what);
  return dir && existsSync(join(dir, "truth")) ? dir : undefined;
}

interface TruthJob {
  company: string | null;
  title: string | null;
  start: string | null;
  end: string | null;
}

interface TruthSchool {
  institution: string | null;
  degree: string | null;
  start: string | null;
  end: string | null;
}

export interface ResumeTruth {
  id: string;
  file: string;
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  work: TruthJob[];
  education: TruthSchool[];
  sections: { heading: string; kind: string }[];
  skills: string[];
  bullets: number;
}

export interface RealworldResume {
  truth: ResumeTruth;
  bytes: Uint8Array;
  /**
   * The tool family that made it: the id's first word (pdftex, xetex, chromium, msword…), with
   * "made:" before it for the documents we made with real makers (tests/import-set/real-makers),
   * "template:" for template projects' examples committed here (tests/import-set/real-templates).
   */
  maker: string;
  heldBack: boolean;
  /** The folder of documents it came from, for ours (tests/import-set/real-makers-3…). */
  batch?: string;
}

export function realworldResumes(dir = realworldResumesDir()): RealworldResume[] {
  return dir ? truthSet(dir, "", HELD_BACK_RESUMES) : [];
}

/** A folder of tests/import-set holding documents we made, by its name. */
const importSetDir = (name: string) => fileURLToPath(new URL(`../import-set/${name}`, import.meta.url));

/** The documents we made with real makers from corpus content (tests/import-set/real-makers). */
export const REAL_MAKERS_DIR = importSetDir("real-makers");

/** Every folder of documents we made, in batches, each with its held-back quarter. */
export const REAL_MAKER_BATCHES: { dir: string; heldBack: readonly string[] }[] = [
  { dir: REAL_MAKERS_DIR, heldBack: [...HELD_BACK_TEX_MAKERS, ...HELD_BACK_OTHER_MAKERS] },
  ...(
    [
      ["real-makers-web", HELD_BACK_WEB_MAKERS],
      ["real-makers-tex2", HELD_BACK_TEX2_MAKERS],
      ["real-makers-3", HELD_BACK_BATCH3_MAKERS],
      ["real-makers-4", HELD_BACK_BATCH4_MAKERS],
      ["real-makers-5", HELD_BACK_BATCH5_MAKERS],
      ["real-makers-6", HELD_BACK_BATCH6_MAKERS],
      ["real-makers-7", HELD_BACK_BATCH7_MAKERS],
      ["real-makers-8", HELD_BACK_BATCH8_MAKERS],
      ["real-templates", HELD_BACK_TEMPLATES],
      ["real-templates-2", HELD_BACK_TEMPLATES_2],
    ] as const
  ).map(([name, heldBack]) => ({ dir: importSetDir(name), heldBack })),
];

/**
 * Batches of template projects' own example documents (not made by us): their makers are named
 * "template:…" so they neither blur the shared set's families nor ours.
 */
const TEMPLATE_BATCHES = new Set(["real-templates", "real-templates-2"]);

export function realMakerResumes(): RealworldResume[] {
  return REAL_MAKER_BATCHES.flatMap(({ dir, heldBack }) => {
    if (!existsSync(join(dir, "truth"))) return [];
    const batch = basename(dir);
    return truthSet(dir, TEMPLATE_BATCHES.has(batch) ? "template:" : "made:", heldBack, batch);
  });
}

/** Every document of a folder holding docs/ and truth/ in the real-world truth format. */
function truthSet(
  dir: string,
  makerPrefix: string,
  heldBack: readonly string[],
  batch?: string,
): RealworldResume[] {
  return readdirSync(join(dir, "truth"))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const truth = JSON.parse(readFileSync(join(dir, "truth", name), "utf8")) as ResumeTruth;
      return {
        truth,
        bytes: new Uint8Array(readFileSync(join(dir, truth.file))),
        maker: makerPrefix + (truth.id.split("-")[0] ?? truth.id),
        heldBack: heldBack.includes(truth.id),
        ...(batch ? { batch } : {}),
      };
    });
}
