import { expect, type Page, test } from "@playwright/test";
import { createConfirmedUser, expectNoSeriousViolations, STRONG_PASSWORD, uniqueEmail } from "./helpers";

// The plans on the main e2e server, which has no Stripe Payment Links configured.

const billing = (page: Page) => page.getByRole("tablist", { name: "Billing" });

test("the pricing tabs switch between one-time plans and the subscription, by mouse and keys", async ({
  page,
}) => {
  await page.goto("/pricing");
  const oneTime = billing(page).getByRole("tab", { name: "One Time" });
  const subscription = billing(page).getByRole("tab", { name: "Subscription" });
  await expect(oneTime).toHaveAttribute("aria-selected", "true");
  const basic = page.getByRole("article", { name: "Basic plan" });
  const pro = page.getByRole("article", { name: "Pro plan" });
  const premium = page.getByRole("article", { name: "Premium plan" });
  await expect(basic).toBeVisible();
  await expect(basic.getByTestId("Basic price")).toHaveText("$6.90");
  await expect(basic).toContainText("one-time payment, lifetime access");
  await expect(basic).toContainText("2 AI-optimized resumes");
  await expect(pro.getByTestId("Pro price")).toHaveText("$14.90");
  // 3 × Basic ($20.70) buys what Pro includes: the saving is computed from the plan constants.
  await expect(pro).toContainText("Save $5.80 (28%) against buying Basic 3 times ($20.70)");
  await expect(premium).toBeHidden();

  await subscription.click();
  await expect(subscription).toHaveAttribute("aria-selected", "true");
  await expect(premium).toBeVisible();
  await expect(premium.getByTestId("Premium price")).toHaveText("$29.99");
  await expect(premium).toContainText("per month");
  await expect(premium).toContainText("Unlimited AI-optimized resumes");
  await expect(basic).toBeHidden();

  // Keyboard: the selected tab has focus; arrows move and select.
  await subscription.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(oneTime).toBeFocused();
  await expect(oneTime).toHaveAttribute("aria-selected", "true");
  await expect(basic).toBeVisible();
  await page.keyboard.press("End");
  await expect(subscription).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousViolations(page, "/pricing");
});

test("the landing page shows the same plans in its #pricing section", async ({ page }) => {
  await page.goto("/#pricing");
  const section = page.locator("section#pricing");
  await expect(section.getByRole("article", { name: "Basic plan" }).getByTestId("Basic price")).toHaveText(
    "$6.90",
  );
  await expect(section.getByRole("article", { name: "Pro plan" }).getByTestId("Pro price")).toHaveText(
    "$14.90",
  );
});

test("a signed-out visitor's Get Started goes to /auth", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Get Started with Pro" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/pricing");
  await billing(page).getByRole("tab", { name: "Subscription" }).click();
  await page.getByRole("link", { name: "Get Started with Premium" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("signed in on a server without Payment Links, Get Started says payments are not set up", async ({
  page,
}) => {
  await createConfirmedUser(page, uniqueEmail("nolinks"), STRONG_PASSWORD);
  await page.goto("/pricing");
  const basic = page.getByRole("article", { name: "Basic plan" });
  await expect(basic.getByRole("button", { name: "Get Started with Basic" })).toBeDisabled();
  await expect(basic).toContainText("Payments are not set up on this server.");

  // The payment modal offers the same plans with the same checkout state.
  await page.goto("/app/resume");
  await page.getByRole("button", { name: "Create new" }).click();
  const dialog = page.getByRole("dialog", { name: "No more CVs left" });
  await expect(dialog).toContainText("Choose a plan to create more resumes.");
  for (const name of ["Basic", "Pro", "Premium"]) {
    await expect(dialog.getByRole("button", { name: `Get Started with ${name}` })).toBeDisabled();
  }
  await expect(dialog).toContainText("$14.90 once, lifetime access");
  await expect(dialog).toContainText("$29.99 per month");
  await expectNoSeriousViolations(page, "payment modal");
});
