import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { startServerWithEnv } from "./server-with-env";

// Analytics on a server that has POSTHOG_KEY and POSTHOG_HOST. PostHog itself is not
// contacted: the browser's requests to the configured host are answered here and read.

const HOST = "https://analytics.example.test";
test.describe.configure({ mode: "serial" });
const BASE_URL = startServerWithEnv(21, { POSTHOG_KEY: "phc_e2e_test_key", POSTHOG_HOST: HOST });
// posthog-js drops events from a headless or automated browser as a bot: this one says it is
// plain Chrome (here and, below, in navigator.webdriver).
test.use({
  baseURL: BASE_URL,
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
});

interface Captured {
  event: string;
  properties: Record<string, unknown>;
}

/** The events of one posthog-js request, whatever its encoding (gzip, base64 form or JSON). */
function readEvents(url: string, body: Buffer | null): Captured[] {
  if (!body?.length) return [];
  let text: string;
  if (url.includes("compression=gzip-js")) text = gunzipSync(body).toString("utf8");
  else if (body.toString("utf8").startsWith("data=")) {
    text = Buffer.from(decodeURIComponent(body.toString("utf8").slice(5)), "base64").toString("utf8");
  } else text = body.toString("utf8");
  const parsed = JSON.parse(text) as Captured | Captured[] | { batch: Captured[] };
  if (Array.isArray(parsed)) return parsed;
  return "batch" in parsed ? parsed.batch : [parsed];
}

test("page views carry the full path after consent, input events carry no values", async ({ page }) => {
  const events: Captured[] = [];
  await page.addInitScript(() => Object.defineProperty(navigator, "webdriver", { get: () => false }));
  await page.route(`${HOST}/**`, async (route) => {
    const request = route.request();
    if (request.method() === "POST") {
      try {
        events.push(...readEvents(request.url(), request.postDataBuffer()));
      } catch {
        // Not an event batch (feature flags, remote config).
      }
    }
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  const started = Date.now();
  await page.goto("/blog?from=test#top");

  await expect
    .poll(() => events.filter((e) => e.event === "$pageview").map((e) => e.properties.path), {
      timeout: 20_000,
    })
    .toContain("/blog?from=test#top");
  // Consent comes 3 to 5 s after the page loads: nothing is sent before.
  expect(Date.now() - started).toBeGreaterThan(3000);

  // A client-side route change sends its own page view.
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect
    .poll(() => events.filter((e) => e.event === "$pageview").map((e) => e.properties.path), {
      timeout: 15_000,
    })
    .toContain("/pricing");

  await page.getByRole("button", { name: "Contact us" }).first().click();
  const dialog = page.getByRole("dialog");
  const secret = "my-secret-typed-text";
  await dialog.getByLabel(/email/i).first().fill(`${secret}@example.com`);

  await expect.poll(() => events.some((e) => e.event === "input_entered"), { timeout: 15_000 }).toBe(true);
  expect(JSON.stringify(events)).not.toContain(secret);
  const input = events.find((e) => e.event === "input_entered");
  expect(input?.properties).toMatchObject({ field_type: "email" });
  // No automatic page views: each one is ours and carries our path property.
  expect(events.filter((e) => e.event === "$pageview" && !e.properties.path)).toEqual([]);
});
