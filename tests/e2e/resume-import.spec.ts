import { expect, type Page, test } from "@playwright/test";
import type { ResumeDraft } from "../../src/shared/resume-draft.ts";
import { requireCorpus } from "../fixtures/corpus.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path";
import { importSetFile } from "../import-set/import-set.ts";
import { readSourceResume } from "../import-set/source-resume.ts";
import { linkedinExportZip } from "../support/linkedin-export.ts";
import { prepareMode } from "./a11y-checks";
import { expectNoSeriousViolations } from "./helpers";
import { createWithHeadline, expectReview, job, screenshot, signIn } from "./resume-import-helpers";
import { UNLOCKED_URL } from "./servers";

// Importing a resume from a document through the review screen (issue 15): upload or paste,
// review what was read beside the text, change a field, create, and land in the wizard with
// the change saved. The documents come from the import set (corpus resumes printed as PDF and
// Word files) and a LinkedIn export made from a corpus resume.
//
// The person's name and first employer are what any good reader gets from these documents;
// they are soft assertions, so that a reader that misses them fails the test without hiding
// whether the rest of the flow works.

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const hasCorpus = requireCorpus("the PDF, Word and LinkedIn import journeys");

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const PASTED = `Maya Lindqvist
Registered Dietitian
maya.lindqvist@example.com | (555) 010-4477 | Portland, OR

SUMMARY
Registered dietitian with eight years in hospital and community nutrition.

EXPERIENCE
Clinical Dietitian
Riverside Community Hospital, Portland, OR
Mar 2019 - Present
• Assess the nutrition needs of 25 inpatients a day across cardiac and renal units
• Built a diabetes education class that now runs every month

Dietetic Intern
Cascadia Health Network, Salem, OR
Aug 2017 - Jun 2018
• Completed 1,200 hours of supervised practice

EDUCATION
M.S. Clinical Nutrition, Oregon State University, 2018

SKILLS
Medical nutrition therapy, Diabetes education, Epic, Motivational interviewing
`;

async function openResumes(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Resumes" }).click();
  await expect(page.getByRole("heading", { name: "Resumes", level: 1 })).toBeVisible();
}

async function resumeNames(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/cv/list");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { name: string }[]).map((resume) => resume.name);
}

const importInput = (page: Page) => page.getByLabel("Import a resume file");

/** What a reader should find: the person's name and their first job's employer (soft: see above). */
async function expectReadWell(page: Page, name: string, company: string): Promise<void> {
  expect.soft(await page.getByLabel("Full name").inputValue(), "the reader found the name").toBe(name);
  const firstCompany = job(page, 1).getByLabel("Company");
  const found = (await firstCompany.count()) ? await firstCompany.inputValue() : "(no job)";
  expect.soft(found, "the reader found the first job's company").toBe(company);
}

/** The saved resume's first job, as the wizard's Experience step lists it. */
async function firstSavedCompany(page: Page, id: number): Promise<string | undefined> {
  const response = await page.request.get(`/api/cv/item?id=${id}`);
  const resume = (await response.json()) as { experiences?: { company: string }[] };
  return resume.experiences?.[0]?.company;
}

