import { expect, test } from "@playwright/test";
import { UNLOCKED_URL } from "./servers";

// A self-hosted server with BILLING=off: the plan cards say everything is unlocked, also on the
// pricing page a visitor gets without React (docs/decisions/025), where no script asks the server.

test.use({ baseURL: UNLOCKED_URL });

test("a visitor's pricing page without React says everything is unlocked", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/pricing");
  const basic = page.getByRole("article", { name: "Basic plan" });
  await expect(basic).toContainText("Everything is unlocked on this server: no payment needed.");
  await expect(basic.getByRole("link", { name: "Start building" })).toHaveAttribute("href", "/auth");
  expect(scripts).toEqual([]);
});
