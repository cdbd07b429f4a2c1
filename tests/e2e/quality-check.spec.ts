import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// "Check my resume" in the wizard's Finalize step: the findings come from the real server, and
// "Go to" opens the right step with the field focused and the offending line selected.

const origin = () => new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;

async function resumeWithFlaws(page: Page): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("quality"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  const id = resume!.id;
  const headers = { Origin: origin() };
  const rows = [
    {
      company: "Harbor Books",
      role: "Accountant",
      start_date: "01/2018",
      end_date: "12/2021",
      responsibilities:
        "- Cut invoice errors by 40% across 3 teams\n- Responsible for the monthly close\n- Maintain the vendor list for 12 suppliers",
    },
    {
      company: "Dune Supply",
      role: "Clerk",
      start_date: "01/2015",
      end_date: "12/2017",
      responsibilities: "- Recieved 3 awards for service to 200 clients",
    },
  ];
  for (const row of rows) {
    const created = await page.request.post("/api/entity", {
      headers,
      data: { type: "experiences", resume_id: id, ...row },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const item = await (await page.request.get(`/api/cv/item?id=${id}`)).json();
  const updated = await page.request.patch("/api/cv/update", {
    headers,
    data: {
      id,
      updated_at: item.updated_at,
      summary: "Accountant with 8 years in audit. I close books fast.",
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return id;
}

/** The focused element's label and the text selected in it. */
const focusedSelection = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLTextAreaElement | null;
    return {
      tag: field?.tagName,
      label: field?.labels?.[0]?.textContent?.trim(),
      row: field?.closest("fieldset")?.querySelector("legend")?.textContent,
      // Right after the click, focus may still be on the button or the page: nothing selected yet.
      selected:
        field instanceof HTMLTextAreaElement
          ? field.value.slice(field.selectionStart, field.selectionEnd)
          : "",
    };
  });

test.describe("Check my resume", () => {
  test("lists findings and Go to focuses the field on its step with the line selected", async ({ page }) => {
    const id = await resumeWithFlaws(page);
    await page.goto(`/app/resume/${id}/step/Finalize`);
    await page.getByRole("button", { name: "Check my resume" }).click();

    const weak = page.getByRole("region", { name: "Weak openings (1)" });
    await expect(weak).toContainText('"Responsible for" describes a duty');
    await expect(page.getByRole("region", { name: "Spelling (1)" })).toContainText(
      '"Recieved" is a common misspelling of "received".',
    );
    await expect(page.getByRole("region", { name: "Tense (1)" })).toContainText("this role has ended");
    await expect(page.getByRole("region", { name: "I, me, my, we (1)" })).toBeVisible();
    await expectNoSeriousViolations(page, "Finalize with findings");
    if (process.env.QUALITY_SHOTS) {
      await page.screenshot({ path: `${process.env.QUALITY_SHOTS}/quality-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: `${process.env.QUALITY_SHOTS}/quality-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    await weak.getByRole("button", { name: "Go to Experience 1, line 2" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/step/Experience$`));
    await expect
      .poll(() => focusedSelection(page))
      .toEqual({
        tag: "TEXTAREA",
        label: "Key achievements",
        row: "Experience 1",
        selected: "- Responsible for the monthly close",
      });
    if (process.env.QUALITY_SHOTS) {
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${process.env.QUALITY_SHOTS}/quality-go-to-1280.png` });
    }

    // Back in Finalize the last findings are still listed; a misspelling selects just the word.
    await page
      .getByRole("navigation", { name: "Wizard steps" })
      .getByRole("link", { name: "Finalize" })
      .click();
    await page
      .getByRole("region", { name: "Spelling (1)" })
      .getByRole("button", { name: /^Go to/ })
      .click();
    await expect(page).toHaveURL(/\/step\/Experience$/);
    await expect
      .poll(() => focusedSelection(page))
      .toEqual({ tag: "TEXTAREA", label: "Key achievements", row: "Experience 2", selected: "Recieved" });

    await page
      .getByRole("navigation", { name: "Wizard steps" })
      .getByRole("link", { name: "Finalize" })
      .click();
    await page
      .getByRole("region", { name: "I, me, my, we (1)" })
      .getByRole("button", { name: /^Go to/ })
      .click();
    await expect(page).toHaveURL(/\/step\/Summary$/);
    await expect
      .poll(() => focusedSelection(page))
      .toMatchObject({
        tag: "TEXTAREA",
        label: "Summary",
        selected: "Accountant with 8 years in audit. I close books fast.",
      });
  });

  test("says so when there is nothing to check, and what it does not check", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
    await page.goto("/auth");
    await signInWithMagicLink(page, uniqueEmail("quality-empty"));
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
    await page.goto(`/app/resume/${resume!.id}/step/Finalize`);
    await page.getByText("What it does not check").click();
    await expect(page.getByText("names, products and technical terms are never flagged")).toBeVisible();
    await page.getByRole("button", { name: "Check my resume" }).click();
    await expect(page.getByText("There is nothing to check yet")).toBeVisible();
  });
});
