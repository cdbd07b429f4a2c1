import { expect, type Page, test } from "@playwright/test";

// Public pages sent without React to a visitor with no session (docs/decisions/025): no
// code bundle loads, the inline islands carry what must stay interactive, and a visitor with
// a session gets the React pages as before.

const STATIC_PAGES = [
  "/",
  "/pricing",
  "/blog",
  "/blog/resume/how-ats-read-resumes",
  "/free-tools/how-to-professionally-say",
  "/legal/privacy-policy",
  "/legal/cookie-policy",
  "/legal/terms-of-use",
  "/thank-you",
];

/** The script files a page asks for while it loads. */
async function scriptRequests(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", listener);
  await page.goto(path, { waitUntil: "load" });
  page.off("request", listener);
  return scripts;
}

test("a visitor's public pages load no React bundle, only their inline islands", async ({ page }) => {
  for (const path of STATIC_PAGES) {
    expect(await scriptRequests(page, path), path).toEqual([]);
    const inline = await page.evaluate(() => ({
      router: "__reactRouterManifest" in window,
      scripts: [...document.scripts].map((script) => script.src || script.text.length),
    }));
    expect(inline.router, path).toBe(false);
    // The colour-mode script in <head> and the islands at the end of <body>, both inline.
    expect(inline.scripts, path).toHaveLength(2);
    for (const length of inline.scripts) expect(typeof length, path).toBe("number");
  }
});

test("with a session (here a guest's) the same pages load React, and the header says who it is", async ({
  page,
}) => {
  const guest = await page.request.post("/api/auth/sign-in/anonymous", { data: {} });
  expect(guest.status()).toBe(200);
  const scripts = await scriptRequests(page, "/");
  expect(scripts.some((path) => path.startsWith("/assets/entry.client-"))).toBe(true);
  await expect(page.getByRole("banner")).toContainText("Guest");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test("without React, a required contact field left empty turns red and says so", async ({ page }) => {
  await page.goto("/legal/terms-of-use");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact us" });
  const email = dialog.getByLabel("Email");
  await email.focus();
  await dialog.getByLabel("Message").focus();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Email is required.")).toBeVisible();
  await email.fill("ann@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(dialog.getByText("Email is required.")).toHaveCount(0);

  // Escape closes it, focus returns to the button, and the form starts empty when reopened.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const opener = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact us" });
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByLabel("Email")).toHaveValue("");
  // The close icon closes it too.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("without React, the dark-mode switch has its tooltip and its pressed state", async ({ page }) => {
  await page.goto("/blog");
  const toggle = page.getByRole("button", { name: "Dark mode" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Switch to dark mode");
  await expect(toggle).toHaveAttribute(
    "aria-describedby",
    (await page.getByRole("tooltip").getAttribute("id")) ?? "",
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("tooltip")).toHaveText("Switch to light mode");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});
