import { expect, test } from "@playwright/test";
import {
  createConfirmedUser,
  expectDashboard,
  openMailLink,
  openSignInView,
  STRONG_PASSWORD,
  uniqueEmail,
} from "./helpers";

test("a user resets a forgotten password from the mailed link and signs in with it", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createConfirmedUser(page, email, STRONG_PASSWORD);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await openSignInView(page);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset password instructions" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the password reset link");

  await openMailLink(page, email, "Reset your password");
  await expect(page.getByRole("heading", { name: "Update password" })).toBeVisible();
  // The token is read, then dropped from the address bar (history, analytics, shoulders).
  await expect(page).toHaveURL(/\/auth\?view=update_password$/);

  const newPassword = "Green-Lantern-77";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been updated");
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();

  await page.getByLabel("Email address or phone number").fill(email);
  await page.getByLabel("Your Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectDashboard(page);
  await expect(page.getByRole("banner")).toContainText(email);
});
