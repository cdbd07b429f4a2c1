import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sharedData } from "../fixtures/corpus.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// The Layout panel of the design page (issue 16 point 5): sections reordered with the keyboard
// and hidden, "Fit to one page" on a two-page corpus resume, all of it kept over a reload, on a
// desktop and a 360 px phone. BILLING=off (the shared unlocked server) so the corpus resume can
// be imported beside the free one.

test.use({ baseURL: UNLOCKED_URL });

const resumes = sharedData("corpus/resumes", "the Layout panel journey");
test.skip(!resumes, "needs ../shared/corpus/resumes");
const corpusResume = resumes
  ? JSON.parse(readFileSync(path.join(resumes, "retail-store-manager.resume.json"), "utf8"))
  : undefined;

async function signInWithCorpusResume(page: Page): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("layout"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const imported = await page.request.post("/api/cv/import", {
    headers: { Origin: new URL(UNLOCKED_URL).origin },
    data: { format: "json-resume", data: corpusResume },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  return ((await imported.json()) as { id: number }).id;
}

/** The section names in the Layout panel's order. */
const sectionOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Sections in print order" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-section")));

/** Pages of the resume's preview PDF in `template`, from the page tree's count. */
async function previewPages(page: Page, id: number, template: string): Promise<number> {
  const response = await page.request.post("/api/pdf/preview", {
    headers: { Origin: new URL(UNLOCKED_URL).origin },
    data: { id, template },
  });
  expect(response.status()).toBe(200);
  const text = (await response.body()).toString("latin1");
  const tree = text.indexOf("/Type /Pages");
  return Number.parseInt(text.slice(text.indexOf("/Count ", tree) + 7), 10);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`arranges, hides and fits sections from the keyboard, kept over a reload (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const id = await signInWithCorpusResume(page);
    expect(await previewPages(page, id, "classic")).toBe(2);

    // The wizard's last step leads to the panel.
    await page.goto(`/app/resume/${id}/step/Finalize`);
    await page.getByRole("link", { name: "Arrange the layout" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Original#layout$`));
    await expect(page.getByRole("heading", { name: "Layout", level: 2 })).toBeInViewport();
    const order = await sectionOrder(page);
    expect(order.indexOf("skills")).toBeGreaterThan(order.indexOf("experience"));

    // Skills above Experience, with Enter on "Move Skills up" (the focus stays on it).
    const moveUp = page.getByRole("button", { name: "Move Skills up" });
    await moveUp.focus();
    while ((await sectionOrder(page)).indexOf("skills") > (await sectionOrder(page)).indexOf("experience")) {
      await page.keyboard.press("Enter");
      await expect(moveUp).toBeFocused();
    }
    const moved = await sectionOrder(page);
    expect(moved.indexOf("skills")).toBe(moved.indexOf("experience") - 1);
    await expect(page.getByText(/^Skills moved to position \d+ of 11\.$/)).toBeAttached();

    // Hide Languages with the space bar.
    await page.getByRole("button", { name: "Hide Languages" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Show Languages" })).toBeVisible();
    await expect(page.getByTestId("layout-save-state")).toHaveText("Layout saved");

    await page.getByRole("button", { name: "Fit to one page" }).click();
    await expect(page.getByTestId("fit-result")).toHaveText(/^Fits on one page now \(was 2\): .+\.$/, {
      timeout: 30_000,
    });
    expect(await previewPages(page, id, "classic")).toBe(1);
    const spacing = page.getByLabel("Space between sections and entries");
    const fitted = await spacing.inputValue();
    expect(fitted).not.toBe("");
    // From the top: axe counts a button scrolled under the sticky step bar as too small a target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(page, `design page with the Layout panel at ${viewport.width} px`);

    await page.reload();
    await expect(page.getByRole("button", { name: "Show Languages" })).toBeVisible();
    const kept = await sectionOrder(page);
    expect(kept.indexOf("skills")).toBe(kept.indexOf("experience") - 1);
    await expect(spacing).toHaveValue(fitted);
    if (viewport.width > 1000) {
      // With a mouse, a section can also be dragged onto another's place.
      const item = (key: string) => page.locator(`li[data-section="${key}"]`);
      await item("education").dragTo(item("summary"));
      expect((await sectionOrder(page))[0]).toBe("education");
      await expect(page.getByTestId("layout-save-state")).toHaveText("Layout saved");
    }
    // The panel fits the phone's width: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
