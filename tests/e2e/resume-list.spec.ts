import { readFile } from "node:fs/promises";
import { type Download, expect, type Page, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path";
import {
  completeResume,
  expectDashboard,
  expectNoSeriousViolations,
  signInWithMagicLink,
  uniqueEmail,
} from "./helpers";

// A free user's plan holds one resume, the one created for them on first listing. Credits
// cannot be given from the browser (no payments yet, no test-only routes), so every create,
// duplicate and import here meets the payment modal, except once the free resume is deleted
// (its slot comes back); the creating paths are covered by the API's integration tests.

const FIXTURE = JSON_RESUME_SAMPLE;

async function signInToResumes(page: Page, prefix: string) {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(prefix));
  await expectDashboard(page);
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Resumes" }).click();
  await expect(page).toHaveURL(/\/app\/resume$/);
  await expect(page.getByRole("heading", { name: "Resumes", level: 1 })).toBeVisible();
}

const rows = (page: Page) => page.getByRole("table", { name: "Your resumes" }).locator("tbody tr");
const importInput = (page: Page) => page.getByLabel("Import a resume file");

async function serverResumeCount(page: Page) {
  const response = await page.request.get("/api/cv/list");
  expect(response.status()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

/** The payment modal for cvCreate is open; closes it and checks nothing was created. */
async function expectCvCreatePaywall(page: Page, resumesBefore: number) {
  const dialog = page.getByRole("dialog", { name: "No more CVs left" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Choose a plan to create more resumes.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await serverResumeCount(page)).toBe(resumesBefore);
  await expect(rows(page)).toHaveCount(resumesBefore);
}

async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, "utf8");
}

test("a free user's dashboard shows the free resume and next steps", async ({ page }) => {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("dash"));
  await expectDashboard(page);
  await expect(page.getByTestId("AI generations left")).toHaveText("0");
  await expect(page.getByTestId("Cover letters")).toHaveText("0");

  const resumes = page.getByRole("region", { name: "Your resumes" });
  const open = resumes.getByRole("link", { name: "My resume" });
  await expect(open).toHaveAttribute("href", /^\/app\/resume\/\d+\/Wizard$/);
  const href = await open.getAttribute("href");
  await expect(resumes.locator("time")).toHaveAttribute("title", /\d{4}/);

  // The next step follows the resume's real progress (issue 16): a new, empty resume starts
  // with the upload or the wizard (issue 31); once it has a little, the name and contacts; once
  // it is complete, tailoring, which asks a free user for a plan.
  const steps = page.getByRole("region", { name: "Next step" });
  const id = href?.match(/resume\/(\d+)\//)?.[1];
  await expect(steps.getByRole("link", { name: "Upload your resume" })).toHaveAttribute(
    "href",
    "/app/resume/import",
  );
  await expect(steps.getByRole("link", { name: "Start from scratch" })).toHaveAttribute(
    "href",
    `/app/resume/${id}/step/General`,
  );
  const current = await (await page.request.get(`/api/cv/item?id=${id}`)).json();
  const patched = await page.request.patch("/api/cv/update", {
    headers: { Origin: new URL(page.url()).origin },
    data: { id: Number(id), updated_at: current.updated_at, desired_role: "Nurse" },
  });
  expect(patched.status()).toBe(200);
  await page.reload();
  await expect(steps.getByRole("link", { name: "Add your name and contacts" })).toHaveAttribute(
    "href",
    `/app/resume/${id}/step/General`,
  );
  await completeResume(page, Number(id));
  await page.reload();
  await expect(steps).toContainText("Tailoring with AI needs a plan with AI generations.");
  await steps.getByRole("button", { name: "Tailor it with AI" }).click();
  await expect(page.getByRole("dialog", { name: "No more CV generations left" })).toBeVisible();
  await page.keyboard.press("Escape");

  await expectNoSeriousViolations(page, "/app/dashboard");
});

test("the free resume is listed; create and duplicate ask for a plan, an import fills the untouched free resume and a second asks for a plan", async ({
  page,
}) => {
  await signInToResumes(page, "list");
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row.getByRole("rowheader")).toHaveText("My resume");
  await expect(row.locator("time")).toHaveText("just now");
  await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(row.getByRole("link", { name: "Open My resume" })).toHaveAttribute(
    "href",
    /^\/app\/resume\/\d+\/Wizard$/,
  );
  await expect(row.getByRole("link", { name: "Design My resume" })).toHaveAttribute(
    "href",
    /^\/app\/resume\/\d+\/Original$/,
  );
  await expectNoSeriousViolations(page, "/app/resume with a resume");

  await page.getByRole("button", { name: "Create new" }).click();
  await expectCvCreatePaywall(page, 1);

  await row.getByRole("button", { name: "Duplicate My resume" }).click();
  await expectCvCreatePaywall(page, 1);

  // The free plan's one resume is still untouched: the import fills it instead of asking for a
  // second one (fill-untouched-starter.ts).
  await importInput(page).setInputFiles(FIXTURE);
  await expect(page.getByRole("status")).toContainText("Richard Hendriks");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(row.getByRole("rowheader")).toHaveText("Richard Hendriks");
  expect(await serverResumeCount(page)).toBe(1);

  // A file that is not JSON never reaches the server: a clear message, no paywall.
  await importInput(page).setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from("not json"),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not valid JSON. Choose a JSON Resume file or a file exported from Resume Builder.",
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await serverResumeCount(page)).toBe(1);

  // A JSON Resume the server cannot read: the server's message, checked before any credit.
  const badResume = { basics: { name: "Bad", email: "not an email" } };
  const refused = await page.request.post("/api/cv/import", {
    headers: { Origin: new URL(page.url()).origin },
    data: { format: "json-resume", data: badResume },
  });
  expect(refused.status()).toBe(400);
  const { error } = (await refused.json()) as { error: { message: string } };
  await importInput(page).setInputFiles({
    name: "bad.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(badResume)),
  });
  await expect(page.getByRole("alert")).toHaveText(error.message);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);

  // Both exports download; our own file comes back in through the import, and now that the free
  // resume holds content, meets the paywall.
  await row.locator("summary", { hasText: "Export" }).click();
  const [jsonResume] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: "JSON Resume (.json)" }).click(),
  ]);
  expect(JSON.parse(await readDownload(jsonResume))).toHaveProperty("basics");
  const [native] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: "Resume Builder file (.json)" }).click(),
  ]);
  const nativeText = await readDownload(native);
  expect(JSON.parse(nativeText)).toMatchObject({ format: "resume-builder" });
  expect(nativeText).toContain("Richard Hendriks");
  await importInput(page).setInputFiles({
    name: native.suggestedFilename(),
    mimeType: "application/json",
    buffer: Buffer.from(nativeText),
  });
  await expectCvCreatePaywall(page, 1);
});

