import { readFile } from "node:fs/promises";
import { test as base, expect, type Page } from "@playwright/test";
import { JSON_RESUME_JOB_SAMPLE, JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import {
  auditPage,
  expectModalTrapsAndReturnsFocus,
  expectVisibleFocusWhileTabbing,
  prepareMode,
} from "./a11y-checks";
import { appPages, colorModes, type SeededIds } from "./a11y-routes";
import { signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Accessibility of the signed-in pages (issue "Prove it", suite 2): axe on every app route in
// light and dark mode, with real data behind each page. Each worker seeds one account on the
// shared BILLING=off server (servers.ts) once; its tests reuse that session.

type StorageState = Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;

interface SeededAccount {
  baseURL: string;
  storageState: StorageState;
  ids: SeededIds;
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  // State-changing requests need our Origin, as a browser would send it.
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** A user with an imported resume, a job, one tailored revision and one written cover letter. */
async function seedAccount(page: Page): Promise<SeededIds> {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("a11y-app"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const sample = JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) as unknown;
  const posting = JSON.parse(await readFile(JSON_RESUME_JOB_SAMPLE, "utf8")) as {
    title: string;
    company: string;
    description: string;
  };
  const resume = await post<{ id: number }>(page, "/api/cv/import", { format: "json-resume", data: sample });
  const job = await post<{ id: number }>(page, "/api/jobs", {
    title: posting.title,
    company: posting.company,
    description: posting.description,
  });
  const revision = await post<{ id: number }>(page, "/api/cv/generate", { id: resume.id, jobId: job.id });
  const letterName = "Letter to Microsoft";
  const letter = await post<{ id: number }>(page, "/api/cover-letter/create", {
    name: letterName,
    resume_id: resume.id,
    job_id: job.id,
  });
  await post(page, "/api/cover-letter/generate", { id: letter.id });
  return { resumeId: resume.id, revisionId: revision.id, letterId: letter.id, letterName };
}

const test = base.extend<object, { account: SeededAccount }>({
  account: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: UNLOCKED_URL });
      const page = await context.newPage();
      const ids = await seedAccount(page);
      const storageState = await context.storageState();
      await context.close();
      await use({ baseURL: UNLOCKED_URL, storageState, ids });
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ account }, use) => use(account.baseURL),
  storageState: async ({ account }, use) => use(account.storageState),
});

// The list needs ids only to build paths: placeholders give the names for the tests.
const placeholderIds: SeededIds = { resumeId: 0, revisionId: 0, letterId: 0, letterName: "" };

for (const mode of colorModes) {
  appPages(placeholderIds).forEach((template, index) => {
    test(`${template.name} in ${mode} mode has no serious violations and names every control`, async ({
      page,
      account,
    }) => {
      const entry = appPages(account.ids)[index];
      if (!entry) throw new Error(`no app page ${index}`);
      await auditPage(page, entry, mode);
    });
  });
}

test("focus is visible while tabbing through the dashboard, a wizard step and the design page", async ({
  page,
  account,
}) => {
  for (const mode of colorModes) {
    const fresh = await page.context().newPage();
    await prepareMode(fresh, mode);
    const resume = `/app/resume/${account.ids.resumeId}`;
    for (const path of ["/app/dashboard", `${resume}/step/Experience`, `${resume}/Original`]) {
      await fresh.goto(path);
      await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
      await expectVisibleFocusWhileTabbing(fresh, 20);
    }
    await fresh.close();
  }
});

test("the delete confirmation (dark mode) keeps focus inside, closes on Escape and returns focus to its button", async ({
  page,
}) => {
  await prepareMode(page, "dark");
  await page.goto("/app/resume");
  const opener = page.getByRole("button", { name: /^Delete / }).first();
  const name = (await opener.getAttribute("aria-label"))?.replace(/^Delete /, "") ?? "";
  await expectModalTrapsAndReturnsFocus(page, opener, page.getByRole("dialog", { name: `Delete ${name}?` }));
  // Escape deleted nothing.
  await expect(page.getByRole("rowheader", { name })).toBeVisible();
});
