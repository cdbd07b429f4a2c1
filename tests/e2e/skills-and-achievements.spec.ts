import { expect, type Locator, type Page, test } from "@playwright/test";
import { COLOR_MODE_KEY } from "../../src/web/features/theme/color-mode";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { expectNoSidewaysScroll } from "./journey-helpers";

// Issue 16, point 5 (second half), on a desktop and on a 360 px phone: skills are chips (Enter
// or a comma adds one, a pasted list becomes several, a button or Backspace removes one, a
// duplicate is left out), a nurse is offered nursing skills and shown nursing examples, what
// the chips hold is saved as the spec's list, and the job bullets ask for achievements.

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

async function storedSkills(page: Page, id: number) {
  const response = await page.request.get(`/api/cv/item?id=${id}`, { headers: { Origin: origin() } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { skills: { name: string; keywords: string[] }[] }).skills;
}

const saveStatus = (page: Page) => page.getByRole("status", { name: "Save status" });
const firstGroup = (page: Page) => page.getByRole("group", { name: "Skill group 1", exact: true });
const skillsInput = (page: Page) => firstGroup(page).getByLabel("Skills", { exact: true });
/** The chips' texts (their remove buttons are named "Remove <skill>"). */
const chips = (page: Page) => firstGroup(page).getByTestId("skill-chip");

/** Pastes `text` into the input the way the clipboard does (a paste event with the text). */
async function paste(input: Locator, text: string) {
  await input.focus();
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    test("skills are chips: Enter, comma, paste, remove, Backspace, a nurse's suggestions; reload keeps them", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const id = await signIn(page, `chips-${screen.name}`);
      await page.goto(`/app/resume/${id}/step/General`);
      await page.getByLabel("Desired role", { exact: true }).fill("ICU Nurse");
      await expect(saveStatus(page)).toHaveText("Saved");
      await page.goto(`/app/resume/${id}/step/Summary`);

      // The example fits a nurse, not a developer.
      const input = skillsInput(page);
      await expect(input).toHaveAttribute(
        "placeholder",
        "e.g. Patient assessment, Epic EHR, Medication administration",
      );

      // Enter, and a typed comma, each make a chip and empty the input.
      await input.fill("Triage");
      await input.press("Enter");
      await expect(chips(page)).toHaveText(["Triage"]);
      await expect(input).toHaveValue("");
      await input.pressSequentially("Wound care,");
      await expect(chips(page)).toHaveText(["Triage", "Wound care"]);
      await expect(input).toHaveValue("");
      // A skill the group has, in other capitals, is left out without a message.
      await input.fill("TRIAGE");
      await input.press("Enter");
      await expect(chips(page)).toHaveText(["Triage", "Wound care"]);
      await expect(input).toHaveValue("");
      await expect(input).not.toHaveAttribute("aria-invalid", "true");

      // A pasted list becomes one chip per skill.
      await paste(input, "BLS, ACLS; Telemetry");
      await expect(chips(page)).toHaveText(["Triage", "Wound care", "BLS", "ACLS", "Telemetry"]);

      // Remove by a chip's own button, then the last one by Backspace in the empty input.
      await firstGroup(page).getByRole("button", { name: "Remove ACLS", exact: true }).click();
      await expect(chips(page)).toHaveText(["Triage", "Wound care", "BLS", "Telemetry"]);
      await expect(input).toBeFocused();
      await input.press("Backspace");
      await expect(chips(page)).toHaveText(["Triage", "Wound care", "BLS"]);

      // Suggestions for the role: what the resume has is not offered; a click adds one.
      const suggested = firstGroup(page).getByRole("group", { name: /^Suggested for ICU Nurse/ });
      await expect(suggested).toBeVisible();
      await expect(suggested.getByRole("button", { name: "Add Triage" })).toHaveCount(0);
      await expect(suggested.getByRole("button", { name: "Add BLS" })).toHaveCount(0);
      await suggested.getByRole("button", { name: "Add Patient assessment" }).click();
      await expect(chips(page)).toHaveText(["Triage", "Wound care", "BLS", "Patient assessment"]);
      await expect(suggested.getByRole("button", { name: "Add Patient assessment" })).toHaveCount(0);
      // Offers only: nothing else was added.
      await expect(saveStatus(page)).toHaveText("Saved");
      expect(await storedSkills(page, id)).toEqual([
        { name: "", keywords: ["Triage", "Wound care", "BLS", "Patient assessment"] },
      ]);

      if (screen.phone) await expectNoSidewaysScroll(page, "Summary step with skill chips");
      await page.screenshot({ path: `/tmp/skills-chips-${screen.name}.png`, fullPage: true });
      await expectNoSeriousViolations(page, `skill chips (${screen.name})`);

      await page.reload();
      await expect(chips(page)).toHaveText(["Triage", "Wound care", "BLS", "Patient assessment"]);

      // The chips and the suggestions read in dark mode too.
      await page.evaluate((key) => window.localStorage.setItem(key, "dark"), COLOR_MODE_KEY);
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(chips(page)).toHaveCount(4);
      await expectNoSeriousViolations(page, `skill chips in dark mode (${screen.name})`);
    });

    test("job bullets ask for achievements, with an example from the person's field", async ({ page }) => {
      const id = await signIn(page, `achievements-${screen.name}`);
      const response = await page.request.post("/api/entity", {
        headers: { Origin: origin() },
        data: { type: "experiences", resume_id: id, company: "Lakeshore Regional", role: "Registered Nurse" },
      });
      expect(response.status(), await response.text()).toBe(201);
      await page.goto(`/app/resume/${id}/step/Experience`);
      const entry = page.getByRole("group", { name: "Experience 1", exact: true });
      const toggle = page.getByRole("button", { name: /^Experience 1/ });
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
      const bullets = entry.getByLabel("Key achievements", { exact: true });
      await expect(bullets).toBeVisible();
      await expect(entry.getByLabel("Responsibilities", { exact: true })).toHaveCount(0);
      // No desired role yet: the job title decides the field.
      await expect(bullets).toHaveAttribute(
        "placeholder",
        "e.g. Cut medication errors 30% by leading barcode scanning on a 28-bed ward",
      );
      await bullets.fill("Cut falls on the ward by 40% with hourly rounding");
      await expect(saveStatus(page)).toHaveText("Saved");
      // The API keeps the spec's field name.
      const stored = await page.request.get(`/api/cv/item?id=${id}`);
      const doc = (await stored.json()) as { experiences: { responsibilities: string }[] };
      expect(doc.experiences[0]?.responsibilities).toBe("Cut falls on the ward by 40% with hourly rounding");
      if (screen.phone) await expectNoSidewaysScroll(page, "Experience step");
      await page.screenshot({ path: `/tmp/achievements-${screen.name}.png`, fullPage: true });
      await expectNoSeriousViolations(page, `achievement bullets (${screen.name})`);
    });
  });
}

test("a group's 61st skill is refused with the limit, kept in the input and held back from saving", async ({
  page,
}) => {
  const id = await signIn(page, "chips-limit");
  await page.goto(`/app/resume/${id}/step/Summary`);
  const input = skillsInput(page);
  const sixtyOne = Array.from({ length: 61 }, (_, at) => `Skill ${at + 1}`);
  await paste(input, sixtyOne.join(", "));
  await expect(chips(page)).toHaveCount(60);
  await expect(input).toHaveValue("Skill 61");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(firstGroup(page)).toContainText(
    "A skill group holds at most 60 skills. Add another group for the rest.",
  );
  await expect(saveStatus(page)).toContainText("Saved, except 1 field: Skills");
  // Dropping the extra skill saves the 60.
  await input.fill("");
  await expect(saveStatus(page)).toHaveText("Saved");
  expect((await storedSkills(page, id))[0]?.keywords).toHaveLength(60);
});
