// JSON Resume themes from npm, rendered to HTML by the theme's own render(resume) and printed to
// PDF by headless Chromium. The themes live outside the project (JR_DIR, default /tmp/jr); see
// make-other.ts for how to install them. Some themes load fonts and CSS from CDNs at print time.

import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { docsDir, loadResume, workDir, writeDraft } from "./corpus.ts";

/** theme → corpus resume (each theme gets a different resume). */
const themeJobs: [theme: string, resume: string][] = [
  ["even", "retail-store-manager"],
  ["stackoverflow", "enterprise-sales-manager"],
  ["macchiato", "graphic-designer"],
  ["paper", "elementary-teacher"],
  ["kendall", "executive-assistant"],
  ["class", "junior-frontend-bootcamp"],
  ["onepage", "warehouse-supervisor-to-operations"],
  ["spartan", "veteran-logistics-to-supply-chain"],
];

const jrDir = process.env.JR_DIR ?? "/tmp/jr";

type Render = (resume: unknown) => string | Promise<string>;

type ThemeModule = { render?: Render; default?: { render?: Render } };

/** require() the theme from JR_DIR (or from); an ESM-only theme (even) is imported from its "import" entry. */
export async function loadTheme(theme: string, from = jrDir): Promise<Render> {
  const pkg = `jsonresume-theme-${theme}`;
  const require = createRequire(join(from, "package.json"));
  let mod: ThemeModule;
  try {
    mod = require(pkg) as ThemeModule;
  } catch {
    const dir = join(from, "node_modules", pkg);
    const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const entry: string = meta.exports?.["."]?.import?.default ?? meta.module;
    mod = (await import(pathToFileURL(join(dir, entry)).href)) as ThemeModule;
  }
  const render = mod.render ?? mod.default?.render;
  if (!render) throw new Error(`jsonresume-theme-${theme} has no render()`);
  return render;
}

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-pdf-header-footer",
];

export async function makeThemes(only: string[]): Promise<void> {
  mkdirSync(workDir, { recursive: true });
  for (const [theme, name] of themeJobs) {
    const id = `chromium-jsonresume-${theme}-${name}`;
    if (only.length && !only.includes(id)) continue;
    const html = await (await loadTheme(theme))(loadResume(name));
    const htmlFile = join(workDir, `${id}.html`);
    writeFileSync(htmlFile, html);
    const out = join(docsDir, `${id}.pdf`);
    execFileSync("chromium", [...chromiumFlags, `--print-to-pdf=${out}`, `file://${htmlFile}`], {
      stdio: "ignore",
      timeout: 120_000,
    });
    writeDraft(id, `docs/${id}.pdf`, loadResume(name), `jsonresume-theme-${theme} printed by Chromium`);
    console.log(id);
  }
}
