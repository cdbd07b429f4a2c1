import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startServer, stopServer } from "../bench/lib.ts";
import { JSON_RESUME_JOB_SAMPLE, JSON_RESUME_SAMPLE } from "../tests/fixtures/fixture-path.ts";

// Regenerates the README screenshots (docs/screenshots/*.png) from the built app: a BILLING=off
// server on a throwaway data folder, a guest session, the JSON Resume sample tailored to its
// sample job with the offline writer, and a cover letter. Run `npm run build` first, then
// `node scripts/screenshots.ts`.

const PORT = "3197";
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "screenshots-"));
const { child } = await startServer({ PORT, APP_URL: base, DATA_DIR: dataDir, BILLING: "off" });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/`);
  await shoot(page, "landing");

  const post = (path: string, data: unknown) =>
    page.request.post(`${base}${path}`, { data, headers: { Origin: base } }).then(async (answer) => {
      if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
      return answer.json();
    });
  await post("/api/auth/sign-in/anonymous", {});
  const resume = await post("/api/cv/import", {
    format: "json-resume",
    data: JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8")),
  });
  const posting = JSON.parse(readFileSync(JSON_RESUME_JOB_SAMPLE, "utf8"));
  const description = [posting.description, ...posting.responsibilities, ...posting.qualifications].join(
    "\n",
  );
  const job = await post("/api/jobs", { title: posting.title, company: posting.company, description });
  const revision = await post("/api/cv/generate", { id: resume.id, jobId: job.id });

  await page.addInitScript(() => {
    localStorage.setItem("cvHelpModalShown", "true");
    localStorage.setItem("cvTailoredHelpModalShown", "true");
  });
  await page.goto(`${base}/app/resume/${resume.id}/Tailored?revision=${revision.id}`);
  await page.getByRole("heading", { name: "ATS match score" }).waitFor();
  await shoot(page, "tailored");

  const letter = await post("/api/cover-letter/create", { name: "Microsoft letter", resume_id: resume.id });
  await post("/api/cover-letter/generate", { id: letter.id, job_id: job.id });
  await page.goto(`${base}/app/cover-letter/${letter.id}/tailored`);
  await page.getByText(posting.company).first().waitFor();
  await page.setViewportSize({ width: 1280, height: 1500 });
  await shoot(page, "cover-letter");
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
  console.log(`docs/screenshots/${name}.png`);
}
