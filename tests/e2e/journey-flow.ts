import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { pdfjsText } from "../integration/pdf-helpers.ts";
import { expectDashboard, expectNoSeriousViolations, findMail, uniqueEmail } from "./helpers";
import {
  type Driver,
  expectNoSidewaysScroll,
  jobPostingText,
  tabTo,
  watchForProgress,
} from "./journey-helpers";
import { payForProWithSignedWebhook } from "./journey-server";

// One whole user journey, from the landing page to a saved job, told step by step. The specs
// run it with a mouse, with touch on a 390 px phone, and with the keyboard alone; the driver
// decides how each control is reached and used, the assertions are the same for all three.

export interface JourneyOptions {
  baseUrl: string;
  webhookSecret: string;
  /** The Pro plan's Payment Link the server was started with. */
  proLink: string;
  /** A phone: no page may scroll sideways, and axe runs on the Tailored and design pages. */
  phone: boolean;
}

const person = {
  resumeName: "Journey resume",
  fullName: "Margaret Hamilton",
  email: "margaret@example.com",
  phone: "+1 617 555 0100",
  // Aiming at a web developer job from a frontend role: the tailoring has something to add.
  role: "Frontend Engineer",
};
const experience = {
  Company: "Apollo Guidance Labs",
  Role: "Frontend Engineer",
  "Start date": "01/2019",
  "End date": "12/2023",
  "Key achievements":
    "Built web applications used by mission teams\nReviewed code and mentored two engineers",
};
const education = {
  "Institution name": "Earlham College",
  Degree: "BA",
  "Field of study": "Mathematics",
  "Start date": "09/2011",
  "End date": "06/2015",
};
/**
 * The job the pasted posting is saved as: its first line, "Web Developer at Microsoft", read as a
 * title and the company (issue 32), shown as "title at company" where a job is chosen.
 */
const JOB_TITLE = "Web Developer";
const JOB_NAME = `${JOB_TITLE} at Microsoft`;
const summary = {
  Summary: "Engineer who builds reliable web applications and cares about the people using them.",
};
/** Typed into the skills input one by one, each ended with Enter (they become chips). */
const skills = ["JavaScript", "HTML", "Testing"];

/** Follows a link of the app nav; on a phone it sits behind the Menu button. */
async function appNavLink(page: Page, driver: Driver, options: JourneyOptions, name: string) {
  if (options.phone) {
    const menu = page.getByRole("button", { name: "Menu" });
    await driver.press(menu);
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  }
  await driver.press(page.getByRole("navigation", { name: "App" }).getByRole("link", { name }));
}

