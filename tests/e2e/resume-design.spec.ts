import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// The Resume Design page (/app/resume/{id}/Original) of a free user, against the real server:
// the live preview drawn by pdf.js, the template choice and its memory, and the paywall on
// download. The download itself is in resume-design-unlocked.spec.ts (BILLING=off).

interface Catalog {
  templates: { id: string; name: string }[];
  defaultTemplate: string;
}

async function signInWithResume(page: Page): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("design"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  expect(resume?.id).toBeGreaterThan(0);
  return resume!.id;
}

/** CSP refusals (e.g. of pdf.js's worker or fonts) show up as console errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

const previewPages = (page: Page) => page.getByTestId("preview-pages");
const pageImages = (page: Page) => previewPages(page).getByRole("img", { name: /^Page \d+ of \d+$/ });

/** The preview shows `template`, fully drawn. */
async function expectPreviewOf(page: Page, template: string) {
  await expect(previewPages(page)).toHaveAttribute("data-template", template, { timeout: 20_000 });
  await expect(previewPages(page)).not.toHaveAttribute("aria-busy", "true");
  await expect(pageImages(page).first()).toBeVisible();
}

const firstPagePixels = (page: Page) =>
  pageImages(page)
    .first()
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

test("a free user designs their resume: live preview, template choice, remembered, paywall on download", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const id = await signInWithResume(page);
  const catalog = (await (await page.request.get("/api/pdf/templates")).json()) as Catalog;
  expect(catalog.templates.length).toBeGreaterThanOrEqual(2);
  const other = catalog.templates.find((template) => template.id !== catalog.defaultTemplate)!;

  // From the wizard: a name typed there is saved, then the header links to the design page.
  await page.goto(`/app/resume/${id}/step/General`);
  await page.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
  await page.getByRole("link", { name: "Design & download" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Original$`));
  await expect(page.getByRole("heading", { level: 1, name: "Resume Design" })).toBeVisible();
  await expect(page.getByText("Revision: Original")).toBeVisible();

  // The preview: every page drawn, of the default design, with the name just typed saved.
  const templates = page.getByRole("group", { name: "Template" });
  await expect(templates.getByRole("radio")).toHaveCount(catalog.templates.length);
  await expect(templates.getByRole("radio", { name: catalog.templates[0]!.name, exact: true })).toBeVisible();
  await expectPreviewOf(page, catalog.defaultTemplate);
  await expect(templates.getByRole("radio", { checked: true })).toHaveAttribute(
    "value",
    catalog.defaultTemplate,
  );
  const stored = (await (await page.request.get(`/api/cv/item?id=${id}`)).json()) as { full_name: string };
  expect(stored.full_name).toBe("Ada Lovelace");
  // Thumbnails are page 1 of the user's own resume in each design.
  await expect(page.getByTestId(`thumbnail-${catalog.templates[0]!.id}`)).toHaveAttribute(
    "data-state",
    "ready",
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByTestId(`thumbnail-${catalog.templates[0]!.id}`).locator("canvas")).toHaveCount(1);
  await expectNoSeriousViolations(page, "/app/resume/{id}/Original");

  // Another template: a new preview request, drawn differently.
  const before = await firstPagePixels(page);
  const asked = page.waitForRequest(
    (request) => request.url().endsWith("/api/pdf/preview") && request.postDataJSON()?.template === other.id,
  );
  await templates.getByRole("radio", { name: other.name, exact: true }).check();
  expect((await asked).postDataJSON()).toMatchObject({ id, template: other.id });
  await expectPreviewOf(page, other.id);
  expect(await firstPagePixels(page)).not.toBe(before);

  // Colour and font go to the server as props; the page size is the layout's (decision 034).
  const withOptions = page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/pdf/preview") && request.postDataJSON()?.props?.accent === "#0f766e",
  );
  await page.getByRole("radio", { name: "Teal" }).check();
  expect((await withOptions).postDataJSON().props).toEqual({ accent: "#0f766e" });
  const pageSize = page.getByLabel("Page size");
  await expect(pageSize).toHaveValue("");
  await pageSize.selectOption("Letter");
  await expect(page.getByTestId("layout-save-state")).toHaveText("Layout saved");
  await expect(previewPages(page)).not.toHaveAttribute("aria-busy", "true", { timeout: 20_000 });

  // The choice is remembered for this resume.
  await page.reload();
  await expectPreviewOf(page, other.id);
  await expect(templates.getByRole("radio", { name: other.name, exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Teal" })).toBeChecked();
  await expect(pageSize).toHaveValue("Letter");

  // Downloading needs a paid plan: the payment modal says why, and nothing is saved.
  let downloaded = false;
  page.on("download", () => {
    downloaded = true;
  });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const modal = page.getByRole("dialog", { name: "Download your resume" });
  await expect(modal).toBeVisible();
  await expectNoSeriousViolations(page, "design page with the payment modal");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  expect(downloaded).toBe(false);

  expect(problems.filter((text) => /Content.Security.Policy|pdf\.js|worker/i.test(text))).toEqual([]);
});

test("the resume list links to the design page; a long resume is previewed page by page", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const id = await signInWithResume(page);
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
  const duties = Array.from(
    { length: 8 },
    (_, n) => `Delivered milestone ${n + 1} of the engine programme on time`,
  );
  for (let n = 0; n < 12; n++) {
    const response = await page.request.post("/api/entity", {
      headers: { Origin: origin },
      data: {
        type: "experiences",
        resume_id: id,
        company: `Company ${n + 1}`,
        role: "Engineer",
        responsibilities: duties.join("\n"),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto("/app/resume");
  await page.getByRole("link", { name: "Design My resume" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Original$`));
  await expect(page.getByRole("link", { name: "Design & download" })).toHaveAttribute("aria-current", "page");
  await expect(pageImages(page).first()).toBeVisible({ timeout: 20_000 });
  // Page 1 is drawn first and the rest after it: the count is the document's (the status), and
  // every page must then be drawn, not only those already there when the first appeared.
  const status = page.getByRole("status").filter({ hasText: /\d+ pages$/ });
  await expect(status).toBeVisible();
  const count = Number((await status.textContent())?.match(/(\d+) pages$/)?.[1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(pageImages(page)).toHaveCount(count);
  await expect(pageImages(page).last()).toHaveAccessibleName(`Page ${count} of ${count}`);
  await expect(status).toHaveText(`${count} pages`);
});

test("the design page of a resume that is not yours says it is not found", async ({ page }) => {
  await signInWithResume(page);
  await page.goto("/app/resume/999999999/Original");
  await expect(page.getByRole("heading", { name: "Resume not found" })).toBeVisible();
});
