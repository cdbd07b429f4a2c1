import { realworldPostings, scorePosting, setFigures } from "../tests/realworld/posting-labels.ts";

// Prints the posting analysis's precision, recall and junk on ../shared/realworld/postings for the
// development set and the held-back quarter, then each development posting's wrong and missed
// terms (never the held-back quarter's: its failures are not looked at while the analysis is tuned).
//   node scripts/realworld-postings.ts [posting id…]

const postings = realworldPostings("scripts/realworld-postings.ts");
if (!postings) process.exit(0);
const only = process.argv.slice(2);
const scored = postings.map((posting) => ({ posting, score: scorePosting(posting) }));
const pct = (value: number) => value.toFixed(3);
for (const heldBack of [false, true]) {
  const figures = setFigures(scored.filter((s) => s.posting.heldBack === heldBack).map((s) => s.score));
  console.log(
    `${heldBack ? "held-back  " : "development"}  precision ${pct(figures.precision)}  recall ${pct(figures.recall)}  junk ${pct(figures.junk)}`,
  );
}
for (const { posting, score } of scored) {
  if (posting.heldBack || (only.length && !only.includes(posting.id))) continue;
  console.log(
    `\n## ${posting.id}  (${score.right}/${score.found.length} right, ${score.gold - score.missed.length}/${score.gold} found)`,
  );
  console.log(
    `  wrong: ${score.wrong.map((term) => (score.junk.includes(term) ? `JUNK:${term}` : term)).join("; ")}`,
  );
  console.log(`  missed: ${score.missed.join("; ")}`);
}
