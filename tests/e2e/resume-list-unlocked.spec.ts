import { expect, type Page, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// The creating paths need resumes left, which a browser cannot buy yet. A self-hosted server
// runs with BILLING=off, where every plan limit is lifted: the shared unlocked server
// (servers.ts, the real server on the next port with its own data folder).

const FIXTURE = JSON_RESUME_SAMPLE;

test.use({ baseURL: UNLOCKED_URL });

const rows = (page: Page) => page.getByRole("table", { name: "Your resumes" }).locator("tbody tr");

test("with resumes left, a user creates, duplicates, imports and deletes resumes", async ({ page }) => {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("unlocked"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId("Resumes left")).toHaveText("Unlimited");
  await expect(page.getByTestId("AI generations left")).toHaveText("Unlimited");

  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Resumes" }).click();
  await expect(rows(page)).toHaveCount(1);

  // Create: the name is required, then the new resume opens in the wizard.
  await page.getByRole("button", { name: "Create new" }).click();
  const createDialog = page.getByRole("dialog", { name: "Create a resume" });
  await createDialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(createDialog.getByRole("alert")).toHaveText("Give the resume a name.");
  await createDialog.getByLabel("Resume name").fill("Backend roles");
  await createDialog.getByRole("button", { name: "Create", exact: true }).click();
  // The wizard's start page may move on to its first step.
  await expect(page).toHaveURL(/\/app\/resume\/\d+\/(Wizard|step\/General)$/);
  const createdId = Number(page.url().match(/\/resume\/(\d+)\//)?.[1]);

  await page.goto("/app/resume");
  await expect(rows(page).getByRole("rowheader")).toHaveText(["My resume", "Backend roles"]);
  await expect(page.getByRole("link", { name: "Open Backend roles" })).toHaveAttribute(
    "href",
    `/app/resume/${createdId}/Wizard`,
  );

  // Duplicate: the copy joins the list and can be opened from the message.
  await page.getByRole("button", { name: "Duplicate Backend roles" }).click();
  await expect(page.getByRole("status")).toContainText("Created Backend roles (copy).");
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole("rowheader", { name: "Backend roles (copy)" })).toBeVisible();

  // Import the JSON Resume sample: it shows up in the list. The file's label is the person's
  // headline, not a role they aim for (issue 33), so the list's Role stays empty.
  await page.getByLabel("Import a resume file").setInputFiles(FIXTURE);
  // The report says what came in: every section of the file has its place.
  await expect(page.getByRole("status")).toContainText(
    "Imported Richard Hendriks: 1 job, 1 volunteering role, 1 education, 1 project, 1 award, 6 skills in 2 groups, 1 language, 1 publication, 1 reference, 1 interest.",
  );
  await expect(rows(page)).toHaveCount(4);
  const list = (await (await page.request.get("/api/cv/list")).json()) as {
    name: string;
    desired_role: string;
  }[];
  const imported = list[list.length - 1];
  expect(imported?.desired_role).toBe("");
  await expect(rows(page).last().getByRole("rowheader")).toHaveText(imported?.name ?? "");
  await expect(rows(page).last()).not.toContainText("Programmer");
  await expectNoSeriousViolations(page, "/app/resume with four resumes");

  // The dashboard lists the first three and links to all of them.
  await page.getByRole("link", { name: "Dashboard" }).click();
  const recent = page.getByRole("region", { name: "Your resumes" });
  await expect(recent.getByRole("listitem")).toHaveCount(3);
  await expect(recent.getByRole("link", { name: "All 4 resumes" })).toHaveAttribute("href", "/app/resume");
  await expect(
    page.getByRole("region", { name: "Next step" }).getByRole("link", { name: "Tailor it with AI" }),
  ).toHaveAttribute("href", /^\/app\/resume\/\d+\/step\/Tailor$/);
  await expectNoSeriousViolations(page, "/app/dashboard with four resumes");

  // Delete the copy.
  await page.getByRole("link", { name: "Resumes", exact: true }).click();
  await page.getByRole("button", { name: "Delete Backend roles (copy)" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Backend roles (copy)?" });
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole("rowheader", { name: "Backend roles (copy)" })).toHaveCount(0);
});
