import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { authViews } from "../../src/web/features/auth/auth-copy";
import { expectDashboard, signInWithMagicLink, uniqueEmail } from "./helpers";

/** Runs axe on the page; fails on serious or critical findings and prints them. */
async function expectNoSeriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")} - ${n.failureSummary ?? ""}`).join("\n"),
    )
    .join("\n");
  if (serious.length) console.log(`axe findings on ${label}:\n${report}`);
  expect(serious, `${label}:\n${report}`).toEqual([]);
}

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
