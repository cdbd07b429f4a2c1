import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Share links (issue 18 part 1): publish from the design page, open the link signed out in a
// fresh browser context, download its PDF, count the view in the owner's chart, protect it with
// a password, unpublish it (then 404), and axe on the panel and the public pages. Sharing follows
// the download rule, so the file runs on the shared BILLING=off server (servers.ts).

test.use({ baseURL: UNLOCKED_URL });

test("a shared link works signed out, with and without a password, counts a view, and is gone once unpublished", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("share"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  const id = resume!.id;
  const slug = `ada-${Date.now().toString(36)}`;

  await page.goto(`/app/resume/${id}/step/General`);
  await page.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
  await page.getByRole("link", { name: "Design & download" }).click();
  const panel = page.getByRole("region", { name: "Share a link" });
  await panel.getByLabel("Link name (optional)").fill(slug);
  await panel.getByLabel("Link name (optional)").blur();
  await expect(panel.getByText("This link name is available.")).toBeVisible();
  await panel.getByRole("button", { name: "Share a link" }).click();
  await expect(panel.getByRole("status").first()).toContainText(`/r/${slug}`);
  const item = panel.getByTestId("share-link");
  await expect(item).toContainText("the Original (live)");
  // Scanned from the top, as in skill-groups-and-sections: a control scrolled under the sticky
  // step bar counts as "obscured" for axe's target size.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousViolations(page, "design page with the share panel");

  // Signed out, in a browser of its own.
  const visitor = await browser.newContext({ baseURL: UNLOCKED_URL });
  const guest = await visitor.newPage();
  const opened = await guest.goto(`/r/${slug}`);
  expect(opened?.status()).toBe(200);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Ada Lovelace");
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(guest.locator('meta[property="og:title"]')).toHaveAttribute("content", "Ada Lovelace");
  await expectNoSeriousViolations(guest, "shared resume page");
  const downloading = guest.waitForEvent("download");
  await guest.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The owner sees the visit (their own visits are not counted).
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Share a link" }).getByTestId("share-stats-summary"),
  ).toContainText("1 view and 1 download in the last 30 days");
  await page.goto("/app/resume");
  await expect(page.getByTestId("share-stats-summary")).toContainText("1 view and 1 download");
  await page.goBack();

  // A password: the page asks for it, a wrong one is told, the right one opens the resume.
  const shared = page.getByRole("region", { name: "Share a link" });
  await shared.getByRole("button", { name: "Change" }).click();
  await shared.getByLabel("Password (optional)").fill("open sesame");
  await shared.getByRole("button", { name: "Save link" }).click();
  await expect(shared.getByText("Link saved.")).toBeVisible();
  const locked = await (await browser.newContext({ baseURL: UNLOCKED_URL })).newPage();
  await locked.goto(`/r/${slug}`);
  await expect(locked.getByRole("heading", { level: 1 })).toHaveText("This resume is protected");
  await expect(locked.getByText("Ada Lovelace")).toHaveCount(0);
  await expectNoSeriousViolations(locked, "password form");
  await locked.getByLabel("Password").fill("wrong guess");
  await locked.getByRole("button", { name: "Open resume" }).click();
  await expect(locked.getByRole("alert")).toHaveText("That password is not right. Please try again.");
  await locked.getByLabel("Password").fill("open sesame");
  await locked.getByRole("button", { name: "Open resume" }).click();
  await expect(locked.getByRole("heading", { level: 1 })).toHaveText("Ada Lovelace");

  // Unpublished: gone at once, for everyone.
  await shared.getByRole("button", { name: "Unpublish" }).click();
  await shared.getByRole("button", { name: "Yes, unpublish" }).click();
  await expect(shared.getByTestId("share-link")).toHaveCount(0);
  const gone = await guest.goto(`/r/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("This link is not available");
  await expectNoSeriousViolations(guest, "unpublished link");
  await visitor.close();
});

test("the share panel fits a 360 px phone and passes axe", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("share-phone"));
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  await page.goto(`/app/resume/${resume!.id}/Original`);
  const panel = page.getByRole("region", { name: "Share a link" });
  await panel.getByRole("button", { name: "Share a link" }).click();
  await expect(panel.getByTestId("share-link")).toHaveCount(1);
  await panel.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, "share panel at 360 px");
});
