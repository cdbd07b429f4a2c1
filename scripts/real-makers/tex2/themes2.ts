// JSON Resume themes not used in the first batch, rendered by the theme's own render(resume) and
// printed by headless Chromium (../run.ts, with the first batch's loader and flags).

import { loadResume, writeDraft } from "../other/corpus.ts";
import { printThemes } from "../run.ts";

/** theme → corpus resume. Tried and left out: flat (head-chef) and crisp (mechanical-engineer) ran to
 * 5 pages; modern printed its avatar as a broken-image box. */
const themeJobs: [theme: string, resume: string][] = [
  ["short", "nurse-to-health-it"],
  ["caffeine", "public-policy-analyst"],
  ["eloquent", "warehouse-supervisor-to-operations"],
  ["straightforward", "enterprise-sales-manager"],
];

export async function makeThemes2(only: string[], docsDir: string, work: string): Promise<void> {
  await printThemes(themeJobs, {
    only,
    from: process.env.JR2_DIR ?? "/tmp/jr2",
    docsDir,
    work,
    onPrinted: (id, theme, name) => {
      writeDraft(id, `docs/${id}.pdf`, loadResume(name), `jsonresume-theme-${theme} printed by Chromium`);
      console.log(id);
    },
  });
}