test("deleting asks for confirmation naming the resume; the list then shows its empty state", async ({
  page,
}) => {
  await signInToResumes(page, "delete");
  const row = rows(page).first();

  // Cancel keeps it.
  await row.getByRole("button", { name: "Delete My resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete My resume?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  await row.getByRole("button", { name: "Delete My resume" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("Deleted My resume.");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No resumes yet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Resumes", level: 1 })).toBeFocused();

  // The free resume is not created again, but its slot came back (issue 31): the empty state
  // offers the upload first, and starting from scratch opens the create form, not the paywall.
  await page.reload();
  const empty = page.getByRole("region", { name: "No resumes yet" });
  await expect(empty).toBeVisible();
  expect(await serverResumeCount(page)).toBe(0);
  await expectNoSeriousViolations(page, "/app/resume empty");
  const starts = empty
    .getByRole("link", { name: "Upload your resume" })
    .or(empty.getByRole("button", { name: "Start from scratch" }));
  await expect(starts).toHaveText(["Upload your resume", "Start from scratch"]);
  await expect(empty.getByRole("link", { name: "Upload your resume" })).toHaveAttribute(
    "href",
    "/app/resume/import",
  );

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByTestId("Resumes left")).toHaveText("1");
  await expect(page.getByRole("region", { name: "Your resumes" })).toContainText("You have no resumes yet.");
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next.getByRole("link", { name: "Upload your resume" })).toBeVisible();
  await next.getByRole("button", { name: "Start from scratch" }).click();
  const create = page.getByRole("dialog", { name: "Create a resume" });
  await create.getByLabel("Resume name").fill("Second start");
  await create.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
  expect(await serverResumeCount(page)).toBe(1);

  // The one slot is used again: a further create meets the paywall.
  await page.goto("/app/resume");
  await page.getByRole("button", { name: "Create new" }).click();
  await expect(page.getByRole("dialog", { name: "No more CVs left" })).toBeVisible();
});

test("a delete the server refuses shows the server's message and keeps the modal open", async ({ page }) => {
  await signInToResumes(page, "delete-fail");
  const open = rows(page).first().getByRole("link", { name: "Open My resume" });
  const id = Number((await open.getAttribute("href"))?.match(/\/resume\/(\d+)\//)?.[1]);
  const origin = new URL(page.url()).origin;

  await rows(page).first().getByRole("button", { name: "Delete My resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete My resume?" });
  await expect(dialog).toBeVisible();

  // Deleted meanwhile (say, in another tab): the server now answers 404 with its message.
  const first = await page.request.delete("/api/cv/delete", { headers: { Origin: origin }, data: { id } });
  expect(first.status()).toBe(200);
  const again = await page.request.delete("/api/cv/delete", { headers: { Origin: origin }, data: { id } });
  expect(again.status()).toBe(404);
  const { error } = (await again.json()) as { error: { message: string } };

  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(error.message);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
