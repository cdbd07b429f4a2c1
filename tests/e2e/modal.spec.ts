import { expect, test } from "@playwright/test";
import { expectDashboard, signInWithMagicLink, uniqueEmail } from "./helpers";

test("'User Already Exists' signs the user out and shows a modal that keeps focus and closes on Escape", async ({
  page,
}) => {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("modal"));
  await expectDashboard(page);
  expect((await page.request.get("/api/user")).status()).toBe(200);

  await page.goto("/auth/finish?error=user_already_exists");
  const dialog = page.getByRole("dialog", { name: "Error: User Already Exists" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This account is already linked to another user.");

  await expect.poll(async () => (await page.request.get("/api/user")).status()).toBe(401);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
});