test.describe("with resumes left", () => {
  test.use({ baseURL: UNLOCKED_URL });
  test.setTimeout(90_000);

  test("a PDF is read, reviewed, changed and created", async ({ page }) => {
    test.skip(!hasCorpus, "needs ../shared/corpus");
    const source = readSourceResume("executive-assistant");
    const file = await importSetFile("chromium-one-column", "executive-assistant");
    await signIn(page, "import-pdf");
    await openResumes(page);

    // A read takes a moment: the page says so while it runs.
    await page.route("**/api/cv/import/read", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await importInput(page).setInputFiles({
      name: file.fileName,
      mimeType: PDF,
      buffer: Buffer.from(file.bytes),
    });
    await expect(page.getByText("Reading your resume")).toBeVisible();
    await expect(page.getByRole("region", { name: "Import your resume" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expectReview(page);
    await expect(page.getByRole("region", { name: "The text we read" })).toContainText(source.basics.name);
    await expectReadWell(page, source.basics.name, source.work?.[0]?.name ?? "");
    await screenshot(page, "pdf-1280");

    // A reload keeps the draft and the edits made so far.
    await page.getByLabel("Headline").fill("Chief of Staff");
    await page.reload();
    await expectReview(page);
    await expect(page.getByLabel("Headline")).toHaveValue("Chief of Staff");

    const id = await createWithHeadline(page, "Executive assistant, edited in review");
    expect.soft(await firstSavedCompany(page, id)).toBe(source.work?.[0]?.name);
  });

  test("a Word document is read, reviewed, changed and created", async ({ page }) => {
    test.skip(!hasCorpus, "needs ../shared/corpus");
    const source = readSourceResume("retail-store-manager");
    const file = await importSetFile("docx-headings", "retail-store-manager");
    await signIn(page, "import-docx");
    await openResumes(page);
    await importInput(page).setInputFiles({
      name: file.fileName,
      mimeType: DOCX,
      buffer: Buffer.from(file.bytes),
    });
    await expectReview(page);
    await expectReadWell(page, source.basics.name, source.work?.[0]?.name ?? "");
    const id = await createWithHeadline(page, "Store manager, edited in review");
    expect.soft(await firstSavedCompany(page, id)).toBe(source.work?.[0]?.name);
  });

  test("a LinkedIn data export is read, reviewed, changed and created from the dashboard", async ({
    page,
  }) => {
    test.skip(!hasCorpus, "needs ../shared/corpus");
    const source = readSourceResume("nurse-to-health-it");
    const zip = linkedinExportZip(source as ResumeDraft);
    await signIn(page, "import-linkedin");
    // The dashboard has the same import as the resume list.
    await importInput(page).setInputFiles({
      name: "Basic_LinkedInDataExport_11-20-2026.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(zip),
    });
    await expectReview(page);
    await expectReadWell(page, source.basics.name, source.work?.[0]?.name ?? "");
    const id = await createWithHeadline(page, "Clinical informatics, edited in review");
    expect.soft(await firstSavedCompany(page, id)).toBe(source.work?.[0]?.name);
  });

  test("a JSON Resume imported from the dashboard opens in the wizard with its report, no review", async ({
    page,
  }) => {
    await signIn(page, "import-json");
    await importInput(page).setInputFiles(JSON_RESUME_SAMPLE);
    await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
    await expect(page.getByRole("region", { name: "Import report" })).toContainText("Imported 1 job");
    await expect(page.getByLabel("Full name")).toHaveValue("Richard Hendriks");
  });

  test("pasted text is read; a job is added, an entry removed, then created", async ({ page }) => {
    await signIn(page, "import-paste");
    await openResumes(page);
    await page.getByRole("button", { name: "Paste text" }).click();
    await expect(page.getByRole("button", { name: "Paste text" })).toHaveAttribute("aria-expanded", "true");
    // Nothing pasted: said at once, nothing sent.
    await page.getByRole("button", { name: "Read text" }).click();
    await expect(page.getByText("Paste your resume's text first.")).toBeVisible();
    await page.getByLabel("Your resume's text").fill(PASTED);
    await page.getByRole("button", { name: "Read text" }).click();
    await expectReview(page);
    await expectReadWell(page, "Maya Lindqvist", "Riverside Community Hospital");

    // Whatever the reader made of it, the user can shape it: a job of their own ...
    const jobs = await page.getByRole("group", { name: /^Job \d+$/ }).count();
    await page.getByRole("button", { name: "Add job" }).click();
    const added = job(page, jobs + 1);
    await expect(added.getByLabel("Company")).toBeFocused();
    await added.getByLabel("Company").fill("Willamette Food Bank");
    await added.getByLabel("Job title").fill("Volunteer nutrition educator");
    await added.getByLabel("Start").fill("2016-01");
    await added.getByLabel("End").fill("2017-06");
    await added.getByLabel("Bullets, one per line").fill("Taught cooking on a budget\nRan a pantry garden");

    // ... and an entry removed (an empty project added by mistake).
    await page.getByRole("button", { name: "Add project" }).click();
    const projects = page.getByRole("group", { name: /^Project \d+$/ });
    const projectCount = await projects.count();
    await projects
      .last()
      .getByRole("button", { name: /^Remove Project/ })
      .click();
    await expect(projects).toHaveCount(projectCount - 1);
    await expect(page.getByRole("heading", { name: "Projects", level: 2 })).toBeFocused();

    const id = await createWithHeadline(page, "Dietitian, edited in review");
    const saved = (await (await page.request.get(`/api/cv/item?id=${id}`)).json()) as {
      experiences: { company: string; role: string; start_date: string; end_date: string }[];
    };
    expect(saved.experiences.at(-1)).toMatchObject({
      company: "Willamette Food Bank",
      role: "Volunteer nutrition educator",
      start_date: "01/2016",
      end_date: "06/2017",
    });
  });
});

test("an unreadable file shows why, creates nothing and leaves the import open", async ({ page }) => {
  await signIn(page, "import-bad");
  await openResumes(page);
  const before = await resumeNames(page);
  const attempts: Upload[] = [
    { name: "resume.pdf", mimeType: PDF, buffer: Buffer.from("%PDF-1.7\nthis is not really a PDF\n%%EOF") },
    {
      name: "photo.docx",
      mimeType: DOCX,
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    },
  ];
  for (const file of attempts) {
    // A fresh page each time, so the alert seen is this file's.
    await page.reload();
    const answer = page.waitForResponse("**/api/cv/import/read");
    await importInput(page).setInputFiles(file);
    // Bad input is the user's to fix: a 4xx with a message, never a server error.
    expect((await answer).status(), file.name).toBeGreaterThanOrEqual(400);
    expect((await answer).status(), file.name).toBeLessThan(500);
    const alert = page.getByRole("alert");
    await expect(alert, file.name).toBeVisible();
    await expect(alert).not.toHaveText("");
    await expect(page).toHaveURL(/\/app\/resume$/);
    await expect(importInput(page)).toBeEnabled();
    await expect(importInput(page)).toHaveAttribute("aria-invalid", "true");
  }
  expect(await resumeNames(page)).toEqual(before);
  await page.goto("/app/resume/import");
  await expect(page.getByRole("heading", { name: "Upload your resume", level: 1 })).toBeVisible();
});

test("creating from the review without resumes left opens the payment modal and keeps the draft", async ({
  page,
}) => {
  await signIn(page, "import-paywall");
  await openResumes(page);
  // The free resume has been written in, so the import cannot fill it (it fills an untouched one).
  const origin = { Origin: new URL(page.url()).origin };
  const [free] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  const current = (await (await page.request.get(`/api/cv/item?id=${free?.id}`)).json()) as {
    updated_at: string;
  };
  const written = await page.request.patch("/api/cv/update", {
    headers: origin,
    data: { id: free?.id, updated_at: current.updated_at, phone: "555 0100" },
  });
  expect(written.status()).toBe(200);
  const before = await resumeNames(page);
  await page.getByRole("button", { name: "Paste text" }).click();
  await page.getByLabel("Your resume's text").fill(PASTED);
  await page.getByRole("button", { name: "Read text" }).click();
  await expectReview(page);
  await page.getByLabel("Headline").fill("Kept after the paywall");
  await page.getByRole("button", { name: "Create resume" }).click();
  const dialog = page.getByRole("dialog", { name: "No more CVs left" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await resumeNames(page)).toEqual(before);
  await expect(page.getByLabel("Headline")).toHaveValue("Kept after the paywall");
  // The list offers to go back to it.
  await page.getByRole("link", { name: "Back to resumes" }).click();
  await page.getByRole("link", { name: "Continue reviewing" }).click();
  await expect(page.getByLabel("Headline")).toHaveValue("Kept after the paywall");
});

test("the review screen passes axe in both colour modes and fits a phone", async ({ page }) => {
  await signIn(page, "import-a11y");
  await openResumes(page);
  await page.getByRole("button", { name: "Paste text" }).click();
  await page.getByLabel("Your resume's text").fill(PASTED);
  await page.getByRole("button", { name: "Read text" }).click();
  await expectReview(page);
  await expectNoSeriousViolations(page, "/app/resume/import (light)");
  await screenshot(page, "1280");

  await prepareMode(page, "dark");
  await page.reload();
  await expectReview(page);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, "/app/resume/import (dark)");
  await screenshot(page, "1280-dark");

  await page.setViewportSize({ width: 360, height: 780 });
  await prepareMode(page, "light");
  await page.reload();
  await expectReview(page);
  // The text read is below the fields, closed, on a phone; nothing scrolls sideways.
  await expect(page.getByRole("region", { name: "The text we read" })).toBeHidden();
  await page.getByText("The text we read", { exact: true }).click();
  await expect(page.getByRole("region", { name: "The text we read" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "sideways scroll at 360 px").toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, "/app/resume/import (360 px)");
  await screenshot(page, "360");

  // The import itself fits a phone too, with the text box open, on both pages that have it.
  for (const path of ["/app/resume", "/app/dashboard"]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Paste text" }).click();
    await expect(page.getByLabel("Your resume's text")).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide, `sideways scroll at 360 px on ${path}`).toBeLessThanOrEqual(0);
    await screenshot(page, `panel${path.replaceAll("/", "-")}-360`);
  }
});

/** With REVIEW_SCREENSHOTS set, the whole page to /tmp/review-<name>.png, to look at. */
