import { expect, type Page, test } from "@playwright/test";
import { STORED_MARKUP as M } from "../support/hostile-strings.ts";
import { signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Suite 4 "Hostile input" (issue 7) in the browser: a resume, its Tailored revision, a cover
// letter and a job full of markup and script-looking text. Every page shows it as typed, no
// alert ever opens, and nothing of it becomes an element. Tailoring needs a paid plan, so this
// file runs on the shared BILLING=off server (servers.ts).

test.use({ baseURL: UNLOCKED_URL });

/** Fails the test on any alert/confirm/prompt, and on markup of ours turning into elements. */
function guardAgainstScripts(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    // The wizard's own "leave with unsaved changes?" is not a script of the user's.
    if (dialog.type() === "beforeunload") return void dialog.accept();
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async (where: string) => {
    expect(dialogs, `dialogs opened on ${where}`).toEqual([]);
    const injected = await page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"], svg[onload]').length,
      scripts: [...document.scripts].filter((script) => /alert\(/.test(script.text)).length,
      handlers: document.querySelectorAll("[onerror], [onload]").length,
      bold: [...document.querySelectorAll("b")].filter((b) =>
        /Talks|not bold|Letter|team/.test(b.textContent ?? ""),
      ).length,
    }));
    expect(injected, `elements made from stored text on ${where}`).toEqual({
      images: 0,
      scripts: 0,
      handlers: 0,
      bold: 0,
    });
  };
}

async function api(page: Page, method: "POST" | "PATCH", path: string, data: object) {
  const response = await page.request.fetch(path, {
    method,
    headers: { Origin: new URL(UNLOCKED_URL).origin },
    data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

test("markup a user typed shows as text on every page, and never runs", async ({ page }) => {
  test.setTimeout(180_000);
  const checkPage = guardAgainstScripts(page);
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("hostile"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Everything through the API, as a script in the user's own session could send it.
  await api(page, "POST", "/api/auth/update-user", { name: M.fullName });
  const created = await api(page, "POST", "/api/cv/create", { name: M.letterName });
  const resume = await api(page, "PATCH", "/api/cv/update", {
    id: created.id,
    updated_at: created.updated_at,
    full_name: M.fullName,
    headline: M.role,
    desired_role: M.role,
    summary: M.summary,
    skills: [{ name: M.skill, keywords: [M.skill] }],
    links: [{ label: M.linkLabel, link: M.link }],
  });
  await api(page, "POST", "/api/entity", {
    type: "experiences",
    resume_id: resume.id,
    company: M.company,
    role: M.position,
    start_date: "01/2020",
    responsibilities: M.responsibilities,
  });
  const job = await api(page, "POST", "/api/jobs", {
    title: M.jobTitle,
    company: M.jobCompany,
    description: `${M.summary}\n${M.responsibilities}`,
    notes: M.letterText,
  });
  const revision = await api(page, "POST", "/api/cv/generate", { id: resume.id, jobId: job.id });
  const letter = await api(page, "POST", "/api/entity", {
    type: "cover_letters",
    name: M.letterName,
    resume_id: resume.id,
    job_id: job.id,
    job_title: M.jobTitle,
    company: M.jobCompany,
    content: [M.letterText],
  });

  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${M.fullName}` })).toBeVisible();
  await checkPage("the dashboard");

  await page.goto("/app/resume");
  await expect(page.getByText(M.letterName, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(M.role, { exact: true }).first()).toBeVisible();
  await checkPage("the resume list");

  // The wizard shows each value in its field, as typed.
  await page.goto(`/app/resume/${resume.id}/step/General`);
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await expect(field("Full name")).toHaveValue(M.fullName);
  await expect(field("Headline (printed under your name)")).toHaveValue(M.role);
  await expect(field("Desired role")).toHaveValue(M.role);
  await expect(field("Label")).toHaveValue(M.linkLabel);
  await expect(field("Link")).toHaveValue(M.link);
  await checkPage("the wizard's first step");
  await page.goto(`/app/resume/${resume.id}/step/Experience`);
  await expect(field("Company")).toHaveValue(M.company);
  await expect(field("Role")).toHaveValue(M.position);
  await expect(field("Key achievements")).toHaveValue(M.responsibilities);
  await checkPage("the wizard's experience step");
  await page.goto(`/app/resume/${resume.id}/step/Summary`);
  await expect(field("Summary")).toHaveValue(M.summary);
  await expect(field("Group name")).toHaveValue(M.skill);
  // A skill is a chip: shown as text, its remove button named after it.
  await expect(page.getByTestId("skill-chip")).toHaveText([M.skill]);
  await expect(page.getByRole("button", { name: `Remove ${M.skill}`, exact: true })).toBeVisible();
  await checkPage("the wizard's summary step");

  // The design page (its preview is a drawn PDF) and the Tailored revision.
  await page.goto(`/app/resume/${resume.id}/Original?revision=${revision.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(M.letterName, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await checkPage("the design page");

  await page.goto(`/app/resume/${resume.id}/Tailored?revision=${revision.id}`);
  const help = page.getByRole("dialog", { name: "Your tailored resumes" });
  if (await help.isVisible()) await help.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByText(M.jobTitle).first()).toBeVisible();
  await expect(page.locator("main")).toContainText(M.company);
  await expect(page.locator("main")).toContainText(M.position);
  await checkPage("the Tailored page");

  // The cover letter screen: its text, job title and company are in fields, its name in a line.
  await page.goto(`/app/cover-letter/${letter.id}/tailored`);
  await expect(page.getByRole("textbox", { name: "Letter text" })).toHaveValue(M.letterText);
  await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue(M.jobTitle);
  await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue(M.jobCompany);
  await expect(page.getByTestId("letter-name")).toHaveText(M.letterName);
  await checkPage("the cover letter");
  await page.goto("/app/cover-letter");
  await expect(page.getByText(M.letterName, { exact: true }).first()).toBeVisible();
  await checkPage("the cover-letter list");

  await page.goto("/app/jobs");
  await expect(page.getByRole("heading", { name: M.jobTitle })).toBeVisible();
  await expect(page.getByText(M.jobCompany).first()).toBeVisible();
  await checkPage("the jobs page");

  // Last: a script link typed into the wizard is refused there, not saved.
  await page.goto(`/app/resume/${resume.id}/step/General`);
  await field("Link").fill("javascript:alert(1)");
  await field("Link").blur();
  await expect(page.getByText("Links must start with http://, https:// or mailto:.")).toBeVisible();
  await checkPage("the wizard with a script link typed in");
  await page.goto("/app/resume");
  const stored = await (await page.request.get(`/api/cv/item?id=${resume.id}`)).json();
  expect(JSON.stringify(stored.links)).not.toContain("javascript:");
});
