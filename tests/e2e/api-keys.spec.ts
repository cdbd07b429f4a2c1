import { expect, test } from "@playwright/test";
import { createConfirmedUser, expectNoSeriousViolations, STRONG_PASSWORD, uniqueEmail } from "./helpers";

// Issue 18 part 2 in the browser: the Account page makes a key (shown once, copied), a script
// uses it over HTTP, the list says when it was last used, and revoking it (after a confirmation)
// stops it. The page and the API reference page are axe-clean on a desktop and a phone.

// Signing up, two pages and three axe runs each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("an API key is made on the Account page, used by a script, then revoked", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createConfirmedUser(page, uniqueEmail("api-keys"), STRONG_PASSWORD);
  await page.goto("/app/settings");
  const section = page.getByRole("region", { name: "API keys" });
  await expect(section.getByText("You have no API keys.")).toBeVisible();

  await section.getByLabel("Key name").fill("Spreadsheet sync");
  await section.getByLabel("Access").selectOption("read");
  await section.getByRole("button", { name: "Create key" }).click();
  const shown = section.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^rb_live_/);
  const key = (await shown.textContent()) ?? "";
  await expect(section.getByText("It is shown only this once")).toBeVisible();
  await expect(section.getByRole("button", { name: "Copy the new API key" })).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: "Spreadsheet sync" })).toContainText(
    "never used",
  );
  await expectNoSeriousViolations(page, "account page with a new key, 1280 px");

  // A script (no cookies) reads with the key; a write is refused to a read key.
  const script = await page.context().request;
  const read = await script.fetch("/api/cv/list", { headers: { Authorization: `Bearer ${key}` } });
  expect(read.status()).toBe(200);
  const write = await script.fetch("/api/cv/create", {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, Cookie: "" },
    data: { name: "From a script" },
  });
  expect(write.status()).toBe(403);

  // Shown once: after a reload only its first characters remain, with when it was last used.
  await page.reload();
  const row = section.getByRole("listitem").filter({ hasText: "Spreadsheet sync" });
  await expect(row).toContainText("last used just now");
  await expect(row).toContainText(key.slice(0, 12));
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole("button", { name: "Revoke Spreadsheet sync" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke “Spreadsheet sync”?" });
  await expect(dialog).toContainText("stop working at once");
  await expectNoSeriousViolations(page, "revoke confirmation");
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText("You have no API keys.")).toBeVisible();
  const after = await script.fetch("/api/cv/list", { headers: { Authorization: `Bearer ${key}` } });
  expect(after.status()).toBe(401);
});

test("the API keys section and the API reference are accessible on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await createConfirmedUser(page, uniqueEmail("api-keys-phone"), STRONG_PASSWORD);
  await page.goto("/app/settings");
  const section = page.getByRole("region", { name: "API keys" });
  await section.getByLabel("Key name").fill("Phone key");
  await section.getByLabel("Access").selectOption("read-write");
  await section.getByRole("button", { name: "Create key" }).click();
  await expect(section.getByTestId("new-api-key")).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: "Phone key" })).toContainText(
    "Read and write",
  );
  await expectNoSeriousViolations(page, "account page with a new key, 360 px");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: "Resume Builder API", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "POST /api/account/api-keys" })).toBeVisible();
  await expectNoSeriousViolations(page, "API reference, 360 px");
});
