import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// The photo on the General step: choose a file, choose its square in the crop dialog (mouse or
// keyboard), see the server's crop served, keep it across a reload, refuse a file that is not
// an image, remove it.

/** `width` x `height`, the left half red and the right half blue. */
function redBluePng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: "#0000ff" } },
        left: width / 2,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

async function openGeneralStep(page: Page, who: string) {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(who));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  await page.goto(`/app/resume/${resume!.id}/step/General`);
}

/** The served photo's colour at (x, y) of its natural pixels, read through a canvas. */
function pixelOf(photo: Locator, x: number, y: number) {
  return photo.evaluate(
    (img: HTMLImageElement, [px, py]) => {
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d");
      if (!context || !img.complete || img.naturalWidth === 0) return "not loaded";
      context.drawImage(img, 0, 0);
      const [r, g, b] = context.getImageData(px as number, py as number, 1, 1).data;
      const near = (value = 0, target: number) => Math.abs(value - target) < 40;
      if (near(r, 255) && near(g, 0) && near(b, 0)) return "red";
      if (near(r, 0) && near(g, 0) && near(b, 255)) return "blue";
      return `rgb(${r}, ${g}, ${b})`;
    },
    [x, y],
  );
}

test("a user crops, keeps and removes a resume photo", async ({ page }) => {
  await openGeneralStep(page, "photo");

  // The wide photo cannot be taken whole: the dialog offers its centred square first.
  const png = await redBluePng(640, 320);
  await page.getByLabel(/Add a photo/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const dialog = page.getByRole("dialog", { name: "Crop your photo" });
  await expect(dialog).toBeVisible();
  const slider = dialog.getByRole("slider", { name: "Size of the square" });
  await expect(slider).toHaveValue("100");
  await expect(dialog.getByRole("img", { name: "Round preview of the crop" })).toBeVisible();
  await expectNoSeriousViolations(page, "photo crop dialog");

  // Cancel keeps the page as it was.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Your resume portrait" })).toHaveCount(0);

  // Again, and drag the square with the mouse as far left as it goes: the red half.
  await page.getByLabel(/Add a photo/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const square = dialog.getByRole("group", { name: "Crop square" });
  const box = await square.boundingBox();
  if (!box) throw new Error("the crop square is not shown");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 100, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x - 400, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await dialog.getByRole("button", { name: "Use this photo" }).click();
  await expect(dialog).toHaveCount(0);

  const photo = page.getByRole("img", { name: "Your resume portrait" });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([192, 192]);
  await expect.poll(() => pixelOf(photo, 186, 96)).toBe("red");

  await page.reload();
  await expect(page.getByRole("img", { name: "Your resume portrait" })).toBeVisible();

  // Not an image: refused in the browser, no dialog.
  await page
    .getByLabel(/Change photo/)
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByRole("alert")).toContainText(/JPEG, PNG or WebP/i);
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByRole("img", { name: "Your resume portrait" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(/Add a photo/)).toBeVisible();
});

test("the square can be chosen with the keyboard alone", async ({ page }) => {
  await openGeneralStep(page, "photo-keys");
  // 400 x 200: the centred square is half red, half blue.
  await page
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await redBluePng(400, 200) });
  const dialog = page.getByRole("dialog", { name: "Crop your photo" });
  await expect(dialog).toBeVisible();
  const square = dialog.getByRole("group", { name: "Crop square" });
  const slider = dialog.getByRole("slider", { name: "Size of the square" });

  // The dialog starts on its close button; Tab reaches the square, with a visible focus ring.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(square).toBeFocused();
  const ring = await square.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);

  // Halve it with the slider (100% -> 50%: 100 px around the same centre, x 150).
  await page.keyboard.press("Tab");
  await expect(slider).toBeFocused();
  for (let i = 0; i < 50; i += 1) await page.keyboard.press("ArrowLeft");
  await expect(slider).toHaveValue("50");
  await expect(slider).toHaveAttribute("aria-valuetext", /100 × 100 pixels/);

  // Then 15 steps of 4 px to the right: x 210, all in the blue half. Without the smaller
  // size the square would stop at x 160, still half red.
  await page.keyboard.press("Shift+Tab");
  await expect(square).toBeFocused();
  for (let i = 0; i < 15; i += 1) await page.keyboard.press("ArrowRight");
  await expect(
    dialog.getByText("Square of 100 × 100 pixels, 210 from the left and 50 from the top."),
  ).toBeAttached();

  // Tab on to "Use this photo" (past Cancel) and press Enter.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Use this photo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);

  const photo = page.getByRole("img", { name: "Your resume portrait" });
  await expect(photo).toBeVisible();
  await expect.poll(() => pixelOf(photo, 4, 96)).toBe("blue");
  await expect.poll(() => pixelOf(photo, 186, 186)).toBe("blue");
});

test("a JPEG turned by its EXIF orientation is cropped as the browser shows it", async ({ page }) => {
  await openGeneralStep(page, "photo-exif");
  // Stored 200 x 100 (red | blue) with orientation 6: shown 100 x 200, red above blue.
  const jpeg = await sharp(await redBluePng(200, 100))
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await page
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpeg });
  const dialog = page.getByRole("dialog", { name: "Crop your photo" });
  const square = dialog.getByRole("group", { name: "Crop square" });
  await expect(
    dialog.getByText("Square of 100 × 100 pixels, 0 from the left and 50 from the top."),
  ).toBeAttached();
  await square.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("Shift+ArrowDown");
  await expect(
    dialog.getByText("Square of 100 × 100 pixels, 0 from the left and 100 from the top."),
  ).toBeAttached();
  await dialog.getByRole("button", { name: "Use this photo" }).click();

  const photo = page.getByRole("img", { name: "Your resume portrait" });
  await expect(photo).toBeVisible();
  await expect.poll(() => pixelOf(photo, 96, 4)).toBe("blue");
  await expect.poll(() => pixelOf(photo, 4, 96)).toBe("blue");
});
