import { expect, type Page, test } from "@playwright/test";
import { expectDashboard, expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// Cover letters for a free user on the main server: the one letter screen works, but writing
// with AI and downloading ask for a plan (the paid paths: cover-letters-unlocked.spec.ts and
// letter-screen.spec.ts).

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

test("a free user fills the one letter screen; Write my letter opens the payment modal and saves nothing", async ({
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
  await page.getByLabel("Job posting").fill("Data Analyst\nGlobex\nSpringfield, OR\n\nSQL and dashboards.");
  await expect(page.getByLabel("Job title")).toHaveValue("Data Analyst");
  await expect(page.getByLabel("Company")).toHaveValue("Globex");

  await expect(page.getByTestId("generations-left")).toHaveText("0");
  await page.getByRole("button", { name: "Write my letter" }).click();
  const dialog = page.getByRole("dialog", { name: "No more CV generations left" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, "letter screen with the payment modal");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Letter text" })).toHaveCount(0);
  await expect(page.getByText("Your letter appears here")).toBeVisible();

  // Nothing was saved: the letter is as created, and no job was made from the posting.
  const saved = (await (await page.request.get(`/api/cover-letter/item?id=${id}`)).json()) as LetterAnswer & {
    job_id: number | null;
  };
  expect(saved).toMatchObject({ name: "Cover letter", job_id: null, content: [] });
  expect(await (await page.request.get("/api/jobs")).json()).toEqual([]);
});

test("downloading a letter's PDF or Word file without a paid plan opens the payment modal; the preview still shows", async ({
  page,
}) => {
  await signIn(page, "letter-download");
  const letter = await createLetter(page, "Written elsewhere", [
    "Dear Initech team,\n\nI would like to join you.",
  ]);
  await page.goto(`/app/cover-letter/${letter.id}/tailored`);
  await expect(page.getByRole("textbox", { name: "Letter text" })).toHaveValue(/join you/);
  await page.getByRole("button", { name: "Download PDF" }).click();
  const dialog = page.getByRole("dialog", { name: "Download your resume" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Download Word" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Show PDF preview" }).click();
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
