import { corpusAvailable, corpusLabels, corpusPairs } from "../tests/fixtures/corpus.ts";
import { median, tailorPair } from "../tests/fixtures/corpus-tailoring.ts";

// Issue 13's corpus figures: posting analysis against the gold labels, and every labelled
// resume x posting pair tailored by the offline writer (score before, after tailoring, after
// confirming the labelled supported terms), as `npm run bench:ai` prints them.

export async function printCorpusTable() {
  if (!corpusAvailable) {
    console.log("\n(no corpus beside the project: the corpus table is skipped)");
    return;
  }
  const labels = corpusLabels();
  console.log(
    "\nTailoring every labelled corpus pair (offline writer): score before → after tailoring → after confirming",
  );
  const gains: number[] = [];
  const confirmed: number[] = [];
  for (const pair of corpusPairs()) {
    const label = labels[pair.posting];
    if (!label) continue;
    const result = await tailorPair(pair, label);
    const { before, after } = result.score;
    if (pair.fit !== "none") {
      gains.push(after.score - before.score);
      confirmed.push(result.confirmed);
    }
    const name = `${pair.resume.replace(".resume.json", "")} × ${pair.posting.replace(".txt", "")}`;
    console.log(
      `${pair.fit.padEnd(8)}${name.slice(0, 74).padEnd(76)}${String(before.score).padStart(4)} →${String(after.score).padStart(4)} →${String(result.confirmed).padStart(4)}${result.fabricated.length ? `  unsupported written: ${result.fabricated.join(", ")}` : ""}`,
    );
  }
  console.log(
    `strong + partial pairs: median gain from tailoring ${median(gains)} points; median score after confirming ${median(confirmed)}`,
  );
}
