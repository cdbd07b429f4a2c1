import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectDashboard, signInWithMagicLink, uniqueEmail } from "./helpers";

test("a user downloads their data, then deletes the account after typing DELETE", async ({ page }) => {
  const email = uniqueEmail("your-data");
  await page.goto("/auth");
  await signInWithMagicLink(page, email);
  await expectDashboard(page); // lists the resumes, creating the free one

  await page.getByRole("link", { name: "Account" }).click();
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download my data" }).click(),
  ]);
  const text = await readFile(await download.path(), "utf8");
  const data = JSON.parse(text);
  expect(typeof data).toBe("object");
  expect(text).toContain(email);
  expect(text).toContain('"My resume"');

  await section.getByRole("button", { name: "Delete my account ..." }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Delete my account", exact: true });
  const typed = dialog.getByLabel("Type DELETE to confirm");
  await expect(confirm).toBeDisabled();
  await typed.fill("delete");
  await expect(confirm).toBeDisabled();
  await typed.fill("DELETE ");
  await expect(confirm).toBeDisabled();
  await typed.fill("DELETE");
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/auth\?reason=signin/);
});
