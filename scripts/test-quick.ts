import { spawnSync } from "node:child_process";
import { globSync } from "node:fs";
import { include } from "../vitest.config.ts";

// A quick lane beside the full `npm test` (about 37 minutes on 2 cores): the type check, the lint
// and only the Vitest tests of the areas named, or with none named, the tests related to the files
// changed since main (committed, staged, unstaged and new: `vitest --changed main`). An area is a
// word matched against the test files' paths: `share-links` runs every *.test.ts with share-links in
// its path. No Playwright, no build.
//   npm run test:quick -- share-links mcp
//   npm run test:quick

const BASE = "main";

/** Every Vitest test file (vitest.config.ts's include), relative to the repository. */
function testFiles(): string[] {
  return [
    ...new Set(include.flatMap((pattern) => globSync(pattern, { exclude: ["node_modules/**"] }))),
  ].sort();
}

/** The test files whose path holds one of the areas (case-insensitive); exits naming an area that matches none. */
function filesOfAreas(areas: string[], files: string[]): string[] {
  const chosen = new Set<string>();
  for (const area of areas) {
    const matching = files.filter((file) => file.toLowerCase().includes(area.toLowerCase()));
    if (!matching.length) {
      console.error(`test:quick: no test file has "${area}" in its path.`);
      process.exit(2);
    }
    for (const file of matching) chosen.add(file);
  }
  return [...chosen].sort();
}

interface Step {
  name: string;
  command: string[];
}

function run(step: Step): { ok: boolean; seconds: number } {
  console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const start = performance.now();
  const result = spawnSync(step.command[0] ?? "", step.command.slice(1), { stdio: "inherit" });
  return { ok: result.status === 0, seconds: (performance.now() - start) / 1000 };
}

function main(areas: string[]) {
  const vitest = areas.length
    ? ["npx", "vitest", "run", ...filesOfAreas(areas, testFiles())]
    : ["npx", "vitest", "run", "--changed", BASE, "--passWithNoTests"];
  if (areas.length) console.log(`test:quick: ${vitest.length - 3} test files for ${areas.join(", ")}`);
  else console.log(`test:quick: no area named, so the tests related to the files changed since ${BASE}`);

  const steps: Step[] = [
    { name: "type check", command: ["npm", "run", "-s", "typecheck"] },
    // `npm run lint` whole (about 25 s: cheaper than guessing what a change touches), as its three
    // parts, so one failing does not skip the others.
    { name: "lint: biome", command: ["npx", "biome", "check", "."] },
    { name: "lint: dependency-cruiser", command: ["npm", "run", "-s", "lint:deps"] },
    { name: "lint: knip", command: ["npm", "run", "-s", "lint:unused"] },
    { name: "vitest", command: vitest },
  ];
  // Every step runs, so a lint error does not hide a failing test; the summary says what failed.
  const results = steps.map((step) => ({ step, ...run(step) }));
  console.log("\ntest:quick:");
  for (const { step, ok, seconds } of results)
    console.log(`  ${ok ? "ok    " : "FAILED"} ${step.name} (${seconds.toFixed(0)} s)`);
  if (results.some((result) => !result.ok)) process.exit(1);
}

main(process.argv.slice(2));
