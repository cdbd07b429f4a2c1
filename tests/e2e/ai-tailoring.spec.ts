import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { pdfjsText } from "../integration/pdf-helpers.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { jobPostingText } from "./journey-helpers";
import { UNLOCKED_URL } from "./servers";

// AI tailoring end to end with the built-in offline writer (no hosted model is called). Paid
// paths need BILLING=off (a browser cannot buy a plan yet): the shared unlocked server
// (servers.ts); the last test runs on the main server as a free user.

/** Records whether a progress bar ever showed, however briefly (the offline writer is quick). */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { sawProgress: boolean };
    seen.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test.describe("with billing off", () => {
  test.use({ baseURL: UNLOCKED_URL });

  test("tailors an imported resume to a job, shows the diff and score, edits, and downloads the revision", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
    await page.goto("/auth");
    await signInWithMagicLink(page, uniqueEmail("tailor"));
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const origin = new URL(UNLOCKED_URL).origin;
    const imported = await page.request.post("/api/cv/import", {
      headers: { Origin: origin },
      data: { format: "json-resume", data: JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    const { id } = (await imported.json()) as { id: number };

    // The file's label ("Programmer") is the headline, not a target (issue 33): no desired role
    // yet; the user pastes the posting.
    await page.goto(`/app/resume/${id}/step/Tailor`);
    await expect(page.getByLabel("Desired role", { exact: true })).toHaveValue("");
    await page.getByLabel("Job posting (optional)").fill(await jobPostingText());
    await watchForProgress(page);
    await page.getByRole("button", { name: "Tailor my resume" }).click();

    await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Tailored\\?revision=\\d+$`), {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);
    // The view's one-time help comes first, and only once.
    const help = page.getByRole("dialog", { name: "Your tailored resumes" });
    await expect(help).toBeVisible();
    await help.getByRole("button", { name: "Got it" }).click();
    await expect(help).toHaveCount(0);

    await expect(page.getByRole("heading", { name: "Tailored resume", level: 1 })).toBeVisible();
    await expect(page.getByText(/^Written by /).first()).toBeVisible();
    // The list names the job the pasted posting was saved as.
    await expect(page.getByRole("radio", { name: /For Web Developer at Microsoft/ })).toBeChecked();
    const view = page.getByTestId("revision-view");
    await expect(view.locator("ins").first()).toBeVisible();
    // The sample resume shows nothing the posting asks for under another name, so tailoring
    // cannot honestly raise its score; each requirement is listed with its state instead.
    const before = Number(await view.getByTestId("score-before").textContent());
    const after = Number(await view.getByTestId("score-after").textContent());
    expect(after).toBeGreaterThanOrEqual(before);
    await expect(view.getByRole("region", { name: /^Required/ })).toContainText("In your resume");
    await expect(view.getByRole("region", { name: /^Required/ })).toContainText("Missing");
    await expectNoSeriousViolations(page, "Tailored page");

    // Edit the revision's summary (paid: allowed), and see it saved.
    await view.getByRole("button", { name: "Edit", exact: true }).click();
    const summary = view.getByRole("textbox", { name: "Summary", exact: true });
    await summary.fill("Web developer who ships accessible, fast web applications.");
    await view.getByRole("button", { name: "Save changes" }).click();
    await expect(view.getByText("Your edits are saved.")).toBeVisible();
    await expect(view.locator("ins", { hasText: "accessible," })).toBeVisible();
    await expect(page.getByRole("radio", { name: /edited/ })).toBeChecked();

    // Edited meanwhile elsewhere (another tab): saving is refused, the latest is loaded and told.
    const shownId = Number(new URL(page.url()).searchParams.get("revision"));
    await view.getByRole("button", { name: "Edit", exact: true }).click();
    const current = (await (await page.request.get(`/api/cv/revision?id=${shownId}`)).json()) as {
      updated_at: string;
    };
    const elsewhere = await page.request.patch("/api/cv/revision", {
      headers: { Origin: origin },
      data: { id: shownId, updated_at: current.updated_at, summary: "Changed in another tab." },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    await view.getByRole("textbox", { name: "Summary", exact: true }).fill("This edit loses the race.");
    await view.getByRole("button", { name: "Save changes" }).click();
    await expect(view.getByText(/changed somewhere else/)).toBeVisible();
    await expect(view.locator("ins", { hasText: "another tab" })).toBeVisible();
    await view.getByRole("button", { name: "Edit", exact: true }).click();
    await view
      .getByRole("textbox", { name: "Summary", exact: true })
      .fill("Web developer who ships accessible, fast web applications.");
    await view.getByRole("button", { name: "Save changes" }).click();
    await expect(view.getByText("Your edits are saved.")).toBeVisible();

    // Use it in the design: the revision is selected and the PDF prints it.
    await view.getByRole("link", { name: "Use in design" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Original\\?revision=\\d+$`));
    await expect(page.getByTestId("revision-name")).toContainText("Tailored");
    await expect(page.getByLabel("Revision", { exact: true })).not.toHaveValue("");
    await expect(page.getByTestId("preview-pages").getByRole("img", { name: /^Page 1 of/ })).toBeVisible({
      timeout: 30_000,
    });
    const revisionId = Number(new URL(page.url()).searchParams.get("revision"));
    const downloadRequest = page.waitForRequest("**/api/download/pdf");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    expect((await downloadRequest).postDataJSON().props.revisionId).toBe(revisionId);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Richard_Hendriks_Resume.pdf");
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The file prints the edited revision, not the Original.
    const printed = (await pdfjsText(bytes)).pages.join(" ").replace(/\s+/g, " ");
    expect(printed).toContain("ships accessible, fast web applications");

    // Back on the Tailored page (no help this time), delete the revision: the empty state shows.
    await page.goto(`/app/resume/${id}/Tailored`);
    await expect(page.getByTestId("revision-view")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Delete revision" }).click();
    await page
      .getByRole("dialog", { name: "Delete this revision?" })
      .getByRole("button", { name: "Delete revision" })
      .click();
    await expect(page.getByRole("heading", { name: "No tailored revisions yet" })).toBeVisible();

    // Finish at the end of the wizard tailors too, and opens the new revision.
    await page.getByRole("link", { name: "Finalize" }).click();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Tailored\\?revision=\\d+$`), {
      timeout: 60_000,
    });
    await expect(page.getByTestId("revision-view").locator("ins").first()).toBeVisible();
  });
});

test("a free user who tailors or finishes gets the payment modal, and nothing is generated", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("cvHelpModalShown", "true");
    window.localStorage.setItem("cvTailoredHelpModalShown", "true");
  });
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("tailor-free"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  const id = resume!.id;

  await page.goto(`/app/resume/${id}/step/Tailor`);
  await page.getByLabel("Desired role", { exact: true }).fill("Web Developer");
  await page.getByRole("button", { name: "Tailor my resume" }).click();
  const generations = page.getByRole("dialog", { name: "No more CV generations left" });
  await expect(generations).toBeVisible();
  await generations.getByRole("button", { name: "Close" }).click();

  await page.getByRole("link", { name: "Finalize" }).click();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("dialog", { name: "Your resume is ready" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  // The server refuses too (402 with the reason), and no revision exists.
  const refused = await page.request.post("/api/cv/generate", {
    headers: { Origin: new URL(page.url()).origin },
    data: { id },
  });
  expect(refused.status()).toBe(402);
  expect(((await refused.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
    "cvGenerations",
  );
  await page.goto(`/app/resume/${id}/Tailored`);
  await expect(page.getByRole("heading", { name: "No tailored revisions yet" })).toBeVisible();
  await page.getByRole("button", { name: "Tailor my resume" }).click();
  await expect(page.getByRole("dialog", { name: "No more CV generations left" })).toBeVisible();
});
