import { expect, test } from "@playwright/test";
import { base32Decode, totp } from "../support/totp";
import { expectDashboard, openMailLink, signInWithMagicLink, uniqueEmail } from "./helpers";

test("a magic-link user sets a password from the account page, then turns on authenticator codes", async ({
  page,
}) => {
  const email = uniqueEmail("account");
  await page.goto("/auth");
  await signInWithMagicLink(page, email);
  await expectDashboard(page);

  // No password yet: the account page offers to set one by email, and 2FA waits for it.
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Set a password" })).toBeVisible();
  await expect(page.getByText("Set a password first to turn them on.")).toBeVisible();
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the password reset link");

  await openMailLink(page, email, "Reset your password");
  const password = "Quiet-Meadow-58";
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been updated");

  await page.getByLabel("Email address or phone number").fill(email);
  await page.getByLabel("Your Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectDashboard(page);

  // With a password, two-factor can be turned on with a code from the key shown.
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set up" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
  await page.getByLabel("Code from your authenticator app").fill(totp(base32Decode(secret)));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-factor sign-in is on.");

  // The next password sign-in asks for the code.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
  await page.getByLabel("Email address or phone number").fill(email);
  await page.getByLabel("Your Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel(/Code from your authenticator app/).fill(totp(base32Decode(secret)));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);

  // A magic link asks for the code too: the mailed link alone does not sign in.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.goto("/auth");
  await signInWithMagicLink(page, email);
  await expect(page).toHaveURL(/\/auth\?view=two_factor/);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel(/Code from your authenticator app/).fill(totp(base32Decode(secret)));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);
});
