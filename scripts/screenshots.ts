import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startServer, stopServer } from "../bench/lib.ts";

// Regenerates the README screenshots (docs/screenshots/*.png) from the built app: a BILLING=off
// server on a throwaway data folder, a guest session, and the corpus's nurse moving into clinical
// informatics tailored to the Epic analyst posting with the offline writer, plus a cover letter.
// Desktop shots at 1280 px, phone shots at 390 px. Run `npm run build` first, then
// `node scripts/screenshots.ts`; SCREENSHOT_PREFIX (e.g. "issue16/before-") names a set to compare,
// SCREENSHOT_ONLY (e.g. "phone-") takes only the shots whose names start with it.

const PORT = "3197";
const base = `http://127.0.0.1:${PORT}`;
const prefix = process.env.SCREENSHOT_PREFIX ?? "";
const only = process.env.SCREENSHOT_ONLY ?? "";
const corpus = new URL("../../shared/corpus/", import.meta.url);
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
    data: JSON.parse(readFileSync(new URL("resumes/nurse-to-health-it.resume.json", corpus), "utf8")),
  });
  const description = readFileSync(
    new URL("postings/clinical-applications-analyst-epic.txt", corpus),
    "utf8",
  );
  const [title = "", company = ""] = description.split("\n");
  const job = await post("/api/jobs", { title, company, description });
  const revision = await post("/api/cv/generate", { id: resume.id, jobId: job.id });

  await page.addInitScript(() => {
    localStorage.setItem("cvHelpModalShown", "true");
    localStorage.setItem("cvTailoredHelpModalShown", "true");
  });
  await page.goto(`${base}/app/resume/${resume.id}/step/Experience`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await shoot(page, "wizard-experience");

  await page.goto(`${base}/app/resume/${resume.id}/Original`);
  await page.locator("canvas").first().waitFor();
  await shoot(page, "design");

  await page.goto(`${base}/app/resume/${resume.id}/Tailored?revision=${revision.id}`);
  await page.getByRole("heading", { name: "ATS match score" }).waitFor();
  await shoot(page, "tailored");

  await page.goto(`${base}/app/resume`);
  await shoot(page, "resume-list");

  const letter = await post("/api/cover-letter/create", { name: "Riverbend letter", resume_id: resume.id });
  await post("/api/cover-letter/generate", { id: letter.id, job_id: job.id });
  await page.goto(`${base}/app/cover-letter/${letter.id}/tailored`);
  await page.getByLabel("Letter text").waitFor();
  await page.setViewportSize({ width: 1280, height: 1500 });
  await shoot(page, "cover-letter");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/app/resume`);
  await shoot(page, "phone-resume-list");
  // A written letter opens on the letter on a phone (issue 34, docs/decisions/035).
  await page.goto(`${base}/app/cover-letter/${letter.id}/tailored`);
  await page.getByLabel("Letter text").waitFor();
  await shoot(page, "phone-cover-letter");
  await page.goto(`${base}/app/resume/${resume.id}/step/Experience`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await shoot(page, "phone-wizard");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page.getByRole("dialog").locator("canvas").first().waitFor();
  await shoot(page, "phone-preview");
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

async function shoot(page: Page, name: string) {
  if (!name.startsWith(only)) return;
  await page.waitForLoadState("networkidle");
  const path = `docs/screenshots/${prefix}${name}.png`;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path });
  console.log(path);
}
