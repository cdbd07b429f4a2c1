import { expect, type Page, test } from "@playwright/test";
import { expectDashboard, openSignInView, readOneTimeCode, uniqueEmail } from "./helpers";

async function askForCode(page: Page, email: string) {
  await openSignInView(page);
  await page.getByRole("button", { name: "Sign in with a one-time code" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with a one-time code" })).toBeVisible();
  await page.getByLabel("Email address or phone number").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the one-time code");
}

test("a one-time code from the mail signs the user in", async ({ page }) => {
  const email = uniqueEmail("otp");
  await askForCode(page, email);
  const authUrl = page.url();

  // Read the mail in a second tab, as a person would, and type the code into the form.
  const mailTab = await page.context().newPage();
  const code = await readOneTimeCode(mailTab, email);
  await mailTab.close();
  expect(page.url()).toBe(authUrl);

  await page.getByLabel("Token").fill(code);
  await page.getByRole("button", { name: "Verify token" }).click();
  await expectDashboard(page);
});

test("a wrong code shows the server's message in red", async ({ page }) => {
  const email = uniqueEmail("otp-wrong");
  await askForCode(page, email);
  const mailTab = await page.context().newPage();
  const code = await readOneTimeCode(mailTab, email);
  await mailTab.close();
  const wrong = code === "000000" ? "111111" : "000000";

  await page.getByLabel("Token").fill(wrong);
  await page.getByRole("button", { name: "Verify token" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible();
  // Better Auth's message, shown as the server gave it.
  await expect(alert).toHaveText("Invalid OTP");
  expect(await alert.evaluate((el) => el.className)).toContain("text-red");
  await expect(page).toHaveURL(/\/auth/);
});
