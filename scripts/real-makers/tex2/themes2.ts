// JSON Resume themes not used in the first batch, rendered by the theme's own render(resume) and
// printed by headless Chromium with the first batch's loader and flags (../other/themes.ts).

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadResume, writeDraft } from "../other/corpus.ts";
import { chromiumFlags, loadTheme } from "../other/themes.ts";

/** theme → corpus resume. Tried and left out: flat (head-chef) and crisp (mechanical-engineer) ran to
 * 5 pages; modern printed its avatar as a broken-image box. */
const themeJobs: [theme: string, resume: string][] = [
  ["short", "nurse-to-health-it"],
  ["caffeine", "public-policy-analyst"],
  ["eloquent", "warehouse-supervisor-to-operations"],
  ["straightforward", "enterprise-sales-manager"],
];

export async function makeThemes2(only: string[], docsDir: string, work: string): Promise<void> {
  const from = process.env.JR2_DIR ?? "/tmp/jr2";
  for (const [theme, name] of themeJobs) {
    const id = `chromium-jsonresume-${theme}-${name}`;
    if (only.length && !only.includes(id)) continue;
    try {
      const html = await (await loadTheme(theme, from))(loadResume(name));
      const htmlFile = join(work, `${id}.html`);
      writeFileSync(htmlFile, html);
      execFileSync(
        "chromium",
        [...chromiumFlags, `--print-to-pdf=${join(docsDir, `${id}.pdf`)}`, `file://${htmlFile}`],
        {
          stdio: "ignore",
          timeout: 120_000,
        },
      );
    } catch (e) {
      console.error(`${id}: ${e}`);
      process.exitCode = 1;
      continue;
    }
    writeDraft(id, `docs/${id}.pdf`, loadResume(name), `jsonresume-theme-${theme} printed by Chromium`);
    console.log(id);
  }
}
