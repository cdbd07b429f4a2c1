import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Downloading a PDF needs a paid plan, which a browser cannot buy yet; a self-hosted server with
// BILLING=off lifts it: the shared unlocked server (servers.ts).

test.use({ baseURL: UNLOCKED_URL });

test("with billing off, Download PDF saves Grace_Hopper_Resume.pdf; a failed download is told", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("design-unlocked"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  const id = resume!.id;

  await page.goto(`/app/resume/${id}/step/General`);
  await page.getByLabel("Full name", { exact: true }).fill("Grace Hopper");
  await page.getByRole("link", { name: "Design & download" }).click();
  await expect(page.getByTestId("preview-pages").getByRole("img", { name: /^Page 1 of/ })).toBeVisible({
    timeout: 20_000,
  });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Grace_Hopper_Resume.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  const item = (await (await page.request.get(`/api/cv/item?id=${id}`)).json()) as {
    file_generated: boolean;
  };
  expect(item.file_generated).toBe(true);

  // The resume is deleted elsewhere: the download fails, and the page says so.
  const origin = new URL(UNLOCKED_URL).origin;
  const deleted = await page.request.delete("/api/cv/delete", { headers: { Origin: origin }, data: { id } });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByRole("alert")).toContainText("The download failed:");
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
});
