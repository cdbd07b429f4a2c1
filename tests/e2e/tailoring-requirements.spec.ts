import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { jobPostingText } from "./journey-helpers";
import { UNLOCKED_URL } from "./servers";

// The posting's requirements as the user sees them: on the Tailored page each term with its
// state and "Do you have this?" for the missing ones (which adds them to the resume), and on a
// saved job the checklist tailoring reads, which the user corrects. Tailoring needs a paid plan
// (the shared BILLING=off server, servers.ts); jobs are free (main server).
// With SCREENSHOTS_DIR set, the Tailored page and the checklist are also photographed at 1280 and 360 px wide.

async function photograph(page: Page, name: string, part = 'section[aria-labelledby="ats-heading"]') {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    await page.locator(part).screenshot({ path: `${dir}/${name}-${width}-part.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const skipHelp = (page: Page) =>
  page.addInitScript(() => {
    window.localStorage.setItem("cvHelpModalShown", "true");
    window.localStorage.setItem("cvTailoredHelpModalShown", "true");
  });

test.describe("with billing off", () => {
  test.use({ baseURL: UNLOCKED_URL });

  test("missing terms the user has go into their skills and a bullet, and raise the score", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await skipHelp(page);
    await page.goto("/auth");
    await signInWithMagicLink(page, uniqueEmail("requirements"));
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

    // Each term in its list, its state in words; the scoring rule one click away.
    const view = page.getByTestId("revision-view");
    const required = view.getByRole("region", { name: /^Required/ });
    await expect(required.getByTestId("posting-term").first()).toBeVisible();
    await expect(required.getByText("In your resume").first()).toBeVisible();
    await view.getByText("How this is scored").click();
    await expect(view.getByText(/Required terms count twice as much as preferred ones/)).toBeVisible();
    await expect(
      view.getByRole("heading", { name: "Soft skills the posting asks for (not scored)" }),
    ).toBeVisible();
    const afterBefore = Number(await view.getByTestId("score-after").textContent());

    // Two missing skills the user has: one into a skill group, one as a bullet of their job.
    const missing = required
      .getByTestId("posting-term")
      .filter({ hasText: "Missing" })
      .filter({ has: page.getByRole("checkbox") });
    const skill = (await missing.nth(0).getAttribute("data-term")) ?? "";
    const practised = (await missing.nth(1).getAttribute("data-term")) ?? "";
    expect(skill && practised).toBeTruthy();
    const row = (term: string) => view.getByTestId("posting-term").and(page.locator(`[data-term="${term}"]`));
    await row(skill)
      .getByRole("checkbox", { name: `I have this (${skill})` })
      .check();
    await expect(row(skill).getByRole("radio", { name: "Skills" })).toBeChecked();
    await row(skill).getByLabel("Skill group").selectOption("Web Development");
    await row(practised)
      .getByRole("checkbox", { name: `I have this (${practised})` })
      .check();
    await row(practised).getByRole("radio", { name: "A bullet of a job" }).check();
    await expect(row(practised).getByLabel("Job", { exact: true })).toHaveValue(/\d+/);
    const bullet = `Led ${practised} work for the compression platform.`;
    await row(practised).getByLabel("Your bullet (name the term)").fill(bullet);
    await expectNoSeriousViolations(page, "Tailored page with posting terms");
    await photograph(page, "tailored-terms");
    await view.getByRole("button", { name: "Add to my resume" }).click();
    await expect(view.getByRole("status").filter({ hasText: "Added 2 terms to your resume." })).toBeVisible();

    for (const term of [skill, practised]) {
      await expect(row(term)).toContainText(/In your resume|Added/);
      await expect(row(term).getByRole("checkbox")).toHaveCount(0);
    }
    expect(Number(await view.getByTestId("score-after").textContent())).toBeGreaterThan(afterBefore);
    await photograph(page, "tailored-after-add");

    // The Original has it too, in the group chosen.
    await page.goto(`/app/resume/${id}/step/Summary`);
    const group = page.getByRole("group", { name: /^Skill group \d+$/ }).first();
    await expect(group.getByLabel("Group name")).toHaveValue("Web Development");
    await expect(group.getByTestId("skill-chip")).toHaveText(["HTML", "CSS", "Javascript", skill]);
    await page.goto(`/app/resume/${id}/step/Experience`);
    await expect(
      page.getByRole("group", { name: "Experience 1" }).getByLabel("Key achievements"),
    ).toHaveValue(new RegExp(`- ${bullet.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  test("a pasted posting is checked before tailoring, and a removed term is not scored", async ({ page }) => {
    test.setTimeout(120_000);
    await skipHelp(page);
    await page.goto("/auth");
    await signInWithMagicLink(page, uniqueEmail("posting-check"));
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const imported = await page.request.post("/api/cv/import", {
      headers: { Origin: new URL(UNLOCKED_URL).origin },
      data: { format: "json-resume", data: JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) },
    });
    const { id } = (await imported.json()) as { id: number };

    await page.goto(`/app/resume/${id}/step/Tailor`);
    await page.getByLabel("Job posting (optional)").fill(await jobPostingText());
    await page.getByRole("button", { name: "Check what this posting asks for" }).click();
    const required = page.getByRole("region", { name: /^Required/ });
    await expect(required.getByRole("listitem").filter({ hasText: "MongoDB" })).toBeVisible();
    await required.getByRole("button", { name: "Remove MongoDB" }).click();
    await expect(page.getByRole("status").filter({ hasText: 'Removed "MongoDB". Saved.' })).toBeVisible();
    await photograph(page, "wizard-posting-check", "details");

    await page.getByRole("button", { name: "Tailor my resume" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/Tailored\\?revision=\\d+$`), {
      timeout: 60_000,
    });
    const view = page.getByTestId("revision-view");
    await expect(view.getByTestId("posting-term").first()).toBeVisible();
    await expect(view.locator('[data-term="MongoDB"]')).toHaveCount(0);
    await expect(view.locator('[data-term="JavaScript"]')).toBeVisible();
  });
});

test("a job's checklist: a term removed and one marked required stay so", async ({ page }) => {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("checklist"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const created = await page.request.post("/api/jobs", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      title: "Data Engineer",
      company: "Initech",
      description: [
        "Requirements:",
        "- 3+ years building data pipelines with Python and SQL",
        "Nice to have:",
        "- Kubernetes",
        "- Terraform",
      ].join("\n"),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/app/jobs");
  const card = page.getByRole("article", { name: "Data Engineer" });
  const open = async () => {
    await card.getByText("What the posting asks for").click();
    await expect(
      card.getByText("Tailoring uses this list; changes apply to the next tailored revision."),
    ).toBeVisible();
  };
  await open();
  const required = card.getByRole("region", { name: /^Required/ });
  const preferred = card.getByRole("region", { name: /^Preferred/ });
  await expect(required.getByRole("listitem").filter({ hasText: "SQL" })).toBeVisible();
  await expect(preferred.getByRole("listitem").filter({ hasText: "Kubernetes" })).toBeVisible();
  await expectNoSeriousViolations(page, "/app/jobs checklist");

  await required.getByRole("button", { name: "Remove SQL" }).click();
  await expect(card.getByRole("status").filter({ hasText: 'Removed "SQL". Saved.' })).toBeVisible();
  await preferred.getByRole("button", { name: "Mark required Kubernetes" }).click();
  await expect(
    card.getByRole("status").filter({ hasText: '"Kubernetes" is required. Saved.' }),
  ).toBeVisible();
  await card.getByLabel("Add a term").fill("GraphQL");
  await card.getByRole("button", { name: "Add term" }).click();
  await expect(preferred.getByRole("listitem").filter({ hasText: "GraphQL" })).toBeVisible();
  await photograph(page, "job-checklist", "article");

  await page.reload();
  await open();
  await expect(required.getByRole("listitem").filter({ hasText: "Kubernetes" })).toBeVisible();
  await expect(required.getByRole("listitem").filter({ hasText: /^SQL/ })).toHaveCount(0);
  await expect(card.getByRole("region", { name: /^Removed by you/ })).toContainText("SQL");
  await expect(preferred.getByRole("listitem").filter({ hasText: "GraphQL" })).toBeVisible();
});
