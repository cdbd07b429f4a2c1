import { expect, test } from "@playwright/test";
import { expectDashboard, openMailLink, openSignInView, STRONG_PASSWORD, uniqueEmail } from "./helpers";

async function openSignUpView(page: import("@playwright/test").Page) {
  await openSignInView(page);
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Sign up with a password", exact: true })).toBeVisible();
}

test("a new user signs up, confirms the email and lands on the dashboard", async ({ page }) => {
  const email = uniqueEmail("signup");
  await openSignUpView(page);

  await page.getByLabel("Email address or phone number").fill(email);
  await page.getByLabel("Create a Password").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the confirmation link");

  await openMailLink(page, email, "Confirm your email");
  await expectDashboard(page);
  await expect(page.getByRole("banner")).toContainText(email);
});

test("a weak password is refused with the reasons in red under the form", async ({ page }) => {
  const email = uniqueEmail("weak");
  await openSignUpView(page);

  await page.getByLabel("Email address or phone number").fill(email);
  await page.getByLabel("Create a Password").fill("short");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Password is too weak");
  await expect(alert).toContainText("use at least 8 characters");
  await expect(alert).toContainText("mix letters with digits or symbols");
  expect(await alert.evaluate((el) => el.className)).toContain("text-red");
  // The reasons sit under the form, below its submit button.
  const button = await page.getByRole("button", { name: "Sign up", exact: true }).boundingBox();
  const reasons = await alert.boundingBox();
  expect(reasons!.y).toBeGreaterThan(button!.y);
  // Nothing was sent: the form stays, no confirmation.
  await expect(page.getByText("Check your email for the confirmation link")).toHaveCount(0);
});
