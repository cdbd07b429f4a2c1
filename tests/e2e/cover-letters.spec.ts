import { expect, type Page, test } from "@playwright/test";
import { expectDashboard, expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// Cover letters for a free user on the main server: every step works, but writing with AI and
// downloading ask for a plan (the paid paths run in cover-letters-unlocked.spec.ts).

interface LetterAnswer {
  id: number;
  name: string;
  content: string[];
}

async function signIn(page: Page, prefix: string) {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(prefix));
  await expectDashboard(page);
}

/** A letter made through the API, as another tab would; `content` set through PATCH /api/entity. */
async function createLetter(page: Page, name: string, content?: string[]): Promise<LetterAnswer> {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/cover-letter/create", {
    headers: { Origin: origin },
    data: { name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const letter = (await created.json()) as LetterAnswer;
  if (!content) return letter;
  const patched = await page.request.patch("/api/entity", {
    headers: { Origin: origin },
    data: { type: "cover_letters", id: letter.id, content },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return (await patched.json()) as LetterAnswer;
}

const rows = (page: Page) => page.getByRole("table", { name: "Your cover letters" }).locator("tbody tr");

test("a free user walks the four steps; Generate opens the payment modal and writes nothing", async ({
  page,
}) => {
  await signIn(page, "letter-free");
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Cover letters" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter$/);
  await expect(page.getByTestId("generations-left")).toHaveText("0");
  await expectNoSeriousViolations(page, "/app/cover-letter (free user)");

  await page.getByRole("button", { name: "New cover letter" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/create$/);
  const id = Number(page.url().match(/cover-letter\/(\d+)\//)?.[1]);
  await page.getByLabel("Cover letter name").fill("For Globex");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/job$/);

  // Leaving a step with edits not saved asks first.
  await page.getByLabel("Job title").fill("Analyst");
  await page
    .getByRole("navigation", { name: "Cover letter steps" })
    .getByRole("link", { name: "Name" })
    .click();
  const leave = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  // The prompt closes on the router's next render, which lags on a busy machine; until then the
  // page behind the modal dialog is inert and typing there goes nowhere (Playwright's `fill`
  // does not notice: it only checks the `inert` attribute). A person types once it is gone.
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/job$/);

  await page.getByLabel("Company").fill("Globex");
  await expect(page.getByLabel("Company")).toHaveValue("Globex");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/resume$/);
  // The address changes before the next step renders: until it shows, "Save and continue" is
  // still the job step's button.
  await expect(page.getByRole("heading", { name: "Which resume should it draw on?" })).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/tailored$/);

  await expect(page.getByTestId("generations-left")).toHaveText("0");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "No more CV generations left" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, "tailored step with the payment modal");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("letter-text")).toHaveCount(0);
  await expect(page.getByText("Generate a text first")).toBeVisible();

  const saved = (await (await page.request.get(`/api/cover-letter/item?id=${id}`)).json()) as LetterAnswer & {
    job_title: string;
    company: string;
  };
  expect(saved).toMatchObject({ name: "For Globex", job_title: "Analyst", company: "Globex", content: [] });
});

test("downloading a letter's PDF without a paid plan opens the payment modal; the preview still shows", async ({
  page,
}) => {
  await signIn(page, "letter-download");
  const letter = await createLetter(page, "Written elsewhere", [
    "Dear Initech team,\n\nI would like to join you.",
  ]);
  await page.goto(`/app/cover-letter/${letter.id}/tailored`);
  await expect(page.getByRole("textbox", { name: "Text 1 (newest)" })).toHaveValue(/join you/);
  await page.getByRole("button", { name: "Download PDF" }).click();
  const dialog = page.getByRole("dialog", { name: "Download your resume" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Show preview" }).click();
  await expect(page.getByTestId("letter-preview").getByRole("img", { name: /^Page 1 of/ })).toBeVisible({
    timeout: 20_000,
  });
});

test("deleting a letter asks first; a deleted or another user's letter is not found", async ({
  page,
  browser,
}) => {
  await signIn(page, "letter-delete");
  const letter = await createLetter(page, "Temporary letter");
  await page.goto("/app/cover-letter");
  const row = rows(page).filter({ hasText: "Temporary letter" });
  await expect(row).toHaveCount(1);
  const before = await rows(page).count();

  await row.getByRole("button", { name: "Delete Temporary letter" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Temporary letter?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(before);

  await row.getByRole("button", { name: "Delete Temporary letter" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Deleted Temporary letter." })).toBeVisible();
  await expect(rows(page).filter({ hasText: "Temporary letter" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Cover letters", level: 1 })).toBeFocused();

  await page.goto(`/app/cover-letter/${letter.id}/create`);
  await expect(page.getByRole("heading", { name: "Cover letter not found" })).toBeVisible();

  // Someone else's letter answers exactly like a missing one.
  const kept = await createLetter(page, "Private letter");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, "letter-other");
  await otherPage.goto(`/app/cover-letter/${kept.id}/tailored`);
  await expect(otherPage.getByRole("heading", { name: "Cover letter not found" })).toBeVisible();
  await expect(otherPage.getByText("Private letter")).toHaveCount(0);
  await expectNoSeriousViolations(otherPage, "cover letter not found");
  await other.close();
});
