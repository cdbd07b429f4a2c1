import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Revision, RevisionList } from "../../src/shared/contracts/revisions.ts";
import { detectJobHeader } from "../../src/shared/job-header.ts";
import { listChanges } from "../../src/shared/revision-changes.ts";
import { INFORMATICS_POSTING, NURSE_RESUME } from "../fixtures/nurse-informatics.ts";
import { expectNoSeriousViolations, openMailLink, signInWithMagicLink, uniqueEmail } from "./helpers";
import { expectNoSidewaysScroll } from "./journey-helpers";
import { UNLOCKED_URL } from "./servers";

// Issue 34 §2 and §7, as a nurse moving into clinical informatics meets them. She saved the
// informatics posting from the cover letter screen (its header read as "Clinical Informatics
// Specialist – Nursing Systems" / "Nursing Systems"), pastes it on the Tailor step and tailors:
// the revision is named once, never "… – Nursing Systems – Nursing Systems". Regenerate and
// "Tailor my resume" with nothing changed say so and make no copy. The letter's and the design
// page's revision pickers and the Tailored list tell every revision apart (date, "reviewed",
// a number for look-alikes). And a guest's sign-up links open pages headed with their words.
// BILLING=off (servers.ts), Chromium at 1280 px and on a 390 px phone, axe on every screen.

test.use({ baseURL: UNLOCKED_URL });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const NAME = "Clinical Informatics Specialist – Nursing Systems";
const ORIGIN = { Origin: new URL(UNLOCKED_URL).origin };
/** Screenshots to look at; the ones kept in docs/screenshots are copied from here by hand. */
const SHOTS = "/tmp/revisions-distinct";

async function revisionsOf(page: Page, resumeId: number): Promise<RevisionList> {
  return (await (await page.request.get(`/api/cv/revisions?id=${resumeId}`)).json()) as RevisionList;
}

