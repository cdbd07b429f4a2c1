import { expect, test } from "@playwright/test";
import { expectDashboard, expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// Saved jobs: add, change status, edit, write a letter for one, delete. Jobs are free on every
// plan, so this runs on the main server as a free user.

test("a user adds a job, moves it through the pipeline, writes a letter for it and deletes it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("jobs"));
  await expectDashboard(page);
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/app\/jobs$/);
  await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
  await expectNoSeriousViolations(page, "/app/jobs empty");

  // Add: a title (or a posting to read it from) is required, a URL must be http(s).
  await page.getByRole("button", { name: "Add a job" }).click();
  const add = page.getByRole("dialog", { name: "Add a job" });
  await add.getByLabel("Posting URL").fill("ftp://example.com/job");
  await add.getByRole("button", { name: "Add job" }).click();
  await expect(
    add.getByText("Give the job a title, or paste its posting to read the title from."),
  ).toBeVisible();
  await expect(add.getByText("The URL must start with http:// or https://.")).toBeVisible();
  await add.getByLabel("Job title").fill("Data Engineer");
  await add.getByLabel("Company").fill("Initech");
  await add.getByLabel("Posting URL").fill("https://example.com/jobs/42");
  await add.getByLabel("Job description").fill("Build data pipelines with Python and SQL.");
  await add.getByLabel("Notes").fill("Referred by Sam.");
  await expectNoSeriousViolations(page, "/app/jobs add dialog");
  await add.getByRole("button", { name: "Add job" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Added Data Engineer." })).toBeVisible();

  const card = page.getByRole("article", { name: "Data Engineer" });
  await expect(card).toContainText("Initech");
  await expect(card).toContainText("Referred by Sam.");
  await expect(card.getByRole("link", { name: /Posting/ })).toHaveAttribute(
    "href",
    "https://example.com/jobs/42",
  );
  const status = card.getByLabel("Status of Data Engineer");
  await expect(status).toHaveValue("saved");

  // Status changes in place and stays.
  await status.selectOption("interviewing");
  await expect(card.getByRole("status")).toHaveText("Status saved: Interviewing.");
  await page.reload();
  await expect(
    page.getByRole("article", { name: "Data Engineer" }).getByLabel("Status of Data Engineer"),
  ).toHaveValue("interviewing");
  await expectNoSeriousViolations(page, "/app/jobs with a job");

  // Edit.
  await card.getByRole("button", { name: "Edit Data Engineer" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Data Engineer" });
  await expect(edit.getByLabel("Company")).toHaveValue("Initech");
  await edit.getByLabel("Status").selectOption("offer");
  await edit.getByLabel("Notes").fill("Offer on the table.");
  await edit.getByRole("button", { name: "Save job" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("Offer on the table.");
  await expect(card.getByLabel("Status of Data Engineer")).toHaveValue("offer");

  // Nothing written for it yet.
  await card.getByText("Written for this job: 0 tailored resumes, 0 cover letters").click();
  await expect(card.getByText("None yet.")).toHaveCount(2);

  // Write a letter for it: the letter screen opens with the saved job chosen and filled in.
  await card.getByRole("button", { name: "Write a cover letter for Data Engineer" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/resume$/);
  await expect(page.getByRole("radio", { name: /A saved job/ })).toBeChecked();
  await expect(page.getByLabel("Saved job", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel("Job title")).toHaveValue("Data Engineer");
  await expect(page.getByLabel("Company")).toHaveValue("Initech");

  await page.goto("/app/jobs");
  const again = page.getByRole("article", { name: "Data Engineer" });
  await again.getByText("Written for this job: 0 tailored resumes, 1 cover letter").click();
  await expect(again.getByRole("link", { name: "Data Engineer at Initech" })).toHaveAttribute(
    "href",
    /^\/app\/cover-letter\/\d+\/tailored$/,
  );

  // Delete asks first; Cancel keeps it.
  await again.getByRole("button", { name: "Delete Data Engineer" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Data Engineer?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(again).toBeVisible();
  await again.getByRole("button", { name: "Delete Data Engineer" }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Deleted Data Engineer." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeFocused();
  const jobs = (await (await page.request.get("/api/jobs")).json()) as unknown[];
  expect(jobs).toEqual([]);
});
