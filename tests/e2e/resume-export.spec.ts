import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Word and plain-text exports on the design page. The main server has billing on (a new user
// is unpaid: Word opens the payment modal, plain text is free); the shared BILLING=off server
// (servers.ts) lets the Word download through.

/** Signs in, names the resume and opens its design page; returns the resume id. */
async function openDesignPage(page: Page, name: string): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("export"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  const id = resume!.id;
  await page.goto(`/app/resume/${id}/step/General`);
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page.getByRole("link", { name: "Design & download" }).click();
  await expect(page.getByRole("button", { name: "Download Word (.docx)" })).toBeVisible({ timeout: 20_000 });
  return id;
}

test("unpaid: Word opens the payment modal; plain text is copied and saved for free", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openDesignPage(page, "Ada Lovelace");

  let downloads = 0;
  page.on("download", () => {
    downloads += 1;
  });
  await page.getByRole("button", { name: "Download Word (.docx)" }).click();
  const modal = page.getByRole("dialog", { name: "Download your resume" });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  expect(downloads).toBe(0);

  await page.getByRole("button", { name: "Copy as plain text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")[0]).toBe("Ada Lovelace");
  expect(copied).not.toMatch(/[#*]/);

  const saving = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download .txt" }).click();
  const txt = await saving;
  expect(txt.suggestedFilename()).toBe("Ada_Lovelace_Resume.txt");
  expect(await readFile(await txt.path(), "utf8")).toBe(copied);
});

test.describe("billing off", () => {
  test.use({ baseURL: UNLOCKED_URL });

  test("with billing off, Download Word saves Grace_Hopper_Resume.docx", async ({ page }) => {
    test.setTimeout(60_000);
    await openDesignPage(page, "Grace Hopper");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Word (.docx)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Grace_Hopper_Resume.docx");
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(bytes.includes(Buffer.from("word/document.xml"))).toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
