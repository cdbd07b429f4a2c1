import { expect, test } from "@playwright/test";
import { expectDashboard, openMailLink, uniqueEmail } from "./helpers";

test("the default view mails a magic link that signs the user in", async ({ page }) => {
  const email = uniqueEmail("magic");
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Sign in with a magic link" })).toBeVisible();

  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the magic link");

  await openMailLink(page, email, "Your sign-in link");
  await expectDashboard(page);
  await expect(page.getByRole("banner")).toContainText(email);
});
