import { readDocument } from "../../src/server/modules/import-export/documents/read-document.ts";
import type { ResumeDraft } from "../../src/shared/resume-draft.ts";
import type { ImportSample } from "./import-set.ts";
import {
  addTallies,
  emptyTallies,
  type ImportScore,
  type ScoredField,
  scoredFields,
  scoreImport,
  type Tally,
} from "./score-import.ts";

// Reads every sample the way the import endpoint does (readDocument, no HTTP), scores it, and
// sums the scores per engine, per family and overall against issue 15's targets.

export interface SampleResult {
  engine: string;
  family: string;
  resume: string;
  score: ImportScore;
  /** readDocument's time for this file. */
  ms: number;
  /** readDocument refused the file: scored as an empty draft. */
  error?: string;
}

/** Issue 15's targets: the share of each field read right. */
const TARGETS: Record<ScoredField, number> = {
  name: 1,
  email: 1,
  phone: 1,
  company: 0.95,
  title: 0.95,
  startDate: 0.95,
  endDate: 0.95,
  bullets: 0.97,
  sections: 0.95,
  skills: 0.95,
};
/** Our own PDFs must come back whole in these fields. */
const ROUND_TRIP: ScoredField[] = [
  "name",
  "email",
  "phone",
  "company",
  "title",
  "startDate",
  "endDate",
  "sections",
];

export async function readSamples(samples: ImportSample[]): Promise<SampleResult[]> {
  const results: SampleResult[] = [];
  for (const sample of samples) {
    const started = performance.now();
    let draft: ResumeDraft = { basics: {} };
    let error: string | undefined;
    try {
      draft = (await readDocument({ bytes: sample.bytes })).resume;
    } catch (problem) {
      error = problem instanceof Error ? problem.message : String(problem);
    }
    const ms = performance.now() - started;
    results.push({ ...sample, score: scoreImport(sample.expected, draft), ms, error });
  }
  return results;
}

interface Group {
  label: string;
  results: SampleResult[];
  tallies: Record<ScoredField, Tally>;
}

function group(label: string, results: SampleResult[]): Group {
  const tallies = emptyTallies();
  for (const result of results) addTallies(tallies, result.score.tallies);
  return { label, results, tallies };
}

const share = (tally: Tally) => (tally.total ? tally.hit / tally.total : 1);

/** Engines one by one, then each family, then everything. */
function groups(results: SampleResult[]): Group[] {
  const by = (key: (result: SampleResult) => string) => {
    const names = [...new Set(results.map(key))];
    return names.map((name) =>
      group(
        name,
        results.filter((result) => key(result) === name),
      ),
    );
  };
  const families = by((result) => result.family).map((item) => ({ ...item, label: `${item.label} (all)` }));
  return [...by((result) => result.engine), ...families, group("overall", results)];
}

const HEADERS = ["engine", "files", ...scoredFields, "errors", "ms p50"];

export function accuracyTable(results: SampleResult[]): string {
  const rows = groups(results).map((item) => {
    const times = item.results.map((result) => result.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    return [
      item.label,
      String(item.results.length),
      ...scoredFields.map((field) =>
        item.tallies[field].total ? `${(100 * share(item.tallies[field])).toFixed(1)}%` : "–",
      ),
      String(item.results.filter((result) => result.error).length),
      median.toFixed(0),
    ];
  });
  const widths = HEADERS.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  const targets = ["target", "", ...scoredFields.map((field) => `${TARGETS[field] * 100}%`), "", ""];
  return [line(HEADERS), line(targets), ...rows.map(line)].join("\n");
}

/** Each target a family misses: "docx: company 81.3% < 95%". */
export function targetProblems(results: SampleResult[], family: string): string[] {
  const { tallies } = group(
    family,
    results.filter((result) => result.family === family),
  );
  const problems: string[] = [];
  for (const field of scoredFields) {
    const target = family === "ours" && ROUND_TRIP.includes(field) ? 1 : TARGETS[field];
    const value = share(tallies[field]);
    if (value < target)
      problems.push(`${family}: ${field} ${(100 * value).toFixed(1)}% < ${(100 * target).toFixed(0)}%`);
  }
  const errors = results.filter((result) => result.family === family && result.error);
  for (const result of errors)
    problems.push(`${result.engine}/${result.resume} was refused: ${result.error}`);
  return problems;
}

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Every miss, sample by sample: what was printed against what was read. */
export function missReport(results: SampleResult[]): string {
  return results
    .filter((result) => result.score.misses.length || result.error)
    .map((result) =>
      [
        `${result.engine}/${result.resume}${result.error ? ` (refused: ${result.error})` : ""}`,
        ...result.score.misses.map(
          (miss) =>
            `  ${miss.field} ${miss.where}\n    expected: ${clip(miss.expected)}\n    got:      ${clip(miss.got)}`,
        ),
      ].join("\n"),
    )
    .join("\n");
}
