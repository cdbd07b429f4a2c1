import { expect, test } from "@playwright/test";
import { startServerWithEnv } from "./server-with-env";

// The free tool is public, so it is rate limited per client address. Using the limit up here
// would slow other specs on the shared main server for a minute: this file starts its own
// server (six ports above the main one) and spends that server's limit instead.

const BASE_URL = startServerWithEnv(6, { BILLING: "off" });
const PATH = "/free-tools/how-to-professionally-say";

test.use({ baseURL: BASE_URL });

test("over the rate limit, the free tool says to try again in a minute", async ({ page }) => {
  await page.goto(PATH);
  // Use up the window's requests the way a busy visitor would, until the server refuses. They
  // go from the page itself: the limit is per client address, and the browser's may differ
  // from the test runner's (IPv4 or IPv6 localhost).
  const status = await page.evaluate(async () => {
    for (let sent = 0; sent < 200; sent++) {
      const response = await fetch("/api/free-tools/rephrase", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ phrase: "I'm busy" }),
      });
      if (response.status !== 200) return response.status;
    }
    return 200;
  });
  expect(status).toBe(429);

  await page.getByLabel("What do you want to say?").fill("I don't know");
  await page.getByRole("button", { name: "Say it professionally" }).click();
  await expect(page.getByRole("alert")).toHaveText("Too many requests — try again in a minute.");
  await expect(page.getByTestId("alternative")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Say it professionally" })).toBeEnabled();
});
