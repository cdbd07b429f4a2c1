import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Writing a cover letter end to end on its one screen with the built-in offline writer (no hosted model is
// called). Generating and downloading need a paid plan, which a browser cannot buy yet: the
// shared BILLING=off server (servers.ts).

test.use({ baseURL: UNLOCKED_URL });

interface LetterAnswer {
  id: number;
  resume_id: number | null;
  job_id: number | null;
  content: string[];
}

test("writes a cover letter on the one screen, edits it, writes a new version, previews, downloads, and finds it from the job and the resume", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("letter"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const origin = new URL(UNLOCKED_URL).origin;
  const imported = await page.request.post("/api/cv/import", {
    headers: { Origin: origin },
    data: { format: "json-resume", data: JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const resume = (await imported.json()) as { id: number; name: string };
  const letterOnServer = async (id: number) =>
    (await (await page.request.get(`/api/cover-letter/item?id=${id}`)).json()) as LetterAnswer;

  // The list, then "New cover letter" opens the letter screen (no name asked first).
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Cover letters" }).click();
  await expect(page.getByRole("heading", { name: "Cover letters", level: 1 })).toBeVisible();
  await expect(page.getByTestId("generations-left")).toHaveText("Unlimited");
  await expectNoSeriousViolations(page, "/app/cover-letter");
  await page.getByRole("button", { name: "New cover letter" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/create$/);
  const letterId = Number(page.url().match(/cover-letter\/(\d+)\//)?.[1]);
  await expect(page.getByRole("heading", { name: "Write your cover letter", level: 1 })).toBeVisible();

  // What is written without a job title is refused, and nothing is saved.
  await page.getByRole("button", { name: "Write my letter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Paste the job posting, or pick one of your saved jobs.");
  expect((await letterOnServer(letterId)).content).toEqual([]);

  // A short posting typed by hand, the title and company corrected by hand.
  await page.getByLabel("Resume", { exact: true }).selectOption(String(resume.id));
  await page
    .getByLabel("Job posting")
    .fill(
      "Acme Robotics is hiring a Platform Engineer to build reliable services in TypeScript and PostgreSQL.",
    );
  await page.getByLabel("Job title").fill("Platform Engineer");
  await page.getByLabel("Company").fill("Acme Robotics");
  await page.getByRole("radio", { name: /Warm/ }).check();
  await expectNoSeriousViolations(page, "letter screen, filled in");
  await page.getByRole("button", { name: "Write my letter" }).click();
  const text = page.getByRole("textbox", { name: "Letter text" });
  await expect(text).toHaveValue(/Acme Robotics/, { timeout: 60_000 });
  await expect(page.getByRole("status").filter({ hasText: "Your letter is written" })).toBeVisible();
  const saved = await letterOnServer(letterId);
  expect(saved.resume_id).toBe(resume.id);
  expect(saved.job_id).toEqual(expect.any(Number));
  expect(saved.content).toHaveLength(1);

  // Edit it: saved by itself.
  await text.fill(`${await text.inputValue()}\n\nP.S. Edited by hand.`);
  await expect(page.getByTestId("letter-save-status")).toHaveText("Saved");
  expect((await letterOnServer(letterId)).content[0]).toContain("P.S. Edited by hand.");

  // A new version arrives first; the edited one stays, one choice away.
  await page.getByRole("button", { name: "Write a new version" }).click();
  const version = page.getByLabel("Version", { exact: true });
  await expect(version).toHaveValue("0", { timeout: 60_000 });
  await expect(version.locator("option")).toHaveText(["Version 2 (newest)", "Version 1"]);
  await expect(text).not.toHaveValue(/P\.S\. Edited by hand\./);
  await version.selectOption({ label: "Version 1" });
  await expect(text).toHaveValue(/P\.S\. Edited by hand\./);
  const afterRegenerate = await letterOnServer(letterId);
  expect(afterRegenerate.content).toHaveLength(2);
  expect(afterRegenerate.content[1]).toContain("P.S. Edited by hand.");
  await expectNoSeriousViolations(page, "letter screen, two versions");

  // Preview and download the chosen version in a chosen design.
  const design = page.getByLabel("PDF design");
  const templates = await design.locator("option").allTextContents();
  expect(templates.length).toBeGreaterThan(1);
  await design.selectOption({ label: templates[1] ?? "" });
  await page.getByRole("button", { name: "Show PDF preview" }).click();
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

  // The saved job lists the letter, named after the job.
  await page.goto("/app/jobs");
  const job = page.getByRole("article", { name: "Platform Engineer" });
  await expect(job).toContainText("Acme Robotics");
  await job.getByText("Written for this job: 0 tailored resumes, 1 cover letter").click();
  await expect(job.getByRole("link", { name: "Platform Engineer at Acme Robotics" })).toHaveAttribute(
    "href",
    `/app/cover-letter/${letterId}/tailored`,
  );

  // In the resume's area: its letters, one of them opened on the same screen.
  await page.goto(`/app/resume/${resume.id}/cover-letter`);
  const table = page.getByRole("table", { name: "Cover letters written from this resume" });
  await expect(table.getByRole("rowheader")).toHaveText(["Platform Engineer at Acme Robotics"]);
  await expectNoSeriousViolations(page, "/app/resume/{id}/cover-letter");
  await table.getByRole("link", { name: "Open Platform Engineer at Acme Robotics" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/resume/${resume.id}/cover-letter/${letterId}$`));
  await expect(
    page.getByRole("heading", { name: "Platform Engineer at Acme Robotics", level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel("Version", { exact: true }).locator("option")).toHaveCount(2);
  await expectNoSeriousViolations(page, "/app/resume/{id}/cover-letter/{coverletterid}");

  // A letter that is not there (or not this user's) is "not found", in either area.
  await page.goto(`/app/resume/${resume.id}/cover-letter/999999`);
  await expect(page.getByRole("heading", { name: "Cover letter not found" })).toBeVisible();
  await page.goto("/app/cover-letter/999999/tailored");
  await expect(page.getByRole("heading", { name: "Cover letter not found" })).toBeVisible();
  await expectNoSeriousViolations(page, "cover letter not found");

  // "Write a cover letter for this resume" starts one linked to it, on the same screen.
  await page.goto(`/app/resume/${resume.id}/cover-letter`);
  await page.getByRole("button", { name: "Write a cover letter for this resume" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/job$/);
  const newId = Number(page.url().match(/cover-letter\/(\d+)\//)?.[1]);
  expect(newId).not.toBe(letterId);
  expect((await letterOnServer(newId)).resume_id).toBe(resume.id);
  await expect(page.getByLabel("Resume", { exact: true })).toHaveValue(String(resume.id));
  // The saved job can be picked; it fills the fields.
  await page.getByRole("radio", { name: /A saved job/ }).check();
  await page
    .getByLabel("Saved job", { exact: true })
    .selectOption({ label: "Platform Engineer at Acme Robotics" });
  await expect(page.getByLabel("Company")).toHaveValue("Acme Robotics");
});
