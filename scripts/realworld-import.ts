import { readRealworld, realworldTable } from "../tests/realworld/import-accuracy.ts";
import { realMakerResumes, realworldResumes, realworldResumesDir } from "../tests/realworld/resume-truth.ts";

// Prints the import's accuracy on ../shared/realworld/resumes and tests/import-set/real-makers per maker, for the development set
// and the held-back quarter, then every misread of the development set (never of the held-back
// quarter: its failures are not looked at while the reader is tuned).
//   node scripts/realworld-import.ts [document id…]

const dir = realworldResumesDir("scripts/realworld-import.ts");
if (!dir) process.exit(0);
const only = process.argv.slice(2);
const results = await readRealworld([...realworldResumes(dir), ...realMakerResumes()]);
console.log(realworldTable(results));
for (const result of results) {
  if (result.doc.heldBack || (only.length && !only.includes(result.doc.truth.id))) continue;
  if (!result.misses.length) continue;
  console.log(`\n## ${result.doc.truth.id}`);
  for (const miss of result.misses) {
    console.log(
      `  ${miss.field}: want ${JSON.stringify(miss.expected)}, read ${JSON.stringify(miss.got).slice(0, 140)}`,
    );
  }
}
