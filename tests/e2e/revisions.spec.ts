import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import type { Revision, RevisionList } from "../../src/shared/contracts/revisions.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { expectNoSidewaysScroll, jobPostingText } from "./journey-helpers";
import { UNLOCKED_URL } from "./servers";

// Issue 16 §6 and §7 (revisions): instructions asked on the Tailor step before generating and
// honoured by the writer, revisions named after the job and renamable, Finish with nothing
// changed opening the last revision instead of a copy, Regenerate saying it uses a generation
// (and, with nothing changed, that it made no copy),
// and Word and text downloads of the chosen revision. BILLING=off (a browser cannot buy AI), on
// the shared unlocked server (servers.ts); at 1280 px and on a 360 px phone.

test.use({ baseURL: UNLOCKED_URL });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 360, height: 780 },
] as const;

async function signInWithSample(page: Page, who: string): Promise<number> {
  await page.addInitScript(() => {
    window.localStorage.setItem("cvHelpModalShown", "true");
    window.localStorage.setItem("cvTailoredHelpModalShown", "true");
  });
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(who));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const imported = await page.request.post("/api/cv/import", {
    headers: { Origin: new URL(UNLOCKED_URL).origin },
    data: { format: "json-resume", data: JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  return ((await imported.json()) as { id: number }).id;
}

async function revisionsOf(page: Page, resumeId: number): Promise<RevisionList> {
  return (await (await page.request.get(`/api/cv/revisions?id=${resumeId}`)).json()) as RevisionList;
}

const shownRevision = (page: Page) => Number(new URL(page.url()).searchParams.get("revision"));

for (const viewport of VIEWPORTS) {
  test(`instructions on the Tailor step, a named and renamed revision, Finish without a copy, Regenerate, Word and text of it (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const resumeId = await signInWithSample(page, `revisions-${viewport.name}`);

    // The Tailor step asks for the instructions before its button, and says what a run costs.
    await page.goto(`/app/resume/${resumeId}/step/Tailor`);
    const instructions = page.getByLabel("Instructions for the AI (optional)");
    const tailor = page.getByRole("button", { name: "Tailor my resume" });
    await expect(instructions).toBeVisible();
    const above = await instructions.evaluate(
      (field, button) =>
        Boolean(field.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await tailor.elementHandle(),
    );
    expect(above).toBe(true);
    await expect(tailor).toHaveAccessibleDescription(/^Uses 1 AI generation/);
    await page.getByLabel("Job posting (optional)").fill(await jobPostingText());
    await instructions.fill("Keep it to one page.");
    await page.screenshot({ path: `/tmp/revisions-tailor-step-${viewport.name}.png`, fullPage: true });
    await tailor.click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${resumeId}/Tailored\\?revision=\\d+$`), {
      timeout: 60_000,
    });
    const firstId = shownRevision(page);

    // Named after the job and company; the instructions reached the writer.
    const view = page.getByTestId("revision-view");
    await expect(view.getByRole("heading", { level: 2, name: "Web Developer – Microsoft" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Web Developer – Microsoft/ })).toBeChecked();
    const first = (await (await page.request.get(`/api/cv/revision?id=${firstId}`)).json()) as Revision;
    expect(first.instructions).toBe("Keep it to one page.");
    expect(first.document.summary.split(/(?<=\.)\s+/).filter(Boolean).length).toBeLessThanOrEqual(2);

    // Rename: a clear error for an empty name, then the new name in the heading and the list.
    await view.getByRole("button", { name: "Rename this revision" }).click();
    const nameField = view.getByLabel("Revision name");
    await expect(nameField).toHaveValue("Web Developer – Microsoft");
    await nameField.fill("   ");
    await view.getByRole("button", { name: "Save name" }).click();
    await expect(view.getByText("Give the revision a name.")).toBeVisible();
    await nameField.fill("Microsoft, one page");
    await expectNoSeriousViolations(page, "Tailored page, renaming");
    await page.screenshot({ path: `/tmp/revisions-rename-${viewport.name}.png`, fullPage: true });
    await view.getByRole("button", { name: "Save name" }).click();
    await expect(view.getByRole("heading", { level: 2, name: "Microsoft, one page" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Microsoft, one page/ })).toBeChecked();
    await page.reload();
    await expect(page.getByRole("radio", { name: /^Microsoft, one page/ })).toBeChecked();
    await expectNoSidewaysScroll(page, "Tailored page");

    // Finish with nothing changed: the same revision opens, no generation, no copy.
    await page.goto(`/app/resume/${resumeId}/step/Finalize`);
    await expect(page.getByLabel("Custom instructions for AI")).toHaveValue("Keep it to one page.");
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${resumeId}/Tailored\\?revision=${firstId}$`));
    await expect(
      page.getByRole("status").filter({ hasText: "Nothing changed since this revision" }),
    ).toBeVisible();
    expect((await revisionsOf(page, resumeId)).revisions).toHaveLength(1);
    await page.screenshot({ path: `/tmp/revisions-finish-unchanged-${viewport.name}.png`, fullPage: true });

    // Regenerate says it uses a generation; with nothing changed it makes no copy either, and
    // says so (issue 34 §2). After a change it writes another revision.
    const regenerate = page.getByRole("button", { name: "Regenerate" });
    await expect(regenerate).toHaveAccessibleDescription(/^Uses 1 AI generation · unlimited left$/);
    await regenerate.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Nothing changed since “Microsoft, one page” was written" }),
    ).toBeVisible({ timeout: 30_000 });
    expect((await revisionsOf(page, resumeId)).revisions).toHaveLength(1);
    await page.goto(`/app/resume/${resumeId}/step/Finalize`);
    await page.getByLabel("Custom instructions for AI").fill("Keep it to one page and lead with React.");
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/cv/item?id=${resumeId}`)).json()) as {
              user_instructions: string;
            }
          ).user_instructions,
      )
      .toBe("Keep it to one page and lead with React.");
    await page.goto(`/app/resume/${resumeId}/Tailored?revision=${firstId}`);
    await regenerate.click();
    await expect
      .poll(async () => (await revisionsOf(page, resumeId)).revisions.length, { timeout: 60_000 })
      .toBe(2);
    await expect.poll(() => shownRevision(page)).not.toBe(firstId);
    await expect(page.getByRole("status").filter({ hasText: "Nothing changed" })).toHaveCount(0);

    // The design page picks the renamed revision; Word and text are of it, not the Original.
    await page.goto(`/app/resume/${resumeId}/Original?revision=${firstId}`);
    await expect(page.getByTestId("revision-name")).toHaveText("Tailored revision: Microsoft, one page");
    const textRequest = page.waitForRequest("**/api/download/text");
    const textDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download .txt" }).click();
    expect((await textRequest).postDataJSON()).toEqual({ id: resumeId, revisionId: firstId });
    const text = await readFile(await (await textDownload).path(), "utf8");
    expect(text).toContain(first.document.summary.split(". ")[0]);
    const original = (await (await page.request.get(`/api/cv/item?id=${resumeId}`)).json()) as {
      summary: string;
    };
    expect(text).not.toContain(original.summary);

    const wordRequest = page.waitForRequest("**/api/download/docx");
    const wordDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Word (.docx)" }).click();
    expect((await wordRequest).postDataJSON()).toEqual({ id: resumeId, revisionId: firstId });
    const word = await wordDownload;
    expect(word.suggestedFilename()).toBe("Richard_Hendriks_Resume.docx");
    expect((await readFile(await word.path())).subarray(0, 2).toString("latin1")).toBe("PK");
    await expectNoSidewaysScroll(page, "design page");
    await page.screenshot({ path: `/tmp/revisions-design-${viewport.name}.png`, fullPage: true });
  });
}