export async function runJourney(page: Page, driver: Driver, options: JourneyOptions): Promise<void> {
  const fits = (where: string) => (options.phone ? expectNoSidewaysScroll(page, where) : Promise.resolve());
  const email = uniqueEmail(`journey-${driver.kind}`);

  // 1. The landing page: the plans, both tabs, then "Sign in".
  await page.goto("/");
  await fits("landing page");
  const pricing = page.locator("section#pricing");
  const billing = pricing.getByRole("tablist", { name: "Billing" });
  const tab = (name: string) => billing.getByRole("tab", { name });
  await driver.pick(billing, tab("Subscription"));
  await expect(pricing.getByRole("article", { name: "Premium plan" })).toBeVisible();
  await expect(pricing.getByRole("article", { name: "Basic plan" })).toBeHidden();
  await driver.pick(billing, tab("One Time"));
  await expect(pricing.getByRole("article", { name: "Basic plan" }).getByTestId("Basic price")).toHaveText(
    "$6.90",
  );
  await expect(pricing.getByRole("article", { name: "Pro plan" }).getByTestId("Pro price")).toHaveText(
    "$14.90",
  );
  await driver.press(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }));
  await expect(page).toHaveURL(/\/auth$/);
  // The landing page has no React, so /auth is a page load: its Send waits for React to run.
  await expect(page.getByRole("button", { name: "Send Magic Link" })).toBeEnabled();

  // 2. Sign up by magic link, opened from the mail.
  await fits("/auth");
  await driver.fill(page.getByLabel("Email address"), email);
  await driver.press(page.getByRole("button", { name: "Send Magic Link" }));
  await expect(
    page.getByRole("status").filter({ hasText: "Check your email for the magic link" }),
  ).toBeVisible();
  const mail = await findMail(page, email, "Your sign-in link");
  await driver.press(mail.getByRole("link", { name: "Open link" }));
  await expectDashboard(page);
  await fits("dashboard");

  // 3. The wizard, through the UI: the dashboard's next step for a new resume, typed in.
  const dashboardStep = page.getByRole("region", { name: "Next step" });
  await driver.press(dashboardStep.getByRole("link", { name: "Start from scratch" }));
  await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
  const resumeId = Number(page.url().match(/resume\/(\d+)\//)?.[1]);
  const help = page.getByRole("dialog", { name: "How the resume wizard works" });
  await driver.press(help.getByRole("button", { name: "Got it" }));
  await expect(help).toBeHidden();
  await fits("wizard: General");
  await fillLabelled(page, driver, {
    "Resume name": person.resumeName,
    "Full name": person.fullName,
    "Desired role": person.role,
    Email: person.email,
    Phone: person.phone,
  });
  await expect(page.getByTestId("resume-name")).toHaveText(person.resumeName);

  await nextStep(page, driver, "Education");
  await driver.press(page.getByRole("button", { name: "Add education" }));
  await fillLabelled(group(page, "Education 1"), driver, education);
  await fits("wizard: Education");

  await nextStep(page, driver, "Experience");
  await driver.press(page.getByRole("button", { name: "Add experience" }));
  await fillLabelled(group(page, "Experience 1"), driver, experience);
  await fits("wizard: Experience");

  await nextStep(page, driver, "Projects");
  await nextStep(page, driver, "Certificates");
  await nextStep(page, driver, "Summary");
  await fillLabelled(page, driver, summary);
  const skillsInput = page.getByLabel("Skills", { exact: true });
  for (const skill of skills) {
    await driver.fill(skillsInput, skill);
    await skillsInput.press("Enter");
  }
  await expect(page.getByTestId("skill-chip")).toHaveText(skills);
  await nextStep(page, driver, "Tailor");
  await expect(page.getByLabel("Desired role", { exact: true })).toHaveValue(person.role);

  // 4. Tailor: no generations on the free plan, so the plans are offered; pay; tailor.
  await driver.paste(page.getByLabel("Job posting (optional)"), await jobPostingText());
  await expectSaved(page);
  await driver.press(page.getByRole("button", { name: "Tailor my resume" }));
  const paywall = page.getByRole("dialog", { name: "No more CV generations left" });
  await expect(paywall).toBeVisible();
  await fits("payment modal");
  const getPro = paywall.getByRole("link", { name: "Get Started with Pro" });
  // The keyboard reaches the plan's checkout link inside the modal (it is not followed).
  if (driver.kind === "keyboard") await tabTo(page, getPro, { maxPresses: 10 });
  // The link leads to Stripe once the modal knows who is paying.
  await expect(getPro).toHaveAttribute("href", new RegExp(`^${options.proLink}\\?`));
  const checkout = new URL((await getPro.getAttribute("href")) ?? "");
  expect(`${checkout.origin}${checkout.pathname}`).toBe(options.proLink);
  expect(checkout.searchParams.get("prefilled_email")).toBe(email);
  const userId = checkout.searchParams.get("client_reference_id") ?? "";
  expect(userId).not.toBe("");
  // Not yet: the modal closes, and the keyboard user is back on the button they pressed.
  await driver.dismiss(paywall);
  const tailor = page.getByRole("button", { name: "Tailor my resume" });
  if (driver.kind === "keyboard") await expect(tailor).toBeFocused();
  await payForProWithSignedWebhook(options.baseUrl, options.webhookSecret, userId);

  // Back from Stripe: the page is loaded again, and tailoring now runs.
  await page.reload();
  await expect(page.getByLabel("Job posting (optional)")).toHaveValue(/Web Developer at Microsoft/);
  const sawProgress = await watchForProgress(page);
  await driver.press(tailor);
  await expect(page).toHaveURL(new RegExp(`/app/resume/${resumeId}/Tailored\\?revision=\\d+$`), {
    timeout: 60_000,
  });
  expect(await sawProgress()).toBe(true);
  const tailoredHelp = page.getByRole("dialog", { name: "Your tailored resumes" });
  await driver.press(tailoredHelp.getByRole("button", { name: "Got it" }));
  await expect(tailoredHelp).toBeHidden();
  await expect(page.getByRole("heading", { name: "Tailored resume", level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: `For ${JOB_NAME}` })).toBeChecked();
  const view = page.getByTestId("revision-view");
  await expect(view.locator("ins").first()).toBeVisible();
  const before = Number(await view.getByTestId("score-before").textContent());
  const after = Number(await view.getByTestId("score-after").textContent());
  expect(before).toBeLessThan(after);
  const revisionWord = await wordOnlyInRevision(view);
  await fits("Tailored page");
  if (options.phone) await expectNoSeriousViolations(page, "Tailored page on a phone");

  // 5. The design page: the revision, a design, the PDF.
  await driver.press(page.getByRole("link", { name: "Design & download" }));
  await expect(page.getByRole("heading", { name: "Resume Design", level: 1 })).toBeVisible();
  await expect(page.getByTestId("revision-name")).toHaveText("Original");
  await driver.choose(page.getByLabel("Revision", { exact: true }), /^Tailored /);
  await expect(page.getByTestId("revision-name")).toContainText("Tailored");
  const templates = page.getByRole("group", { name: "Template" });
  const second = templates.getByRole("radio").nth(1);
  await driver.pick(templates, second);
  await expect(second).toBeChecked();
  await expect(page.getByTestId("preview-pages").getByRole("img", { name: /^Page 1 of/ })).toBeVisible({
    timeout: 30_000,
  });
  await fits("design page");
  if (options.phone) await expectNoSeriousViolations(page, "design page on a phone");
  const downloadRequest = page.waitForRequest("**/api/download/pdf");
  const downloading = page.waitForEvent("download");
  await driver.press(page.getByRole("button", { name: "Download PDF" }));
  const sent = (await downloadRequest).postDataJSON() as { template: string; props: { revisionId: number } };
  expect(sent.props.revisionId).toBe(Number(new URL(page.url()).searchParams.get("revision")));
  expect(sent.template).toBe(await second.getAttribute("value"));
  const download = await downloading;
  // Saved under the person's name, the way recruiters file resumes.
  expect(download.suggestedFilename()).toBe(`${person.fullName.replace(" ", "_")}_Resume.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const printed = (await pdfjsText(bytes)).pages.join(" ").replace(/\s+/g, " ");
  expect(printed).toContain(person.fullName);
  expect(printed.toLowerCase()).toContain(revisionWord.toLowerCase());

  // 6. A cover letter for the job, on its one screen.
  await driver.press(page.getByRole("link", { name: "My resumes" }));
  await appNavLink(page, driver, options, "Cover letters");
  await expect(page.getByRole("heading", { name: "Cover letters", level: 1 })).toBeVisible();
  await fits("cover letters");
  await driver.press(page.getByRole("button", { name: "New cover letter" }));
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/create$/);
  const letterId = Number(page.url().match(/cover-letter\/(\d+)\//)?.[1]);
  await expect(page.getByRole("heading", { name: "Write your cover letter", level: 1 })).toBeVisible();
  await fits("cover letter: before writing");
  await driver.choose(
    page.getByLabel("Resume", { exact: true }),
    new RegExp(`^${escapeRegExp(person.resumeName)}`),
  );
  // The job saved from the posting pasted in the wizard keeps the title and company the posting
  // names, so the letter has them without the user typing them again.
  await driver.pick(
    page.getByRole("group", { name: "The job" }),
    page.getByRole("radio", { name: /A saved job/ }),
  );
  await driver.choose(page.getByLabel("Saved job", { exact: true }), JOB_NAME);
  await expect(page.getByLabel("Job title")).toHaveValue(JOB_TITLE);
  await expect(page.getByLabel("Company")).toHaveValue("Microsoft");
  await driver.press(page.getByRole("button", { name: "Write my letter" }));
  const letter = page.getByRole("textbox", { name: "Letter text" });
  await expect(letter).toHaveValue(/Microsoft/, { timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`/app/cover-letter/${letterId}/create$`));
  await fits("cover letter: written");

  // 7. The job: applied, with the revision and the letter written for it.
  await driver.press(
    page.getByRole("navigation", { name: "Cover letter" }).getByRole("link", { name: "Dashboard" }),
  );
  await appNavLink(page, driver, options, "Jobs");
  const job = page.getByRole("article", { name: JOB_TITLE });
  await driver.choose(job.getByLabel(`Status of ${JOB_TITLE}`), "Applied");
  await expect(job.getByRole("status")).toHaveText("Status saved: Applied.");
  await fits("jobs");
  await driver.press(job.getByText("Written for this job: 1 tailored resume, 1 cover letter"));
  await expect(job.getByRole("link", { name: person.resumeName })).toHaveAttribute(
    "href",
    `/app/resume/${resumeId}/Tailored`,
  );
  await expect(job.getByRole("link", { name: "Web Developer at Microsoft" })).toHaveAttribute(
    "href",
    `/app/cover-letter/${letterId}/tailored`,
  );
  await page.reload();
  await expect(
    page.getByRole("article", { name: JOB_TITLE }).getByLabel(`Status of ${JOB_TITLE}`),
  ).toHaveValue("applied");
}

const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

async function fillLabelled(scope: Page | Locator, driver: Driver, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await driver.fill(scope.getByLabel(label, { exact: true }), value);
  }
}

async function expectSaved(page: Page) {
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
}

async function nextStep(page: Page, driver: Driver, heading: string) {
  await driver.press(page.getByRole("navigation", { name: "Step" }).getByRole("link", { name: "Next" }));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Words that a printed resume may hold whichever revision it prints (section headings). */
const HEADINGS = new Set(["summary", "skills", "experience", "education", "projects", "certificates"]);

/**
 * The longest word the AI added (marked as inserted) that is in nothing the user typed and is
 * no heading: finding it in the PDF shows the file prints the revision, not the Original.
 */
async function wordOnlyInRevision(view: Locator): Promise<string> {
  const typed = JSON.stringify([person, experience, education, summary, skills]).toLowerCase();
  const inserted = (await view.locator("ins").allTextContents()).join(" ");
  const words = (inserted.match(/[A-Za-z]{5,}/g) ?? []).filter(
    (word) => !typed.includes(word.toLowerCase()) && !HEADINGS.has(word.toLowerCase()),
  );
  const word = words.sort((a, b) => b.length - a.length)[0];
  expect(word, `no new word among the insertions: ${inserted}`).toBeTruthy();
  return word ?? "";
}

/** `text` matched literally inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
