import { expect, type Page } from "@playwright/test";
import type { ReadDocumentAnswer } from "../../src/shared/resume-draft.ts";
import { IMPORT_REVIEW_KEY } from "../../src/web/lib/import-review-store.ts";
import { prepareMode } from "./a11y-checks";
import { signInWithMagicLink, uniqueEmail } from "./helpers";

// Steps the import review's specs share (resume-import.spec.ts, resume-import-fields.spec.ts).

const REVIEW_HEADING = "Review your imported resume";

/** Signs a new user in; the wizard's one-time help modals count as seen. */
export async function signIn(page: Page, prefix: string): Promise<void> {
  await prepareMode(page, "light");
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(prefix));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

export const job = (page: Page, n: number) => page.getByRole("group", { name: `Job ${n}`, exact: true });

export async function expectReview(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/app\/resume\/import$/);
  await expect(page.getByRole("heading", { name: REVIEW_HEADING, level: 1 })).toBeVisible();
}

/** Changes the headline, creates the resume and checks the wizard shows the change, saved. */
export async function createWithHeadline(page: Page, headline: string): Promise<number> {
  await page.getByLabel("Headline").fill(headline);
  await page.getByRole("button", { name: "Create resume" }).click();
  await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
  await expect(page.getByRole("heading", { name: "General Information", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Import report" })).toContainText("Imported");
  // The file's headline is the person's own line under the name, not a role they aim for (issue 33).
  await expect(page.getByLabel("Headline (printed under your name)")).toHaveValue(headline);
  await expect(page.getByLabel("Desired role", { exact: true })).toHaveValue("");
  const id = Number(page.url().match(/\/resume\/(\d+)\//)?.[1]);
  const saved = await page.request.get(`/api/cv/item?id=${id}`);
  expect((await saved.json()) as { headline: string }).toMatchObject({ headline, desired_role: "" });
  // Created: the draft is gone from this tab.
  await page.goto("/app/resume/import");
  await expect(page.getByRole("heading", { name: "Upload your resume", level: 1 })).toBeVisible();
  return id;
}

/** Puts `read` in this tab as if the user had just uploaded it, and opens the review. */
export async function openReviewOf(page: Page, read: ReadDocumentAnswer, fileName: string): Promise<void> {
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  await page.evaluate(({ key, review }) => sessionStorage.setItem(key, JSON.stringify(review)), {
    key: IMPORT_REVIEW_KEY,
    review: { ...read, fileName, userId: session.user.id },
  });
  await page.goto("/app/resume/import");
  await expectReview(page);
}

/** With REVIEW_SCREENSHOTS set, a full-page picture in /tmp for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.REVIEW_SCREENSHOTS)
    await page.screenshot({ path: `/tmp/review-${name}.png`, fullPage: true });
}
