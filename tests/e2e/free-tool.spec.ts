import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./helpers";

// The public free tool (spec §2), signed out, with the built-in offline writer.

const PATH = "/free-tools/how-to-professionally-say";

test("the page is server-rendered with its own title and description", async ({ request }) => {
  const response = await request.get(PATH);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>How to professionally say it · Free tool · Resume Builder</title>");
  expect(html).toMatch(/<meta name="description" content="Free tool: type a blunt phrase/);
  expect(html).toContain("How to professionally say it</h1>");
  expect(html).toContain("What do you want to say?");
});

test("a signed-out visitor rephrases a phrase, copies an alternative and tries an example", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(PATH);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousViolations(page, PATH);

  const input = page.getByLabel("What do you want to say?");
  await input.fill("I don't know");
  await expect(page.getByText("12/300 characters")).toBeVisible();
  await page.getByRole("button", { name: "Say it professionally" }).click();
  await expect(page.getByRole("heading", { name: "Professional ways to say “I don't know”" })).toBeVisible();
  const alternatives = page.getByTestId("alternative");
  expect(await alternatives.count()).toBeGreaterThan(0);
  const first = (await alternatives.first().textContent()) ?? "";
  expect(first.trim()).not.toBe("");
  expect(first.trim().toLowerCase()).not.toBe("i don't know");
  await expectNoSeriousViolations(page, `${PATH} with alternatives`);

  await page.getByRole("button", { name: "Copy alternative 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await page.getByRole("button", { name: "That's not my job" }).click();
  await expect(
    page.getByRole("heading", { name: "Professional ways to say “That's not my job”" }),
  ).toBeVisible();
  await expect(input).toHaveValue("That's not my job");
  // About whose job it is, not about whose fault it was.
  await expect(alternatives.first()).toHaveText(
    "That falls outside my responsibilities, but I can connect you with the right person.",
  );

  // Long phrases stop at the limit; an empty one is not sent.
  await input.fill("x".repeat(320));
  await expect(input).toHaveValue("x".repeat(300));
  await expect(page.getByText("300/300 characters")).toBeVisible();
  await input.fill("   ");
  await page.getByRole("button", { name: "Say it professionally" }).click();
  await expect(page.getByRole("alert")).toHaveText("Type a phrase first.");
});

test("a blunt phrase the bank does not hold gets real rewrites, readable on a phone", async ({
  page,
}, testInfo) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.goto(PATH);
    await page.getByLabel("What do you want to say?").fill("this meeting is pointless");
    await page.getByRole("button", { name: "Say it professionally" }).click();
    await expect(
      page.getByRole("heading", { name: "Professional ways to say “this meeting is pointless”" }),
    ).toBeVisible();
    const alternatives = page.getByTestId("alternative");
    await expect(alternatives.first()).toHaveText("I'm not sure this meeting is the best use of our time.");
    const texts = (await alternatives.allTextContents()).map((text) => text.trim());
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) {
      expect(text.toLowerCase()).not.toContain("pointless");
      expect(text).toMatch(/^[A-Z].*[.?!]$/);
    }
    // Nothing wider than the screen: a phone user never scrolls sideways to read a rewrite.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`pointless-${width}.png`), fullPage: true });
  }
});
