import { accessSync, constants } from "node:fs";
import path from "node:path";

// Run first by `npm test`: the system programs the tests need, so a missing one is named in one
// line with the command that installs it, not found 40 minutes in (Debian package names; .ci/run
// installs the same ones). `node scripts/check-test-tools.ts`.

interface Tool {
  command: string;
  /** Where else it may be when it is not on PATH. */
  paths?: string[];
  /** The Debian package that has it. */
  pkg: string;
  why: string;
}

const TOOLS: Tool[] = [
  { command: "chromium", paths: ["/usr/bin/chromium"], pkg: "chromium", why: "the end-to-end tests" },
  { command: "pdftotext", pkg: "poppler-utils", why: "PDFs read back as text" },
  { command: "pdftoppm", pkg: "poppler-utils", why: "PDFs drawn as images" },
  { command: "soffice", pkg: "libreoffice-writer-nogui", why: "Word files turned into PDFs" },
];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const onPath = (command: string) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && executable(path.join(dir, command)));

const missing = TOOLS.filter((tool) => !(tool.paths ?? []).some(executable) && !onPath(tool.command));
if (missing.length) {
  const packages = [...new Set(missing.map((tool) => tool.pkg))];
  const names = missing.map((tool) => `${tool.command} (${tool.why})`).join(", ");
  const recommends = packages.includes("libreoffice-writer-nogui") ? " --no-install-recommends" : "";
  console.error(
    `npm test needs ${names}: sudo apt-get install -y${recommends} ${packages.join(" ")} (see README "Test it").`,
  );
  process.exit(1);
}
