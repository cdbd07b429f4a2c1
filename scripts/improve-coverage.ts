import { splitSentences } from "../src/server/ai/offline/bullet-lines.ts";
import { brokenRules, type LineRule } from "../src/server/ai/offline/line-rules.ts";
import { polishBullet } from "../src/server/ai/offline/polish-bullet.ts";
import { askForNumber, suggestImprovements } from "../src/server/ai/offline/suggest-improvements.ts";
import { meaningChanges } from "../tests/fixtures/meaning-checks.ts";
import { corpusBullets, type ResumeBullet, realworldBullets } from "../tests/fixtures/resume-bullets.ts";

// Issue 33: how many lines that break a named rule (line-rules.ts) get an Improve suggestion,
// and how many rewrites (tailoring and Improve) change the person's part, a verb's tense, a
// name's casing or a number (tests/fixtures/meaning-checks.ts), over every line of the corpus
// resumes and the development real-world resumes (the held-back ones are left out).
//   node scripts/improve-coverage.ts [--misses] [--examples]

const showMisses = process.argv.includes("--misses");
const showExamples = process.argv.includes("--examples");

function report(name: string, lines: ResumeBullet[]): void {
  let broken = 0;
  let answered = 0;
  let asked = 0;
  let anySuggestion = 0;
  let rewrites = 0;
  const changes: string[] = [];
  const byRule = new Map<LineRule, { lines: number; answered: number }>();
  for (const line of lines) {
    const suggestions = suggestImprovements(line.text, line.tense, "bullet");
    const tailored = splitSentences(line.text)
      .map((sentence) => polishBullet(sentence, line.tense).text)
      .join(" ");
    for (const text of [tailored, ...suggestions.map((s) => s.text)]) {
      rewrites++;
      const problems = meaningChanges(line.text, text, line.tense);
      if (problems.length) changes.push(`${line.text}\n  -> ${text}\n  ${problems.join("; ")}`);
    }
    if (suggestions.length) anySuggestion++;
    const rules = brokenRules(line.text, line.tense);
    if (!rules.length) continue;
    broken++;
    if (suggestions.length) answered++;
    else if (rules.includes("result without a number") && askForNumber(line.text, line.tense, "bullet"))
      asked++;
    for (const rule of rules) {
      const row = byRule.get(rule) ?? { lines: 0, answered: 0 };
      row.lines++;
      if (suggestions.length) row.answered++;
      byRule.set(rule, row);
    }
    if (showMisses && !suggestions.length) console.log(`  miss [${rules.join(", ")}] ${line.text}`);
    if (showExamples && suggestions[0]) {
      console.log(`  "${line.text}"\n    -> "${suggestions[0].text.split("\n").join(" / ")}"`);
    }
  }
  const percent = (part: number, whole: number) => `${whole ? Math.round((100 * part) / whole) : 0}%`;
  console.log(`${name}: ${lines.length} lines`);
  console.log(
    `  break a rule: ${broken}; with a suggestion: ${answered} (${percent(answered, broken)}); asked only for a number: ${asked}`,
  );
  for (const [rule, row] of byRule) {
    console.log(`    ${rule}: ${row.answered} of ${row.lines} (${percent(row.answered, row.lines)})`);
  }
  console.log(`  lines with any suggestion: ${anySuggestion} (${percent(anySuggestion, lines.length)})`);
  console.log(`  rewrites checked: ${rewrites}; changing part, tense, name or number: ${changes.length}`);
  for (const change of changes) console.log(`  ${change}`);
}

report("corpus resumes", corpusBullets());
report("real-world resumes (development set)", await realworldBullets());
