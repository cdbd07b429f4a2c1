import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { expectNoSidewaysScroll } from "./journey-helpers";

// Issue 16, point 3 ("save state you can trust"), on a desktop and on a 360 px phone: one field
// that cannot be saved does not stop the others; it is marked beside itself and on its step's
// tab, the status line names it with a "Go to", a reload shows it again (still marked), and
// fixing it gives "Saved". The invalid values are an email address and a link, not dates.

const origin = () => new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;

const screens = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, phone: false },
  { name: "phone", viewport: { width: 360, height: 740 }, phone: true },
] as const;

async function signIn(page: Page, prefix: string): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
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

/** What the server holds: the saved resume, not what the page shows. */
async function stored(page: Page, id: number): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/cv/item?id=${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const saveStatus = (page: Page) => page.getByRole("status", { name: "Save status" });
const stepTab = (page: Page, step: string) =>
  page
    .getByRole("navigation", { name: "Wizard steps" })
    .getByRole("link", { name: new RegExp(`^${step}\\b`) });

/** The field is marked invalid, and its message (read through aria-describedby) says why. */
async function expectMarked(page: Page, field: ReturnType<Page["getByLabel"]>, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const described = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    described
      .split(" ")
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(`Not saved: ${message}`);
}

/** Reloads, saying yes to the browser's "leave this page?" (something is held back). */
async function reloadAnyway(page: Page) {
  const dialogs: string[] = [];
  const accept = (dialog: import("@playwright/test").Dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  };
  page.on("dialog", accept);
  await page.reload();
  page.off("dialog", accept);
  return dialogs;
}

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    test("an invalid email is held back while the other fields save; a reload keeps it; fixing it saves", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const id = await signIn(page, `held-email-${screen.name}`);
      await page.goto(`/app/resume/${id}/step/General`);
      await expect(saveStatus(page)).toHaveText("Saved");

      // On a wide screen the preview sits beside the form: it must keep following the saves.
      const previews: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/pdf/preview")) previews.push(request.url());
      });

      const email = page.getByLabel("Email", { exact: true });
      await email.fill("ada@");
      await page.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
      await expect(saveStatus(page)).toHaveText("Saved, except 1 field: Email in General");
      await expectMarked(page, email, "Enter a valid email address.");
      await expect(stepTab(page, "General")).toHaveAccessibleName(/^1?\s*General – 1 field not saved$/);
      await expect(stepTab(page, "Experience")).not.toHaveAccessibleName(/not saved/);

      // The full name is on the server; the bad email is not (the stored one is still empty).
      await expect.poll(async () => (await stored(page, id)).full_name).toBe("Ada Lovelace");
      expect((await stored(page, id)).email).toBe("");
      if (!screen.phone) {
        const before = previews.length;
        await page.getByLabel("Desired role", { exact: true }).fill("Analyst");
        await expect(saveStatus(page)).toHaveText("Saved, except 1 field: Email in General");
        await expect.poll(() => previews.length).toBeGreaterThan(before);
      } else {
        await expectNoSidewaysScroll(page, "General with a field not saved");
      }
      await expectNoSeriousViolations(page, "General with a field not saved");

      // Leaving the resume asks first, and says which field.
      await page.getByRole("link", { name: "My resumes" }).click();
      const prompt = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
      await expect(prompt).toContainText("Email in General: not saved");
      await prompt.getByRole("button", { name: "Stay on this page" }).click();
      await expect(page).toHaveURL(/\/step\/General$/);

      // A reload: what was typed comes back, still marked; what saved is there too.
      expect(await reloadAnyway(page)).toEqual(["beforeunload"]);
      await expect(email).toHaveValue("ada@");
      await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Ada Lovelace");
      await expect(saveStatus(page)).toHaveText("Saved, except 1 field: Email in General");
      await expectMarked(page, email, "Enter a valid email address.");

      // From another step, "Go to" opens General with the cursor in the email field.
      await stepTab(page, "Summary").click();
      await expect(page.getByRole("heading", { level: 1, name: "Summary" })).toBeVisible();
      await page.getByRole("button", { name: "Go to Email in General" }).click();
      await expect(page).toHaveURL(/\/step\/General$/);
      await expect(email).toBeFocused();

      // Fixed: it saves, the marks go, and nothing is kept in the browser any more.
      await email.fill("ada@example.com");
      await expect(saveStatus(page)).toHaveText("Saved");
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await expect(stepTab(page, "General")).toHaveAccessibleName(/^1?\s*General$/);
      await expect.poll(async () => (await stored(page, id)).email).toBe("ada@example.com");
      expect(await page.evaluate((key) => window.localStorage.getItem(key), `resume-held:${id}`)).toBeNull();
      await page.reload();
      await expect(email).toHaveValue("ada@example.com");
      await expect(saveStatus(page)).toHaveText("Saved");
    });

    test("a bad link in a project row is marked on its tab and found by Go to; the row's other fields save", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const id = await signIn(page, `held-row-${screen.name}`);
      await addRow(page, "projects", id, { name: "Difference Engine" });
      await page.goto(`/app/resume/${id}/step/Project`);
      const project = page.getByRole("group", { name: "Project 1", exact: true });
      const url = project.getByLabel("URL", { exact: true });
      await url.fill("ftp://files.example.com/engine");
      await project.getByLabel("Organization", { exact: true }).fill("Royal Society");
      await expect(saveStatus(page)).toHaveText("Saved, except 1 field: URL in Project 1");
      await expectMarked(page, url, "Links must start with http://, https:// or mailto:.");
      await expect(stepTab(page, "Project")).toHaveAccessibleName(/Project – 1 field not saved$/);
      await expect
        .poll(async () => ((await stored(page, id)).projects as { organization: string }[])[0]?.organization)
        .toBe("Royal Society");

      // Reload on another step: the tab and the status still say it; Go to finds the field.
      await stepTab(page, "General").click();
      await expect(page.getByRole("heading", { level: 1, name: "General Information" })).toBeVisible();
      await reloadAnyway(page);
      await expect(saveStatus(page)).toHaveText("Saved, except 1 field: URL in Project 1");
      await expect(stepTab(page, "Project")).toHaveAccessibleName(/Project – 1 field not saved$/);
      if (screen.phone) await expectNoSidewaysScroll(page, "General with a project field not saved");
      await page.getByRole("button", { name: "Go to URL in Project 1" }).click();
      await expect(page).toHaveURL(/\/step\/Project$/);
      await expect(url).toBeFocused();
      await expect(url).toHaveValue("ftp://files.example.com/engine");
      await expectMarked(page, url, "Links must start with http://, https:// or mailto:.");
      await expectNoSeriousViolations(page, "Project with a field not saved");

      await url.fill("https://files.example.com/engine");
      await expect(saveStatus(page)).toHaveText("Saved");
      await expect(stepTab(page, "Project")).not.toHaveAccessibleName(/not saved/);
      await page.reload();
      await expect(url).toHaveValue("https://files.example.com/engine");
    });

    test("a value the server refuses is marked with the server's words; the rest saves", async ({ page }) => {
      const id = await signIn(page, `held-refused-${screen.name}`);
      // The server refuses this one phone number (a rule only it knows), naming the field.
      await page.route("**/api/cv/update", async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        if (body.phone !== "555-REFUSED") return route.continue();
        await route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: {
              code: "bad_request",
              message: "phone: That number cannot be called.",
              details: { issues: [{ path: "phone", message: "phone: That number cannot be called." }] },
            },
          }),
        });
      });
      await page.goto(`/app/resume/${id}/step/General`);
      const phone = page.getByLabel("Phone", { exact: true });
      await phone.fill("555-REFUSED");
      await page.getByLabel("Address", { exact: true }).fill("12 Analytical Row, London");
      await expect(saveStatus(page)).toHaveText("Saved, except 1 field: Phone in General");
      await expectMarked(page, phone, "That number cannot be called.");
      await expect(phone).toHaveValue("555-REFUSED");
      await expect.poll(async () => (await stored(page, id)).address).toBe("12 Analytical Row, London");
      expect((await stored(page, id)).phone).toBe("");

      await phone.fill("+44 20 7946 0000");
      await expect(saveStatus(page)).toHaveText("Saved");
      await expect(phone).not.toHaveAttribute("aria-invalid", "true");
      await expect.poll(async () => (await stored(page, id)).phone).toBe("+44 20 7946 0000");
    });
  });
}
