import { expect, test } from "@playwright/test";
import { createConfirmedUser, expectNoSeriousViolations, STRONG_PASSWORD, uniqueEmail } from "./helpers";

test("dark mode is applied before paint, persists across reloads and passes axe on / and the app", async ({
  page,
}) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole("button", { name: "Dark mode" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark");
  // The page really turned dark: the body's background is the dark surface.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(17, 24, 39)");

  await page.reload();
  // Set by the inline head script, before React hydrates.
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousViolations(page, "/ (dark)");

  await page.goto("/pricing");
  await expectNoSeriousViolations(page, "/pricing (dark)");

  await createConfirmedUser(page, uniqueEmail("dark"), STRONG_PASSWORD);
  await expect(html).toHaveClass(/dark/);
  await expectNoSeriousViolations(page, "/app/dashboard (dark)");
  await page.getByRole("button", { name: "Dark mode" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test("without POSTHOG_KEY and POSTHOG_HOST no request leaves for an analytics host", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
  });
  // The page's own clock, so the wait below fires its timers at once instead of being waited out.
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL(/\/pricing/);
  // Longer than the 3-5 s consent delay after which a configured server would start sending.
  await page.clock.runFor(5_500);
  expect(foreign).toEqual([]);
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /posthog/i.test(name)),
  );
  expect(loaded).toEqual([]);
});

test("the server names its build for the new-version check", async ({ request, page }) => {
  const answer = await request.get("/builds/latest.json");
  expect(answer.status()).toBe(200);
  const { id } = await answer.json();
  // A page that loads React knows its build from React Router's manifest.
  await page.goto("/auth");
  const pageVersion = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version,
  );
  expect(id).toBe(pageVersion);
});

test("a page without React offers a reload once the server runs another build", async ({ page }) => {
  let latest: string | undefined;
  await page.route("**/builds/latest.json", async (route) =>
    latest ? route.fulfill({ json: { id: latest } }) : route.continue(),
  );
  await page.goto("/pricing");
  const banner = page
    .getByRole("status")
    .filter({ hasText: "A new version of Resume Builder is available." });
  // Checked when the tab comes back into view (and every 5 minutes): the same build, no banner.
  const checked = page.waitForResponse("**/builds/latest.json");
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await checked;
  await expect(banner).toHaveCount(0);

  latest = "a-newer-build";
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Reload" })).toBeVisible();
});

test("pictures are served as WebP at the spec's screen widths, and only those", async ({ request }) => {
  const image = await request.get("/img/320/templates/modern.webp");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  const body = await image.body();
  expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
  // The width is encoded in the VP8/VP8L/VP8X header; the simplest check is that it is smaller than the 2x original.
  const original = await request.get("/templates/modern@2x.webp");
  expect(body.length).toBeLessThan((await original.body()).length);
  expect((await request.get("/img/700/templates/modern.webp")).status()).toBe(404);
  expect((await request.get("/img/320/../package.json")).status()).toBe(404);
});

test("code assets are sent compressed", async ({ page, baseURL }) => {
  // /auth loads React (the public pages that do not are checked in static-pages.spec.ts). The
  // framework file (React, React DOM, React Router) is its biggest script; entry.client is now a
  // few hundred bytes, below the size worth compressing.
  const html = await (await fetch(`${baseURL}/auth`)).text();
  const entry = html.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
  expect(entry).toBeTruthy();
  const response = await page.request.get(entry ?? "", { headers: { "accept-encoding": "br" } });
  expect(response.headers()["content-encoding"]).toBe("br");
});
