import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// The wizard's live preview (issue 4): beside the form on wide screens, behind a "Preview" button
// in the step bar (a full-screen dialog, decisions 020 and 035) on narrow ones, drawn again after each autosave
// that changed the resume. Size, zoom and sharpness: preview-panel.spec.ts.

async function signInWithResume(page: Page): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("preview"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  expect(resume?.id).toBeGreaterThan(0);
  return resume!.id;
}

const previewPages = (page: Page) => page.getByTestId("preview-pages");
const pageImages = (page: Page) => previewPages(page).getByRole("img", { name: /^Page \d+ of \d+$/ });

async function expectPreviewDrawn(page: Page) {
  await expect(pageImages(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(previewPages(page)).not.toHaveAttribute("aria-busy", "true", { timeout: 20_000 });
}

const firstPagePixels = (page: Page) =>
  pageImages(page)
    .first()
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

const isPreviewRequest = (request: { url(): string; method(): string }) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/pdf/preview";

test("on a wide screen the preview beside the form follows a saved edit", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await signInWithResume(page);
  // The page's own clock (it runs as usual until told to run ahead, at the end).
  await page.clock.install();
  await page.goto(`/app/resume/${id}/step/General`);
  await expect(page.getByRole("complementary", { name: "Resume preview" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toHaveCount(0);
  await expectPreviewDrawn(page);
  const before = await firstPagePixels(page);

  const nextPreview = page.waitForRequest(isPreviewRequest, { timeout: 10_000 });
  const typedAt = Date.now();
  await page.getByLabel("Full name", { exact: true }).fill("Grace Brewster Hopper");
  const request = await nextPreview;
  expect(request.postDataJSON()).toMatchObject({ id });
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(previewPages(page)).not.toHaveAttribute("aria-busy", "true", { timeout: 10_000 });
  await expect.poll(() => firstPagePixels(page), { timeout: 10_000 }).not.toBe(before);
  // Autosave pause + save + preview pause + render + draw: a few seconds at most.
  expect(Date.now() - typedAt).toBeLessThan(8_000);
  const stored = (await (await page.request.get(`/api/cv/item?id=${id}`)).json()) as { full_name: string };
  expect(stored.full_name).toBe("Grace Brewster Hopper");

  // An edit typed back before it is saved leaves the saved resume as it was: no new render.
  let later = 0;
  page.on("request", (sent) => {
    if (isPreviewRequest(sent)) later += 1;
  });
  const fullName = page.getByLabel("Full name", { exact: true });
  await fullName.fill("Grace Brewster Hopper, typed by mistake");
  await fullName.fill("Grace Brewster Hopper");
  await expect(page.getByText("Saving...", { exact: true })).toHaveCount(0, { timeout: 10_000 });
  // Longer than the autosave and preview pauses, on the page's clock.
  await page.clock.runFor(1_500);
  expect(later).toBe(0);

  await expectNoSeriousViolations(page, "wizard step with preview");
});

test("on a narrow screen the preview is behind a button and asks nothing until opened", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 600, height: 900 });
  const id = await signInWithResume(page);
  let previews = 0;
  page.on("request", (request) => {
    if (isPreviewRequest(request)) previews += 1;
  });
  await page.goto(`/app/resume/${id}/step/General`);
  const button = page.getByRole("button", { name: "Preview", exact: true });
  await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  await expect(page.getByRole("complementary", { name: "Resume preview" })).toHaveCount(0);
  await expect(previewPages(page)).toHaveCount(0);
  expect(previews).toBe(0);

  await button.click();
  const dialog = page.getByRole("dialog", { name: "Resume preview" });
  await expect(dialog).toBeVisible();
  await expectPreviewDrawn(page);
  expect(previews).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, "wizard step with the preview open on a narrow screen");

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(previewPages(page)).toHaveCount(0);
});
