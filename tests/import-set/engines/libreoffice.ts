import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { docxEngine } from "./docx.ts";
import { fontConfigFile } from "./font-config.ts";
import type { SampleEngine } from "./sample-engine.ts";

// The docx engine's Word files converted to PDF by LibreOffice (Writer's own layout and PDF
// export, as when a user saves a .docx as PDF). One soffice run converts the whole batch: its
// start-up is most of the cost.

const run = promisify(execFile);
const SOFFICE_TIMEOUT_MS = 300_000;

export const libreofficeEngine: SampleEngine = {
  family: "libreoffice",
  variants: docxEngine.variants,
  extension: "pdf",
  sources: ["tests/import-set/engines/libreoffice.ts", "tests/import-set/engines/font-config.ts"],
  convertsFrom: docxEngine,
  expected: docxEngine.expected,
  async generate(jobs) {
    const dir = await mkdtemp(path.join(tmpdir(), "import-set-soffice-"));
    try {
      const files = await Promise.all(
        jobs.map(async (job, i) => {
          if (!job.input) throw new Error("LibreOffice converts a DOCX: none was given.");
          const file = path.join(dir, `sample-${i}.docx`);
          await writeFile(file, job.input);
          return file;
        }),
      );
      // A private profile: a user's running LibreOffice (or a parallel run) would otherwise take the call.
      await run(
        "soffice",
        [
          `-env:UserInstallation=file://${path.join(dir, "profile")}`,
          "--headless",
          "--convert-to",
          "pdf",
          "--outdir",
          dir,
          ...files,
        ],
        { timeout: SOFFICE_TIMEOUT_MS, env: { ...process.env, FONTCONFIG_FILE: await fontConfigFile() } },
      );
      return await Promise.all(
        files.map(async (file) => new Uint8Array(await readFile(file.replace(/\.docx$/, ".pdf")))),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
