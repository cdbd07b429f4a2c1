import { expect, type Page, test } from "@playwright/test";
import { prepareMode } from "./a11y-checks";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { expectNoSidewaysScroll } from "./journey-helpers";

// Issue 16, points 1 (entry) and 9 (phone), on a desktop and on a 360 px phone: one click from
// the landing page into the editor as a guest, the guest's save prompt, the signed-in header,
// the dashboard's next step, the app menu, the resume cards, collapsible entries and the sticky
// step bar.

const origin = () => new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
const SHOT = process.env.PHONE_SCREENSHOTS === "1";

const screens = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, phone: false },
  { name: "phone", viewport: { width: 360, height: 740 }, phone: true },
] as const;

async function signIn(page: Page, prefix: string): Promise<number> {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(prefix));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  return resume!.id;
}

async function addRow(page: Page, type: string, resumeId: number, fields: object) {
  const response = await page.request.post("/api/entity", {
    headers: { Origin: origin() },
    data: { type, resume_id: resumeId, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const skipHelp = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });
    const fits = (page: Page, where: string) =>
      screen.phone ? expectNoSidewaysScroll(page, where) : Promise.resolve();

    test("Start from scratch opens the editor as a guest in one click; the save prompt is dismissible", async ({
      page,
    }) => {
      await page.goto("/");
      await fits(page, "landing");
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Sign in" })).toBeVisible();
      await expect(page.getByText("No sign-up to start")).toBeVisible();

      await page.getByRole("link", { name: "Start from scratch" }).click();
      await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
      const help = page.getByRole("dialog", { name: "How the resume wizard works" });
      await help.getByRole("button", { name: "Got it" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "General Information" })).toBeVisible();
      const session = await (await page.request.get("/api/auth/get-session")).json();
      expect(session.user.isAnonymous).toBe(true);

      // The prompt says what signing up does with the guest's work, and leads to the two ways of
      // signing up, each named as the page it opens (issue 34 §7: revisions-distinct.spec.ts).
      const prompt = page.getByRole("region", { name: "Save your work: create a free account" });
      await expect(prompt).toContainText("Everything you made so far comes with you");
      await expect(prompt.getByRole("link", { name: "Sign up with a password" })).toHaveAttribute(
        "href",
        /^\/auth\?view=sign_up&next=%2Fapp%2Fresume%2F\d+%2Fstep%2FGeneral$/,
      );
      await expect(prompt.getByRole("link", { name: "Sign up with a magic link" })).toHaveAttribute(
        "href",
        /^\/auth\?view=magic_link&intent=sign_up&next=%2Fapp%2Fresume%2F\d+%2Fstep%2FGeneral$/,
      );
      await fits(page, "wizard with the guest prompt");
      if (SHOT) await page.screenshot({ path: `/tmp/phone-guest-wizard-${screen.name}.png` });

      // It stays on every page until dismissed, and stays dismissed while the visit lasts.
      await page.goto("/app/dashboard");
      await expect(prompt).toBeVisible();
      await prompt.getByRole("button", { name: "Dismiss the save-your-work reminder" }).click();
      await expect(prompt).toHaveCount(0);
      await page.goto("/app/resume");
      await expect(page.getByRole("heading", { level: 1, name: "Resumes" })).toBeVisible();
      await expect(prompt).toHaveCount(0);

      // The guest's Account page offers an account and one sign-out of its own (a guest has one
      // session); the header's Sign out is the other one on a desktop (behind the menu on a phone).
      await page.goto("/app/settings");
      const keep = page.getByRole("region", { name: "Keep your work in an account" });
      await expect(keep.getByRole("link", { name: "Sign up with a password" })).toHaveAttribute(
        "href",
        "/auth?view=sign_up&next=%2Fapp%2Fsettings",
      );
      await expect(page.getByRole("button", { name: /^Sign out/ })).toHaveCount(screen.phone ? 1 : 2);
      await expect(page.getByRole("button", { name: "Sign out on this device" })).toBeVisible();
      await fits(page, "guest account page");

      // Back on the landing page the header knows the guest.
      await page.goto("/");
      await expect(banner.getByTestId("signed-in-as")).toHaveText("Guest");
      await expect(banner.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    });

    test("the landing header shows the signed-in account; the dashboard leads with the next step", async ({
      page,
    }) => {
      const resumeId = await signIn(page, `entry-${screen.name}`);
      await fits(page, "dashboard");
      // A new, empty resume's next step is the upload or the wizard (issue 31); it leads the page,
      // above the counters.
      const nextStep = page.getByRole("region", { name: "Next step" });
      await expect(nextStep.getByRole("link", { name: "Upload your resume" })).toBeVisible();
      const action = nextStep.getByRole("link", { name: "Start from scratch" });
      await expect(action).toHaveAttribute("href", `/app/resume/${resumeId}/step/General`);
      const counters = page.getByTestId("Resumes left");
      expect((await nextStep.boundingBox())!.y).toBeLessThan((await counters.boundingBox())!.y);
      if (SHOT) await page.screenshot({ path: `/tmp/phone-dashboard-${screen.name}.png`, fullPage: true });

      const email = (await (await page.request.get("/api/auth/get-session")).json()).user.email as string;
      await page.goto("/");
      const banner = page.getByRole("banner");
      await expect(banner.getByTestId("signed-in-as")).toHaveText(email);
      await expect(banner.getByRole("link", { name: "Sign in" })).toHaveCount(0);
      // Someone with an account is not told how guest work is kept, and a long address never
      // pushes the phone header past the brand and two rows of links.
      await expect(page.getByText("No sign-up to start")).toHaveCount(0);
      expect((await banner.boundingBox())!.height).toBeLessThan(150);
      await fits(page, "landing, signed in");
      if (SHOT) await page.screenshot({ path: `/tmp/phone-landing-signed-in-${screen.name}.png` });
      await banner.getByRole("link", { name: "Dashboard" }).click();
      await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
    });

    test("the app nav: a menu button on the phone, the links in view on the desktop; resumes as cards", async ({
      page,
    }) => {
      await signIn(page, `nav-${screen.name}`);
      const menu = page.getByRole("button", { name: "Menu" });
      const nav = page.getByRole("navigation", { name: "App" });
      if (screen.phone) {
        // One compact row: the brand and the button.
        expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThan(72);
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(nav).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        await expect(nav.getByRole("link", { name: "Jobs" })).toBeVisible();
        await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
        if (SHOT) await page.screenshot({ path: "/tmp/phone-menu-open.png" });
        // Escape closes it and gives focus back to the button.
        await page.keyboard.press("Escape");
        await expect(nav).toBeHidden();
        await expect(menu).toBeFocused();
        await menu.press("Enter");
        await expect(nav).toBeVisible();
      } else {
        await expect(menu).toBeHidden();
        await expect(nav).toBeVisible();
      }
      await nav.getByRole("link", { name: "Resumes" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Resumes" })).toBeVisible();
      if (screen.phone) await expect(nav).toBeHidden();
      await fits(page, "resume list");

      const open = page.getByRole("link", { name: "Open My resume" });
      const box = (await open.boundingBox())!;
      // Open is whole on screen, not clipped by the right edge.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.viewport.width);
      const columnHeader = page.getByRole("columnheader", { name: "Last updated" });
      if (screen.phone) {
        await expect(page.getByText("Role:", { exact: true })).toBeVisible();
      } else {
        await expect(columnHeader).toBeVisible();
      }
      if (SHOT) await page.screenshot({ path: `/tmp/phone-list-${screen.name}.png`, fullPage: true });
      await open.click();
      await expect(page).toHaveURL(/\/step\/General$/);
    });

    test("entries collapse to a summary line by keyboard; the step bar stays in view; axe light and dark", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await skipHelp(page);
      const id = await signIn(page, `entries-${screen.name}`);
      await addRow(page, "experiences", id, {
        company: "Lakeshore Regional",
        role: "Registered Nurse",
        start_date: "06/2019",
        still_working: true,
        responsibilities: "Cut charting errors by 30%\nTrained 12 nurses on the new EHR",
      });
      await addRow(page, "experiences", id, {
        company: "Mercy Clinic",
        role: "Nursing Assistant",
        start_date: "01/2015",
        end_date: "05/2019",
        responsibilities: "Cared for 20 patients a shift",
      });
      await page.goto(`/app/resume/${id}/step/Experience`);
      const first = page.getByRole("button", { name: /^Experience 1/ });
      const second = page.getByRole("button", { name: /^Experience 2/ });
      // Several filled entries open as summaries.
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(first).toContainText("Registered Nurse · Lakeshore Regional · 2019 – Present");
      await expect(second).toContainText("Nursing Assistant · Mercy Clinic · 2015 – 2019");
      const company = page
        .getByRole("group", { name: "Experience 1", exact: true })
        .getByLabel("Company", { exact: true });
      await expect(company).toBeHidden();
      await fits(page, "collapsed entries");
      if (SHOT)
        await page.screenshot({ path: `/tmp/phone-entries-collapsed-${screen.name}.png`, fullPage: true });

      // Keyboard: Enter opens, focus stays on the toggle; Tab reaches the fields; Space closes.
      await first.focus();
      await page.keyboard.press("Enter");
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expect(first).toBeFocused();
      await expect(company).toBeVisible();
      await company.fill("Lakeshore Regional Hospital");
      await first.focus();
      await page.keyboard.press("Space");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(first).toContainText("Registered Nurse · Lakeshore Regional Hospital · 2019 – Present");
      await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");

      // A new entry opens ready to fill.
      await page.getByRole("button", { name: "Add experience" }).click();
      await expect(page.getByRole("button", { name: /^Experience 3/ })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(
        page.getByRole("group", { name: "Experience 3", exact: true }).getByLabel("Company", { exact: true }),
      ).toBeFocused();

      // The step bar stays in view at the bottom of a long step.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const steps = page.getByRole("navigation", { name: "Wizard steps" });
      await expect(steps).toBeInViewport();
      const bar = (await steps.boundingBox())!;
      expect(bar.y).toBeLessThan(20);
      await expect(steps.getByRole("link", { name: "Experience" })).toBeInViewport();
      await fits(page, "scrolled Experience step");
      if (SHOT) await page.screenshot({ path: `/tmp/phone-sticky-steps-${screen.name}.png` });

      await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
      await expectNoSeriousViolations(page, `Experience step, light, ${screen.name}`);
      await prepareMode(page, "dark");
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expectNoSeriousViolations(page, `Experience step, dark, ${screen.name}`);
      if (SHOT) await page.screenshot({ path: `/tmp/phone-entries-dark-${screen.name}.png`, fullPage: true });
    });
  });
}
