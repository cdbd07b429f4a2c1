import { readDocument } from "../../src/server/modules/import-export/documents/read-document.ts";
import { type RealworldResume, realworldResumes } from "./resume-truth.ts";
import {
  addTallies,
  emptyTallies,
  type RealworldField,
  type RealworldMiss,
  realworldFields,
  scoreRealworld,
  share,
  type Tallies,
} from "./score-realworld.ts";

// The import's accuracy on the real-world resumes, per maker family and for the development set
// and the held-back quarter (held-back.ts). Used by bench/import.ts and tests/realworld.

export interface ReadResult {
  doc: RealworldResume;
  tallies: Tallies;
  misses: RealworldMiss[];
}

export async function readRealworld(docs = realworldResumes()): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const doc of docs) {
    const answer = await readDocument({ bytes: doc.bytes });
    results.push({ doc, ...scoreRealworld(doc.truth, answer.resume) });
  }
  return results;
}

export function sumTallies(results: ReadResult[]): Tallies {
  const total = emptyTallies();
  for (const result of results) addTallies(total, result.tallies);
  return total;
}

/** The figures the issue's targets name, by group of fields. */
export const FIELD_GROUPS: Record<string, RealworldField[]> = {
  "name, email, phone": ["name", "email", "phone"],
  "employer, title, start, end, school": ["employer", "title", "start", "end", "school"],
  sections: ["sections"],
  "items under jobs": ["items"],
};

export function groupShare(tallies: Tallies, fields: RealworldField[]): number {
  return share(
    fields.reduce(
      (sum, field) => ({ hit: sum.hit + tallies[field].hit, total: sum.total + tallies[field].total }),
      {
        hit: 0,
        total: 0,
      },
    ),
  );
}

const percent = (value: number) => `${Math.round(value * 100)}%`.padStart(5);

export function realworldTable(results: ReadResult[]): string {
  const rows: [string, Tallies][] = [];
  const makers = [...new Set(results.map((result) => result.doc.maker))].sort();
  // Per maker, the development documents only: the held-back quarter's failures are not looked at.
  for (const maker of makers) {
    const ofMaker = results.filter((result) => result.doc.maker === maker && !result.doc.heldBack);
    if (ofMaker.length) rows.push([`  ${maker}`, sumTallies(ofMaker)]);
  }
  rows.push(["development set", sumTallies(results.filter((result) => !result.doc.heldBack))]);
  rows.push(["held-back quarter", sumTallies(results.filter((result) => result.doc.heldBack))]);
  const head = `${"".padEnd(20)}${realworldFields.map((field) => field.padStart(9)).join("")}`;
  const lines = rows.map(
    ([label, tallies]) =>
      `${label.padEnd(20)}${realworldFields
        .map((field) => (tallies[field].total ? percent(share(tallies[field])).padStart(9) : "—".padStart(9)))
        .join("")}`,
  );
  const groups = (["development set", "held-back quarter"] as const).map((label) => {
    const tallies = rows.find(([name]) => name === label)?.[1] ?? emptyTallies();
    return `${label}: ${Object.entries(FIELD_GROUPS)
      .map(([name, fields]) => `${name} ${percent(groupShare(tallies, fields)).trim()}`)
      .join(" · ")}`;
  });
  return [head, ...lines, "", ...groups].join("\n");
}
