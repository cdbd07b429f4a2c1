import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import type { Revision } from "../../src/shared/contracts/revisions.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { listChanges } from "../../src/shared/revision-changes.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { expectNoSidewaysScroll, jobPostingText } from "./journey-helpers";
import { UNLOCKED_URL } from "./servers";

// "Review changes" on the Tailored page: each change the offline writer made is accepted or
// rejected one by one, then kept as a new revision or written into the Original. BILLING=off
// (a browser cannot buy the AI generation), on the shared unlocked server (servers.ts).

test.use({ baseURL: UNLOCKED_URL });

/** Signs a new user in, imports the sample resume and tailors it to the sample posting in the UI. */
async function tailoredResume(page: Page): Promise<{ resumeId: number; revisionId: number }> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("review"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const imported = await page.request.post("/api/cv/import", {
    headers: { Origin: new URL(UNLOCKED_URL).origin },
    data: { format: "json-resume", data: JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { id } = (await imported.json()) as { id: number };
  await page.goto(`/app/resume/${id}/step/Tailor`);
  await page.getByLabel("Job posting (optional)").fill(await jobPostingText());
  await page.getByRole("button", { name: "Tailor my resume" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Tailored\\?revision=\\d+$`), {
    timeout: 60_000,
  });
  const help = page.getByRole("dialog", { name: "Your tailored resumes" });
  // The page's one-time help opens first (and would take focus from what follows).
  await help.getByRole("button", { name: "Got it" }).click();
  await expect(help).toHaveCount(0);
  return { resumeId: id, revisionId: Number(new URL(page.url()).searchParams.get("revision")) };
}

async function revisionOf(page: Page, id: number): Promise<Revision> {
  const res = await page.request.get(`/api/cv/revision?id=${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Revision;
}

test("reject the summary and one bullet change, accept the rest: the new revision holds exactly those", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { resumeId, revisionId } = await tailoredResume(page);
  const tailored = await revisionOf(page, revisionId);
  const changes = listChanges(tailored.source, tailored.document);
  // The sample's jobs have several bullets: each reworded bullet is a change of its own.
  const rowChange = changes.find((change) => change.kind === "line");
  expect(changes.some((change) => change.id === "summary")).toBe(true);
  expect(rowChange).toBeDefined();

  const view = page.getByTestId("revision-view");
  await view.getByRole("button", { name: "Review changes" }).click();
  const review = page.getByTestId("review-changes");
  await expect(review.getByRole("heading", { name: "Review the changes" })).toBeVisible();
  await expect(review.getByTestId("review-change")).toHaveCount(changes.length);
  await expect(review.getByTestId("review-count")).toHaveText(
    `${changes.length} of ${changes.length} changes accepted`,
  );
  // Each change shows before -> after with the word diff.
  const summary = review.getByRole("radiogroup", { name: "Summary" });
  await expect(summary.getByRole("radio", { name: "Accept" })).toBeChecked();
  await expect(review.locator('[data-change-id="summary"] ins').first()).toBeVisible();

  // The summary by keyboard: focus its choice, arrow to "Reject"; the ring shows where focus is.
  await summary.getByRole("radio", { name: "Accept" }).focus();
  await expect(summary.getByRole("radio", { name: "Accept" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(summary.getByRole("radio", { name: "Reject" })).toBeChecked();
  await expectVisibleFocusOnChoice(page);
  // One bullet change by pointer.
  const rowCard = review.locator(`[data-change-id="${rowChange?.id}"]`);
  await rowCard.getByText("Reject", { exact: true }).click();
  await expect(rowCard.getByRole("radio", { name: "Reject" })).toBeChecked();
  await expect(rowCard).toContainText("Rejected: your Original's version is kept.");
  await expect(review.getByTestId("review-count")).toHaveText(
    `${changes.length - 2} of ${changes.length} changes accepted`,
  );
  await expectNoSeriousViolations(page, "Review changes");
  await review.screenshot({ path: testInfo.outputPath("review-1280.png") });

  await review.getByRole("button", { name: "Apply accepted changes" }).click();
  await expect(page).not.toHaveURL(new RegExp(`revision=${revisionId}$`));
  const outcome = page.getByTestId("review-outcome");
  await expect(outcome).toContainText(`with the ${changes.length - 2} changes you accepted`);
  await expect(outcome).toBeFocused();
  const createdId = Number(new URL(page.url()).searchParams.get("revision"));
  expect(createdId).toBeGreaterThan(revisionId);
  await expect(page.getByRole("radio", { name: /— reviewed/ })).toBeChecked();
  await expect(page.getByTestId("revision-view").getByRole("heading", { name: /— reviewed$/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("applied-1280.png") });

  // Exactly the accepted changes, and the page's comparison says so field by field.
  const created = await revisionOf(page, createdId);
  const expected = changes
    .map((change) => change.id)
    .filter((id) => id !== "summary" && id !== rowChange?.id);
  expect(listChanges(created.source, created.document).map((change) => change.id)).toEqual(expected);
  const compare = page.getByRole("region", { name: "What changed" });
  await expect(compare.getByRole("region", { name: "Summary", exact: true })).toHaveAttribute(
    "data-changed",
    "false",
  );
  await expect(compare.locator('section[data-changed="true"]').first()).toBeVisible();
  // The Original is untouched.
  const original = (await (await page.request.get(`/api/cv/item?id=${resumeId}`)).json()) as ResumeDocument;
  expect(original.summary).toBe(tailored.source.summary);
});

test('"Write into my resume" asks first, then writes only the accepted changes into the Original', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const { resumeId, revisionId } = await tailoredResume(page);
  const tailored = await revisionOf(page, revisionId);

  await page.getByTestId("revision-view").getByRole("button", { name: "Review changes" }).click();
  const review = page.getByTestId("review-changes");
  await review.getByRole("button", { name: "Reject all" }).click();
  await expect(review.getByTestId("review-count")).toHaveText(/^0 of \d+ changes accepted$/);
  await expect(review.getByRole("button", { name: "Apply accepted changes" })).toBeDisabled();
  const summary = review.getByRole("radiogroup", { name: "Summary" });
  await summary.getByText("Accept", { exact: true }).click();
  await expect(summary.getByRole("radio", { name: "Accept" })).toBeChecked();
  await expectNoSidewaysScroll(page, "Review changes at 360 px");
  await review.screenshot({ path: testInfo.outputPath("review-360.png") });

  await review.getByRole("button", { name: "Write into my resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Write these changes into your resume?" });
  await expect(dialog).toContainText("The accepted change replaces the same text in your Original resume.");
  // Cancel changes nothing; then confirm.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await review.getByRole("button", { name: "Write into my resume" }).click();
  await dialog.getByRole("button", { name: "Write into my resume" }).click();
  await expect(page.getByTestId("review-outcome")).toContainText("Written into your resume: 1 change.");
  await page.getByTestId("review-outcome").screenshot({ path: testInfo.outputPath("written-360.png") });

  const original = (await (await page.request.get(`/api/cv/item?id=${resumeId}`)).json()) as ResumeDocument;
  expect(original.summary).toBe(tailored.document.summary);
  expect(original.experiences.map((row) => row.responsibilities)).toEqual(
    tailored.source.experiences.map((row) => row.responsibilities),
  );
  expect(original.skills).toEqual(tailored.source.skills);
  // No new revision; the wizard (same page session) shows the written summary.
  const list = await (await page.request.get(`/api/cv/revisions?id=${resumeId}`)).json();
  expect(list.revisions).toHaveLength(1);
  await page
    .getByRole("navigation", { name: "Wizard steps" })
    .getByRole("link", { name: /Summary/ })
    .click();
  await expect(page.getByRole("textbox", { name: "Summary", exact: true })).toHaveValue(
    tailored.document.summary,
  );
});

async function expectVisibleFocusOnChoice(page: Page) {
  // The radio itself is visually hidden; its pill carries the ring (peer-focus-visible).
  const ring = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const pill = active?.nextElementSibling as HTMLElement | null;
    if (!pill) return "none";
    return getComputedStyle(pill).outlineStyle;
  });
  expect(ring).not.toBe("none");
}
