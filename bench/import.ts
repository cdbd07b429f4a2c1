import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { readDocument } from "../src/server/modules/import-export/documents/read-document.ts";
import { corpusAvailable } from "../tests/fixtures/corpus.ts";
import { accuracyTable, readSamples } from "../tests/import-set/accuracy-table.ts";
import { importSetFile, importSetSamples } from "../tests/import-set/import-set.ts";
import { readRealworld, realworldTable } from "../tests/realworld/import-accuracy.ts";
import { realMakerResumes, realworldResumes, realworldResumesDir } from "../tests/realworld/resume-truth.ts";
import { round } from "./lib.ts";

// Resume import (issues 15, 31): the field-level accuracy of the offline reader on the import test
// set (tests/import-set: the corpus printed by our designs, Chromium, Word files and LibreOffice),
// per engine, on the real-world resumes (../shared/realworld: per maker, development set and
// held-back quarter), and the time readDocument takes for a 3-page PDF (target <= 300 ms) and shorter
// files. The samples are made once and cached (node_modules/.cache/import-set/).

if (!corpusAvailable) {
  console.log("bench:import needs the corpus in ../shared/corpus: nothing to measure.");
  process.exit(0);
}

/** The files timed: engine, corpus resume. */
const TIMED: [string, string][] = [
  ["ours-classic", "phd-biology-researcher"],
  ["chromium-one-column", "phd-biology-researcher"],
  ["libreoffice-headings", "phd-biology-researcher"],
  ["ours-classic", "senior-data-scientist"],
  ["ours-classic", "executive-assistant"],
  ["ours-compact", "executive-assistant"],
  ["docx-headings", "phd-biology-researcher"],
];
const WARM_UP = 3;
const RUNS = 25;

async function pages(bytes: Uint8Array): Promise<string> {
  if (bytes[0] !== 0x25) return "Word";
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const count = (await task.promise).numPages;
  await task.destroy();
  return `${count} page${count === 1 ? "" : "s"}`;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return `median ${String(at(0.5)).padStart(6)} ms   p95 ${String(at(0.95)).padStart(6)} ms`;
}

const started = performance.now();
const samples = await importSetSamples();
const ready = performance.now();
const results = await readSamples(samples);
console.log(
  `Import accuracy, ${samples.length} files (samples ready in ${round((ready - started) / 1000)} s, read in ${round((performance.now() - ready) / 1000)} s)\n`,
);
console.log(accuracyTable(results));

const realworldDir = realworldResumesDir("bench:import's real-world table");
if (realworldDir) {
  console.log(
    '\nReal-world resumes (../shared/realworld/resumes) and documents made with real makers ("made:", tests/import-set/real-makers), share read right',
  );
  console.log(
    realworldTable(await readRealworld([...realworldResumes(realworldDir), ...realMakerResumes()])),
  );
}

console.log("\nreadDocument, warm, one file at a time (target: 3-page PDF <= 300 ms)");
for (const [engine, resume] of TIMED) {
  const { bytes } = await importSetFile(engine, resume);
  for (let i = 0; i < WARM_UP; i++) await readDocument({ bytes });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await readDocument({ bytes });
    times.push(performance.now() - t0);
  }
  console.log(`${`${engine}/${resume} (${await pages(bytes)})`.padEnd(60)}${stats(times)}`);
}
