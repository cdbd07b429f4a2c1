import { expect, test } from "@playwright/test";
import { expectDashboard, openMailLink, openSignInView, uniqueEmail } from "./helpers";

test("a guest starts without an account, then links an email and keeps the session", async ({ page }) => {
  await openSignInView(page);
  await page.getByRole("button", { name: "Continue without an account" }).click();
  await expect(page.getByRole("heading", { name: "Try it without an account" })).toBeVisible();
  await page.getByRole("button", { name: "Continue without an account" }).click();

  await expectDashboard(page);
  // The reminder to keep the guest's work (issue 16: it replaced the dashboard's guest note).
  const savePrompt = page.getByRole("region", { name: "Save your work: create a free account" });
  await expect(savePrompt).toContainText("You are working as a guest.");
  await expect(page.getByRole("banner")).toContainText("Guest");

  // The guest's API session works (page.request shares the browser's cookies).
  const before = await page.request.get("/api/user");
  expect(before.status()).toBe(200);
  const guestSession = await (await page.request.get("/api/auth/get-session")).json();
  expect(guestSession.user.isAnonymous).toBe(true);

  // Link an email with a magic link, in the same browser session.
  const email = uniqueEmail("guest");
  await page.goto("/auth");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the magic link");
  await openMailLink(page, email, "Your sign-in link");

  await expectDashboard(page);
  await expect(page.getByRole("banner")).toContainText(email);
  await expect(savePrompt).toHaveCount(0);

  const after = await page.request.get("/api/user");
  expect(after.status()).toBe(200);
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session.user.email).toBe(email);
  expect(Boolean(session.user.isAnonymous)).toBe(false);
});
