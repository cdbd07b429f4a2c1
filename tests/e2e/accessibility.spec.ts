import { expect, test } from "@playwright/test";
import { authViews } from "../../src/web/features/auth/auth-copy";
import { expectDashboard, expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

for (const view of authViews) {
  test(`/auth?view=${view} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(`/auth?view=${view}`);
    await expect(
      page.getByRole("region", { name: "Sign in" }).getByRole("heading", { level: 1 }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, `/auth?view=${view}`);
  });
}

test("the 404 page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, "404 page");
});

test("the dashboard and settings have no serious accessibility violations", async ({ page }) => {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("a11y"));
  await expectDashboard(page);
  await expectNoSeriousViolations(page, "/app/dashboard");

  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, "/app/settings");
});