/** Signs a new nurse in, imports her resume and saves the posting as the letter screen does. */
async function nurseWithSavedPosting(page: Page, who: string): Promise<number> {
  await page.addInitScript(() => {
    window.localStorage.setItem("cvHelpModalShown", "true");
    window.localStorage.setItem("cvTailoredHelpModalShown", "true");
  });
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(who));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const imported = await page.request.post("/api/cv/import", {
    headers: ORIGIN,
    data: { format: "json-resume", data: NURSE_RESUME },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const header = detectJobHeader(INFORMATICS_POSTING);
  expect(header).toEqual({ title: NAME, company: "Nursing Systems" });
  const job = await page.request.post("/api/jobs", {
    headers: ORIGIN,
    data: { ...header, description: INFORMATICS_POSTING },
  });
  expect(job.status(), await job.text()).toBe(201);
  return ((await imported.json()) as { id: number }).id;
}

/** The visible text of every option of a select, the first ("Original") left out. */
async function revisionOptions(select: Locator): Promise<string[]> {
  const texts = await select.locator("option").allTextContents();
  return texts.slice(1).map((text) => text.trim());
}

const shownRevision = (page: Page) => Number(new URL(page.url()).searchParams.get("revision"));

for (const viewport of VIEWPORTS) {
  test(`one name per revision, no copy when nothing changed, pickers that tell revisions apart (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const resumeId = await nurseWithSavedPosting(page, `distinct-${viewport.name}`);

    // Tailor to the pasted posting: the saved job is found, and the name says its company once.
    await page.goto(`/app/resume/${resumeId}/step/Tailor`);
    await page.getByLabel("Job posting (optional)").fill(INFORMATICS_POSTING);
    await page.getByRole("button", { name: "Tailor my resume" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${resumeId}/Tailored\\?revision=\\d+$`), {
      timeout: 60_000,
    });
    const firstId = shownRevision(page);
    const view = page.getByTestId("revision-view");
    await expect(view.getByRole("heading", { level: 2, name: NAME, exact: true })).toBeVisible();
    await expect(page.getByText(/Nursing Systems – Nursing Systems/)).toHaveCount(0);
    const first = (await (await page.request.get(`/api/cv/revision?id=${firstId}`)).json()) as Revision;
    expect(first.name).toBe(NAME);

    // Regenerate twice with nothing changed: one revision, and the page says why.
    const regenerate = page.getByRole("button", { name: "Regenerate" });
    const unchanged = page
      .getByRole("status")
      .filter({ hasText: `Nothing changed since “${NAME}” was written` });
    for (let attempt = 0; attempt < 2; attempt++) {
      await regenerate.click();
      await expect(unchanged).toBeVisible({ timeout: 30_000 });
      await expect(unchanged).toContainText("no new revision was made and no AI generation was used");
      expect((await revisionsOf(page, resumeId)).revisions).toHaveLength(1);
      expect(shownRevision(page)).toBe(firstId);
    }
    await expect(page.getByRole("radio")).toHaveCount(1);
    await expectNoSeriousViolations(page, `Tailored page, nothing changed (${viewport.name})`);
    await expectNoSidewaysScroll(page, "Tailored page");
    await page.screenshot({ path: `${SHOTS}/regenerate-unchanged-${viewport.name}.png` });

    // "Tailor my resume" on the wizard is the same request: it opens that revision, says so.
    await page.goto(`/app/resume/${resumeId}/step/Tailor`);
    await page.getByRole("button", { name: "Tailor my resume" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${resumeId}/Tailored\\?revision=${firstId}$`), {
      timeout: 30_000,
    });
    await expect(unchanged).toBeVisible();
    expect((await revisionsOf(page, resumeId)).revisions).toHaveLength(1);

    // A reviewed revision (accepted changes: same name), then a real change and a Regenerate
    // (same name again, often the same minute): three revisions that must still read apart.
    const accepted = listChanges(first.source, first.document).map((change) => change.id);
    expect(accepted.length).toBeGreaterThan(0);
    const applied = await page.request.post("/api/cv/revision/apply", {
      headers: ORIGIN,
      data: { id: firstId, accepted, into: "revision" },
    });
    expect(applied.status(), await applied.text()).toBe(200);
    const original = (await (await page.request.get(`/api/cv/item?id=${resumeId}`)).json()) as {
      updated_at: string;
    };
    const changed = await page.request.patch("/api/cv/update", {
      headers: ORIGIN,
      data: {
        id: resumeId,
        updated_at: original.updated_at,
        summary:
          "Registered nurse and unit Epic super user with 8 years of inpatient care, moving into clinical informatics.",
      },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await page.goto(`/app/resume/${resumeId}/Tailored?revision=${firstId}`);
    await regenerate.click();
    await expect
      .poll(async () => (await revisionsOf(page, resumeId)).revisions.length, { timeout: 60_000 })
      .toBe(3);
    await expect(unchanged).toHaveCount(0);
    const revisions = (await revisionsOf(page, resumeId)).revisions;
    expect(revisions.every((revision) => revision.name === NAME)).toBe(true);

    // The Tailored list: three radios, no two named alike, one "reviewed".
    const radios = page.getByRole("radio");
    await expect(radios).toHaveCount(3);
    const radioNames = await radios.evaluateAll((inputs) =>
      inputs.map((input) => (input.closest("label")?.textContent ?? "").replace(/\s+/g, " ").trim()),
    );
    expect(new Set(radioNames).size).toBe(3);
    expect(radioNames.filter((name) => name.includes("reviewed"))).toHaveLength(1);

    // The cover letter's "Version of the resume": each entry its name, date, "reviewed"; none alike.
    const letter = await page.request.post("/api/cover-letter/create", {
      headers: ORIGIN,
      data: { resume_id: resumeId },
    });
    expect(letter.status(), await letter.text()).toBe(201);
    const letterId = ((await letter.json()) as { id: number }).id;
    await page.goto(`/app/cover-letter/${letterId}/create`);
    await expect(page.getByLabel("Resume", { exact: true })).toHaveValue(String(resumeId));
    const version = page.getByLabel("Version of the resume");
    await expect(version.locator("option")).toHaveCount(4);
    const letterOptions = await revisionOptions(version);
    expect(new Set(letterOptions).size).toBe(3);
    for (const option of letterOptions) {
      expect(option).toMatch(new RegExp(`^Tailored: ${NAME}( \\(\\d\\))? · \\w{3} \\d{1,2}, \\d{4}, `));
      expect(option).not.toContain("Nursing Systems – Nursing Systems");
    }
    expect(letterOptions.filter((option) => option.endsWith("· reviewed"))).toHaveLength(1);
    await version.selectOption({ index: 2 });
    await expect(version).toHaveValue(String(revisions[1]?.id));
    // The choice is written out in full under the select (a phone's closed select cuts it).
    await expect(version).toHaveAccessibleDescription(letterOptions[1]?.replace(/^Tailored: /, "") ?? "");
    await expectNoSeriousViolations(page, `cover letter, revision picker (${viewport.name})`);
    // A long label narrows its select; it never widens the page.
    const pickerBox = await version.boundingBox();
    expect((pickerBox?.x ?? 0) + (pickerBox?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/letter-revision-picker-${viewport.name}.png` });

    // The design page's picker says the same.
    await page.goto(`/app/resume/${resumeId}/Original`);
    const picker = page.getByLabel("Revision", { exact: true });
    await expect(picker.locator("option")).toHaveCount(4);
    const designOptions = await revisionOptions(picker);
    expect(new Set(designOptions).size).toBe(3);
    expect(designOptions.every((option) => option.startsWith(`Tailored revision: ${NAME}`))).toBe(true);
    await expectNoSeriousViolations(page, `design page, revision picker (${viewport.name})`);
    await expectNoSidewaysScroll(page, "design page");
  });

  test(`a guest's sign-up links open pages headed with their words, and signing up keeps the work (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
    await page.goto("/");
    await page.getByRole("link", { name: "Start from scratch" }).click();
    await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
    const wizardPath = new URL(page.url()).pathname;

    const prompt = page.getByRole("region", { name: "Save your work: create a free account" });
    await expect(prompt.getByRole("link")).toHaveText([
      "Sign up with a magic link",
      "Sign up with a password",
    ]);
    await expectNoSidewaysScroll(page, "wizard with the guest prompt");
    await page.screenshot({ path: `${SHOTS}/guest-sign-up-links-${viewport.name}.png` });

    /** The page a link opened: its heading, the widget's name and the tab's title all say `words`. */
    const expectHeaded = async (words: string) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words);
      await expect(page.getByRole("region", { name: words })).toBeVisible();
      await expect(page).toHaveTitle(`${words} · Resume Builder`);
    };

    await prompt.getByRole("link", { name: "Sign up with a password" }).click();
    await expectHeaded("Sign up with a password");
    await expect(page.getByLabel("Create a Password")).toBeVisible();
    // Switching ways renames the page with it.
    await page.getByRole("button", { name: "Sign up with a magic link instead" }).click();
    await expectHeaded("Sign up with a magic link");
    await page.getByRole("button", { name: "Sign up with a password instead" }).click();
    await expectHeaded("Sign up with a password");

    await page.goto("/app/settings");
    const keep = page.getByRole("region", { name: "Keep your work in an account" });
    await keep.getByRole("link", { name: "Sign up with a password" }).click();
    await expectHeaded("Sign up with a password");
    await page.goto("/app/settings");
    await keep.getByRole("link", { name: "Sign up with a magic link" }).click();
    await expectHeaded("Sign up with a magic link");
    await expect(page.getByText("opening it creates your free account")).toBeVisible();
    await expectNoSeriousViolations(page, `sign up with a magic link (${viewport.name})`);
    await expectNoSidewaysScroll(page, "sign up with a magic link");
    await page.screenshot({ path: `${SHOTS}/sign-up-magic-link-${viewport.name}.png` });

    // The page does what it says: the mailed link makes the account, and the guest's work stays.
    const email = uniqueEmail(`guest-signup-${viewport.name}`);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByRole("status")).toHaveText("Check your email for the magic link");
    await openMailLink(page, email, "Your sign-in link");
    await expect(page).toHaveURL(/\/app\/settings$/);
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session.user.email).toBe(email);
    expect(Boolean(session.user.isAnonymous)).toBe(false);
    const resumes = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
    expect(resumes.map((resume) => `/app/resume/${resume.id}/step/General`)).toContain(wizardPath);

    // A signed-out visitor's "Sign in" still opens the sign-in page, titled so.
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await expectHeaded("Sign in with a magic link");
  });
}
