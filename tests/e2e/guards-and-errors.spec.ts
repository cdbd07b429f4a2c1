import { expect, test } from "@playwright/test";
import { expectDashboard, signInWithMagicLink, uniqueEmail } from "./helpers";

test("a signed-out visit to the app goes to sign-in and comes back after signing in", async ({ page }) => {
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/auth\?reason=signin&next=%2Fapp%2Fdashboard$/);
  await expect(page.getByRole("status")).toHaveText("Please sign in to save and access your CV");

  await signInWithMagicLink(page, uniqueEmail("guard"));
  await expectDashboard(page);
});

test("after signing in from a guarded page other than the dashboard, the user lands on that page", async ({
  page,
}) => {
  await page.goto("/app/settings");
  await expect(page).toHaveURL(/\/auth\?reason=signin&next=%2Fapp%2Fsettings$/);
  await expect(page.getByRole("status")).toHaveText("Please sign in to save and access your CV");

  const email = uniqueEmail("guard-next");
  await signInWithMagicLink(page, email);
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Signed in as ${email}`);
});

test("an unknown page answers 404 and names the path", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /no/such/page");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page).toHaveTitle(/Page Not Found/);
});

test("the sign-in page declares its language and has a title", async ({ page }) => {
  const response = await page.goto("/auth");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  // Titled as its heading (the default view, a magic link), as every /auth view is.
  await expect(page).toHaveTitle("Sign in with a magic link · Resume Builder");
});
