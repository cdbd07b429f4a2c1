import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { startUnlockedServer } from "./unlocked-server";

// Writing a cover letter end to end with the built-in offline writer (no hosted model is
// called). Generating and downloading need a paid plan, which a browser cannot buy yet: this
// file starts a BILLING=off server five ports above the main one.

const BASE_URL = startUnlockedServer(5);

test.use({ baseURL: BASE_URL });

interface LetterAnswer {
  id: number;
  resume_id: number | null;
  job_id: number | null;
  content: string[];
}

test("writes a cover letter through the four steps, edits a text, regenerates, previews and downloads it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("letter"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const origin = new URL(BASE_URL).origin;
  const imported = await page.request.post("/api/cv/import", {
    headers: { Origin: origin },
    data: { format: "json-resume", data: JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const resume = (await imported.json()) as { id: number; name: string };
  const letterOnServer = async (id: number) =>
    (await (await page.request.get(`/api/cover-letter/item?id=${id}`)).json()) as LetterAnswer;

  // The list, then "New cover letter" opens the first step.
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Cover letters" }).click();
  await expect(page.getByRole("heading", { name: "Cover letters", level: 1 })).toBeVisible();
  await expect(page.getByTestId("generations-left")).toHaveText("Unlimited");
  await expectNoSeriousViolations(page, "/app/cover-letter");
  await page.getByRole("button", { name: "New cover letter" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/create$/);
  const letterId = Number(page.url().match(/cover-letter\/(\d+)\//)?.[1]);
  const steps = page.getByRole("navigation", { name: "Cover letter steps" });
  await expect(steps.getByRole("link", { name: "Name" })).toHaveAttribute("aria-current", "step");
  await expect(steps).toContainText("Step 1 of 4");
  await expectNoSeriousViolations(page, "cover letter: name step");

  // Step 1: the name is required.
  await page.getByLabel("Cover letter name").fill("  ");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Give the cover letter a name.");
  await page.getByLabel("Cover letter name").fill("Letter to Acme");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Step 2: a typed job, saved to the jobs list on the way.
  await expect(page).toHaveURL(new RegExp(`/app/cover-letter/${letterId}/job$`));
  await expect(page.getByTestId("letter-name")).toHaveText("Letter to Acme");
  await expect(steps).toContainText("Step 2 of 4");
  await page.getByLabel("Job title").fill("Platform Engineer");
  await page.getByLabel("Company").fill("Acme Robotics");
  await page
    .getByLabel("Job description")
    .fill(
      "Acme Robotics is hiring a Platform Engineer to build reliable services in TypeScript and PostgreSQL.",
    );
  await page.getByLabel("Save as a job (to track it on the Jobs page)").check();
  await expectNoSeriousViolations(page, "cover letter: job step");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Step 3: the imported resume.
  await expect(page).toHaveURL(new RegExp(`/app/cover-letter/${letterId}/resume$`));
  await expect(page.getByRole("radio", { name: "No resume" })).toBeChecked();
  await page.getByRole("radio", { name: resume.name }).check();
  await expectNoSeriousViolations(page, "cover letter: resume step");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cover-letter/${letterId}/tailored$`));
  const saved = await letterOnServer(letterId);
  expect(saved.resume_id).toBe(resume.id);
  expect(saved.job_id).toEqual(expect.any(Number));
  expect(saved.content).toEqual([]);

  // Step 4: generate; the text names the company.
  await expect(page.getByRole("heading", { name: "No text yet" })).toBeVisible();
  await expect(page.getByText("For Platform Engineer at Acme Robotics")).toBeVisible();
  await expectNoSeriousViolations(page, "cover letter: tailored step, empty");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const texts = page.getByTestId("letter-text");
  await expect(texts).toHaveCount(1, { timeout: 60_000 });
  const first = page.getByRole("textbox", { name: "Text 1 (newest)" });
  await expect(first).toHaveValue(/Acme Robotics/);
  await expect(page.getByRole("status").filter({ hasText: "A new text is ready" })).toBeVisible();

  // Edit and save it; the server keeps the edit.
  const written = await first.inputValue();
  await first.fill(`${written}\n\nP.S. Edited by hand.`);
  await expect(page.getByText("Not saved yet.")).toBeVisible();
  await page.getByRole("button", { name: "Save text 1" }).click();
  await expect(texts.first().getByRole("status")).toHaveText("Saved.");
  expect((await letterOnServer(letterId)).content[0]).toContain("P.S. Edited by hand.");

  // Regenerate: a second text arrives first; the edited one moves down.
  await page.getByRole("button", { name: "Regenerate" }).click();
  await expect(texts).toHaveCount(2, { timeout: 60_000 });
  await expect(texts.first()).toHaveAttribute("aria-label", "Text 2 (newest)");
  await expect(page.getByRole("textbox", { name: "Text 2 (newest)" })).toHaveValue(/Acme Robotics/);
  await expect(page.getByRole("textbox", { name: "Text 1", exact: true })).toHaveValue(
    /P\.S\. Edited by hand\./,
  );
  const afterRegenerate = await letterOnServer(letterId);
  expect(afterRegenerate.content).toHaveLength(2);
  expect(afterRegenerate.content[1]).toContain("P.S. Edited by hand.");
  await expectNoSeriousViolations(page, "cover letter: tailored step, two texts");

  // Preview and download in a chosen design.
  const design = page.getByLabel("Design", { exact: true });
  const templates = await design.locator("option").allTextContents();
  expect(templates.length).toBeGreaterThan(1);
  await design.selectOption({ label: templates[1] ?? "" });
  await page.getByRole("button", { name: "Show preview" }).click();
  await expect(page.getByTestId("letter-preview").getByRole("img", { name: /^Page 1 of/ })).toBeVisible({
    timeout: 20_000,
  });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  // Named after the person on the letter's resume (the JSON Resume sample's).
  expect(download.suggestedFilename()).toBe("Richard_Hendriks_Cover_Letter.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The saved job lists the letter.
  await page.goto("/app/jobs");
  const job = page.getByRole("article", { name: "Platform Engineer" });
  await expect(job).toContainText("Acme Robotics");
  await job.getByText("Written for this job: 0 tailored resumes, 1 cover letter").click();
  await expect(job.getByRole("link", { name: "Letter to Acme" })).toHaveAttribute(
    "href",
    `/app/cover-letter/${letterId}/tailored`,
  );

  // In the resume's area: its letters, one of them opened with both texts.
  await page.goto(`/app/resume/${resume.id}/cover-letter`);
  const table = page.getByRole("table", { name: "Cover letters written from this resume" });
  await expect(table.getByRole("rowheader")).toHaveText(["Letter to Acme"]);
  await expectNoSeriousViolations(page, "/app/resume/{id}/cover-letter");
  await table.getByRole("link", { name: "Open Letter to Acme" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/resume/${resume.id}/cover-letter/${letterId}$`));
  await expect(page.getByRole("heading", { name: "Letter to Acme", level: 1 })).toBeVisible();
  await expect(texts).toHaveCount(2);
  await expectNoSeriousViolations(page, "/app/resume/{id}/cover-letter/{coverletterid}");

  // A letter that is not there (or not this user's) is "not found", in either area.
  await page.goto(`/app/resume/${resume.id}/cover-letter/999999`);
  await expect(page.getByRole("heading", { name: "Cover letter not found" })).toBeVisible();
  await page.goto("/app/cover-letter/999999/tailored");
  await expect(page.getByRole("heading", { name: "Cover letter not found" })).toBeVisible();
  await expectNoSeriousViolations(page, "cover letter not found");

  // "Write a cover letter for this resume" starts one linked to it, at the job step.
  await page.goto(`/app/resume/${resume.id}/cover-letter`);
  await page.getByRole("button", { name: "Write a cover letter for this resume" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/job$/);
  const newId = Number(page.url().match(/cover-letter\/(\d+)\//)?.[1]);
  expect(newId).not.toBe(letterId);
  expect((await letterOnServer(newId)).resume_id).toBe(resume.id);
  // The saved job can be picked; it fills the fields.
  await page.getByLabel("Saved job").selectOption({ label: "Platform Engineer at Acme Robotics" });
  await expect(page.getByLabel("Company")).toHaveValue("Acme Robotics");
  await expect(page.getByLabel("Save as a job (to track it on the Jobs page)")).toHaveCount(0);
});
