import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signInWithMagicLink, uniqueEmail } from "./helpers";

// The photo on the General step: upload, see it cropped and served, keep it across a reload,
// refuse a file that is not an image, remove it.
test("a user adds, keeps and removes a resume photo", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("photo"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  await page.goto(`/app/resume/${resume!.id}/step/General`);

  // A wide photo: the server crops it to a square.
  const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();
  await page.getByLabel(/Add a photo/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const photo = page.getByRole("img", { name: "Your photo" });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([192, 192]);

  await page.reload();
  await expect(page.getByRole("img", { name: "Your photo" })).toBeVisible();

  await page
    .getByLabel(/Change photo/)
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByRole("alert")).toContainText(/JPEG, PNG or WebP/i);

  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByRole("img", { name: "Your photo" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(/Add a photo/)).toBeVisible();
});
