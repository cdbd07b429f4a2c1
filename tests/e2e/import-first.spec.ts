import { expect, type Locator, type Page, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path";
import { prepareMode } from "./a11y-checks";
import { expectDashboard, expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { expectNoSidewaysScroll } from "./journey-helpers";

// Issue 31, "Import first": wherever a new user starts a resume (the landing page, an empty
// resume in the wizard, the dashboard, an empty list), "Upload your resume" comes first and
// "Start from scratch" second, on a desktop and on a 360 px phone; and on the free plan a
// deleted starter gives its slot back, so the user can import again.

const SHOT = process.env.IMPORT_FIRST_SCREENSHOTS === "1";
const UPLOAD = "Upload your resume";
const SCRATCH = "Start from scratch";

const screens = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, phone: false },
  { name: "phone", viewport: { width: 360, height: 740 }, phone: true },
] as const;

const RESUME_TEXT = `Maya Lindqvist
Registered Dietitian
maya.lindqvist@example.com | (555) 010-4477 | Portland, OR

EXPERIENCE
Clinical Dietitian
Riverside Community Hospital, Portland, OR
Mar 2019 - Present
• Assess the nutrition needs of 25 inpatients a day across cardiac and renal units

EDUCATION
M.S. Clinical Nutrition, Oregon State University, 2018
`;

/** The two starts inside `scope`, in the order they are on the page. */
const starts = (scope: Locator) =>
  scope
    .getByRole("link", { name: UPLOAD, exact: true })
    .or(scope.getByRole("link", { name: SCRATCH, exact: true }))
    .or(scope.getByRole("button", { name: SCRATCH, exact: true }));

const importInput = (page: Page) => page.getByLabel("Import a resume file");

async function expectUploadPage(page: Page) {
  await expect(page).toHaveURL(/\/app\/resume\/import$/);
  await expect(page.getByRole("heading", { name: UPLOAD, level: 1 })).toBeVisible();
  await expect(importInput(page)).toBeEnabled();
}

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });
    const fits = (page: Page, where: string) =>
      screen.phone ? expectNoSidewaysScroll(page, where) : Promise.resolve();
    const shot = (page: Page, name: string, fullPage = true) =>
      SHOT ? page.screenshot({ path: `/tmp/import-first-${name}-${screen.name}.png`, fullPage }) : null;

    test("the landing page offers the upload first; a guest uploads, reviews and creates", async ({
      page,
    }) => {
      await prepareMode(page, "light");
      await page.goto("/");
      const hero = page.getByRole("region", { name: /tailored to the job you want/ });
      await expect(starts(hero)).toHaveText([UPLOAD, SCRATCH]);
      await fits(page, "landing");
      await shot(page, "landing", false);

      await hero.getByRole("link", { name: UPLOAD }).click();
      await expectUploadPage(page);
      const session = await (await page.request.get("/api/auth/get-session")).json();
      expect(session.user.isAnonymous).toBe(true);
      await fits(page, "upload page");
      await shot(page, "upload");
      await expectNoSeriousViolations(page, `upload page (${screen.name})`);

      await importInput(page).setInputFiles({
        name: "maya.txt",
        mimeType: "text/plain",
        buffer: Buffer.from(RESUME_TEXT),
      });
      await expect(
        page.getByRole("heading", { name: "Review your imported resume", level: 1 }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/app\/resume\/import$/);
      await page.getByRole("button", { name: "Create resume" }).click();
      await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
      await expect(page.getByLabel("Full name")).toHaveValue("Maya Lindqvist");
      // Imported: the resume is not empty, so the wizard does not offer the upload again.
      await expect(page.getByRole("region", { name: "Have a resume already?" })).toHaveCount(0);
    });

    test("a guest's empty resume offers the upload first; Start from scratch goes to the form", async ({
      page,
    }) => {
      await prepareMode(page, "light");
      await page.goto("/");
      await page
        .getByRole("region", { name: /tailored to the job you want/ })
        .getByRole("link", { name: SCRATCH })
        .click();
      await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
      const choice = page.getByRole("region", { name: "Have a resume already?" });
      await expect(starts(choice)).toHaveText([UPLOAD, SCRATCH]);
      await expect(choice.getByRole("link", { name: UPLOAD })).toHaveAttribute("href", "/app/resume/import");
      await fits(page, "wizard with the choice");
      await shot(page, "wizard");
      await expectNoSeriousViolations(page, `wizard with the choice (${screen.name})`);

      // By keyboard: the upload comes before the scratch start in the tab order.
      await choice.getByRole("link", { name: UPLOAD }).focus();
      await page.keyboard.press("Tab");
      await expect(choice.getByRole("button", { name: SCRATCH })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(choice).toHaveCount(0);
      await expect(page.getByLabel("Full name")).toBeFocused();
      // Put away for this resume while the tab lasts.
      await page.reload();
      await expect(page.getByLabel("Full name")).toBeVisible();
      await expect(choice).toHaveCount(0);
    });

    test("a new account's dashboard offers the upload first for its empty resume", async ({ page }) => {
      await prepareMode(page, "light");
      await page.goto("/auth");
      await signInWithMagicLink(page, uniqueEmail("import-first"));
      await expectDashboard(page);
      const next = page.getByRole("region", { name: "Next step" });
      await expect(starts(next)).toHaveText([UPLOAD, SCRATCH]);
      await expect(next.getByRole("link", { name: SCRATCH })).toHaveAttribute(
        "href",
        /^\/app\/resume\/\d+\/step\/General$/,
      );
      await fits(page, "dashboard");
      await shot(page, "dashboard");
      await next.getByRole("link", { name: UPLOAD }).click();
      await expectUploadPage(page);
    });

    test("a free user who deleted the starter uploads a resume again", async ({ page }) => {
      await prepareMode(page, "light");
      await page.goto("/auth");
      await signInWithMagicLink(page, uniqueEmail("import-after-delete"));
      await expectDashboard(page);
      const [starter] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
      const deleted = await page.request.delete("/api/cv/delete", {
        headers: { Origin: new URL(page.url()).origin },
        data: { id: starter?.id },
      });
      expect(deleted.status()).toBe(200);

      await page.goto("/app/resume");
      const empty = page.getByRole("region", { name: "No resumes yet" });
      await expect(starts(empty)).toHaveText([UPLOAD, SCRATCH]);
      await fits(page, "empty resume list");
      await shot(page, "empty-list");
      await empty.getByRole("link", { name: UPLOAD }).click();
      await expectUploadPage(page);
      await importInput(page).setInputFiles(JSON_RESUME_SAMPLE);
      await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
      await expect(page.getByRole("region", { name: "Import report" })).toContainText("Imported");
      const list = (await (await page.request.get("/api/cv/list")).json()) as unknown[];
      expect(list).toHaveLength(1);
    });
  });
}
