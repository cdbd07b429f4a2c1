import { expect, type Locator, type Page, test } from "@playwright/test";
import { UNSAFE_LINK_MESSAGE } from "../../src/shared/resume";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// The 8-step resume wizard and its autosave, in a real browser against the real server.

const DATE_MESSAGE =
  "Write a month and year, such as Aug 2021, 08/2021 or 2021-08, or the year alone, such as 2021.";
const origin = () => new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;

/** Signs a new user in; answers the id of their free resume (created on first listing). */
async function signInWithResume(page: Page, prefix: string): Promise<number> {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(prefix));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const response = await page.request.get("/api/cv/list");
  expect(response.status()).toBe(200);
  const [resume] = (await response.json()) as { id: number }[];
  expect(resume?.id).toBeGreaterThan(0);
  return resume!.id;
}

/** Marks the one-time help as seen, for tests about other things. */
async function skipHelp(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
}

async function addRowThroughApi(page: Page, type: string, resumeId: number, fields: object) {
  const response = await page.request.post("/api/entity", {
    headers: { Origin: origin() },
    data: { type, resume_id: resumeId, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const saveStatus = (page: Page) => page.getByRole("status", { name: "Save status" });
const expectSaved = (page: Page) => expect(saveStatus(page)).toHaveText("Saved");
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

async function goToStep(page: Page, step: string, heading: string) {
  await page.getByRole("navigation", { name: "Wizard steps" }).getByRole("link", { name: step }).click();
  await expect(stepHeading(page, heading)).toBeVisible();
}

async function next(page: Page, heading: string) {
  await page.getByRole("link", { name: "Next" }).click();
  await expect(stepHeading(page, heading)).toBeVisible();
  await expectNoSeriousViolations(page, heading);
}

async function fillFields(scope: Locator | Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await scope.getByLabel(label, { exact: true }).fill(value);
}

async function expectFields(scope: Locator | Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

const general = {
  "Resume name": "Engineering resume",
  "Full name": "Ada Lovelace",
  "Headline (printed under your name)": "Principal Engineer",
  "Desired role": "Staff Engineer",
  "Years of experience": "12",
  Hobbies: "Chess, rowing",
  Email: "ada@example.com",
  Phone: "+44 20 7946 0000",
  Address: "12 Analytical Row, London",
};
const education = {
  "Institution name": "University of London",
  Degree: "BSc",
  "Field of study": "Mathematics",
  "Start date": "09/2008",
  "End date": "06/2011",
  Achievements: "First-class honours\nPrize in logic",
};
const experiences: Record<string, string>[] = [
  {
    Company: "Analytical Engines Ltd",
    Role: "Lead Engineer",
    "Start date": "01/2015",
    "End date": "12/2019",
    "Company address": "London",
    "Key achievements": "Led a team of 8\nShipped the engine",
  },
  {
    Company: "Babbage & Co",
    Role: "Staff Engineer",
    "Start date": "01/2020",
    "Company address": "Cambridge",
    "Key achievements": "Designed the compiler",
  },
];
const project = {
  "Project name": "Difference Engine",
  Organization: "Royal Society",
  URL: "https://example.com/engine",
  "Start date": "03/2012",
  "End date": "04/2013",
  Technologies: "Brass, gears",
  Description: "A mechanical calculator.",
};
const certificate = {
  "Certificate name": "Certified Mathematician",
  "Issuing institution": "Royal Society",
  "Date issued": "05/2014",
  Description: "For the notes on the engine.",
};
const summary = {
  Summary: "Engineer who turns ideas into working machines.",
};
/** Skills are chips: each typed, then Enter; the last one typed and left without Enter. */
const skills = ["Mathematics", "Programming", "Leadership"];

test("goes through all 8 steps with keyboard and mouse; every value survives a reload", async ({ page }) => {
  test.setTimeout(90_000);
  const id = await signInWithResume(page, "wizard");
  await page.goto(`/app/resume/${id}/Wizard`);
  await expect(page).toHaveURL(new RegExp(`/app/resume/${id}/step/General$`));

  // First visit: the help, once.
  const help = page.getByRole("dialog", { name: "How the resume wizard works" });
  await expect(help).toBeVisible();
  await help.getByRole("button", { name: "Got it" }).click();
  await expect(help).toBeHidden();
  await expect(stepHeading(page, "General Information")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Contacts & Links" })).toBeVisible();
  await expectNoSeriousViolations(page, "General");

  // The required name turns red when left empty, and is not saved empty.
  const name = page.getByLabel("Resume name", { exact: true });
  await name.fill("");
  await name.blur();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(saveStatus(page)).toHaveText("Saved, except 1 field: Resume name in General");
  // Keyboard: type the name, then Tab through the next fields typing each.
  await name.focus();
  await page.keyboard.type(general["Resume name"]);
  for (const label of [
    "Full name",
    "Headline (printed under your name)",
    "Desired role",
    "Years of experience",
    "Hobbies",
    "Email",
    "Phone",
    "Address",
  ]) {
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(general[label as keyof typeof general]);
  }
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("resume-name")).toHaveText(general["Resume name"]);

  // Links: a row can be added only when every row is complete; an unsafe link is refused.
  const addLink = page.getByRole("button", { name: "Add link" });
  await addLink.click();
  await expect(addLink).toBeDisabled();
  await fillFields(group(page, "Link 1"), { Label: "Portfolio", Link: "https://ada.dev" });
  await addLink.click();
  await fillFields(group(page, "Link 2"), { Label: "GitHub", Link: "https://github.com/ada" });
  await addLink.click();
  await fillFields(group(page, "Link 3"), { Label: "Trick", Link: "javascript:alert(1)" });
  await expect(group(page, "Link 3").getByText(UNSAFE_LINK_MESSAGE)).toBeVisible();
  await expect(group(page, "Link 3").getByLabel("Link", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  const addLanguage = page.getByRole("button", { name: "Add language" });
  await addLanguage.click();
  await expect(addLanguage).toBeDisabled();
  await fillFields(group(page, "Language 1"), { Language: "English", Level: "Native" });
  await addLanguage.press("Enter");
  await page.keyboard.type("French");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Fluent");
  await expectSaved(page);

  await next(page, "Education");
  await page.getByRole("button", { name: "Add education" }).click();
  const edu = group(page, "Education 1");
  await fillFields(edu, { ...education, "Start date": "13/2008" });
  await expect(edu.getByText(DATE_MESSAGE)).toBeVisible();
  await expect(saveStatus(page)).toHaveText("Saved, except 1 field: Start date in Education 1");
  await edu.getByLabel("Start date").fill(education["Start date"]);
  await expect(edu.getByText(DATE_MESSAGE)).toBeHidden();
  await expectSaved(page);

  await next(page, "Experience");
  for (const [index, values] of experiences.entries()) {
    await page.getByRole("button", { name: "Add experience" }).click();
    await fillFields(group(page, `Experience ${index + 1}`), values);
  }
  const second = group(page, "Experience 2");
  await second.getByLabel("Still working here").check();
  await expect(second.getByLabel("End date")).toBeDisabled();

  await next(page, "Projects");
  await page.getByRole("button", { name: "Add project" }).click();
  await fillFields(group(page, "Project 1"), project);

  await next(page, "Certificates");
  await page.getByRole("button", { name: "Add certificate" }).click();
  await fillFields(group(page, "Certificate 1"), certificate);

  await next(page, "Summary");
  await fillFields(page, summary);
  const skillsInput = page.getByLabel("Skills", { exact: true });
  for (const skill of skills.slice(0, -1)) {
    await skillsInput.fill(skill);
    await skillsInput.press("Enter");
  }
  // A skill typed without Enter is saved too (it is a chip after the reload).
  await skillsInput.fill(skills.at(-1)!);

  await next(page, "Tailor");
  await expect(page.getByLabel("Desired role")).toHaveValue(general["Desired role"]);
  await page.getByLabel("Job posting (optional)").fill("We are hiring a Staff Engineer to build engines.");

  await next(page, "Custom Instructions For AI");
  await page.getByLabel("Custom instructions for AI").fill("Keep it to one page.");
  await page.getByRole("button", { name: "Finish" }).click();
  // A free user has no AI generations: the plans are offered.
  const paywall = page.getByRole("dialog", { name: "Your resume is ready" });
  await expect(paywall).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(paywall).toBeHidden();
  await expectSaved(page);

  // Reload: every value is back, the unsafe link is not.
  await page.goto(`/app/resume/${id}/step/General`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectFields(page, general);
  await expectFields(group(page, "Link 1"), { Label: "Portfolio", Link: "https://ada.dev" });
  await expectFields(group(page, "Link 2"), { Label: "GitHub", Link: "https://github.com/ada" });
  await expect(group(page, "Link 3")).toHaveCount(0);
  await expectFields(group(page, "Language 1"), { Language: "English", Level: "Native" });
  await expectFields(group(page, "Language 2"), { Language: "French", Level: "Fluent" });

  await goToStep(page, "Education", "Education");
  await expectFields(group(page, "Education 1"), education);
  await goToStep(page, "Experience", "Experience");
  await expectFields(group(page, "Experience 1"), experiences[0]!);
  await expectFields(group(page, "Experience 2"), experiences[1]!);
  await expect(group(page, "Experience 2").getByLabel("Still working here")).toBeChecked();
  await goToStep(page, "Project", "Projects");
  await expectFields(group(page, "Project 1"), project);
  await goToStep(page, "Certificate", "Certificates");
  await expectFields(group(page, "Certificate 1"), certificate);
  await goToStep(page, "Summary", "Summary");
  await expectFields(page, summary);
  await expect(page.getByTestId("skill-chip")).toHaveText(skills);
  await goToStep(page, "Tailor", "Tailor");
  await expect(page.getByLabel("Job posting (optional)")).toHaveValue(
    "We are hiring a Staff Engineer to build engines.",
  );
  await goToStep(page, "Finalize", "Custom Instructions For AI");
  await expect(page.getByLabel("Custom instructions for AI")).toHaveValue("Keep it to one page.");
});

test("reorders experiences by keyboard, buttons and drag; removes after a confirmation", async ({ page }) => {
  await skipHelp(page);
  // Tall enough that a dragged handle and its drop target are on screen together.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const id = await signInWithResume(page, "reorder");
  for (const company of ["Alpha", "Beta", "Gamma"]) {
    await addRowThroughApi(page, "experiences", id, { company });
  }
  await page.goto(`/app/resume/${id}/step/Experience`);
  const expectOrder = async (order: string[]) => {
    for (const [index, company] of order.entries()) {
      await expect(group(page, `Experience ${index + 1}`).getByLabel("Company", { exact: true })).toHaveValue(
        company,
      );
    }
    await expect(page.getByRole("group", { name: /^Experience \d$/ })).toHaveCount(order.length);
  };
  await expectOrder(["Alpha", "Beta", "Gamma"]);

  // Keyboard: arrow down on Alpha's handle; the move is announced and focus stays on it.
  await page.getByRole("button", { name: "Reorder Experience 1" }).focus();
  await page.keyboard.press("ArrowDown");
  await expectOrder(["Beta", "Alpha", "Gamma"]);
  await expect(page.getByTestId("experiences-announcer")).toHaveText(
    'Experience "Alpha" moved to position 2 of 3.',
  );
  await expect(page.getByRole("button", { name: "Reorder Experience 2" })).toBeFocused();
  await expectSaved(page);
  await page.reload();
  await expectOrder(["Beta", "Alpha", "Gamma"]);

  // Mouse: the Move up button, then drag Gamma's handle onto the first row.
  await page.getByRole("button", { name: "Move up Experience 2" }).click();
  await expectOrder(["Alpha", "Beta", "Gamma"]);
  await page
    .getByRole("button", { name: "Reorder Experience 3" })
    .dragTo(page.locator("li").filter({ has: group(page, "Experience 1") }));
  await expectOrder(["Gamma", "Alpha", "Beta"]);
  await expectSaved(page);
  await page.reload();
  await expectOrder(["Gamma", "Alpha", "Beta"]);

  // Removing asks first; Cancel keeps the row, Remove deletes it.
  await page.getByRole("button", { name: "Remove Experience 2" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this experience?" });
  await expect(confirm).toContainText('Experience "Alpha"');
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expectOrder(["Gamma", "Alpha", "Beta"]);
  await page.getByRole("button", { name: "Remove Experience 2" }).click();
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expectOrder(["Gamma", "Beta"]);
  await expectSaved(page);
  await page.reload();
  await expectOrder(["Gamma", "Beta"]);
});

test("leaving with unsaved changes asks first, for a link and for a reload", async ({ page }) => {
  await skipHelp(page);
  const id = await signInWithResume(page, "leave");
  await page.goto(`/app/resume/${id}/step/General`);
  await expectSaved(page);

  // Type, then leave at once through a link: the prompt appears.
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByRole("link", { name: "My resumes" }).click();
  const prompt = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Stay on this page" }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/step\/General$/);
  await expectSaved(page);
  // Moving between steps is not leaving: no prompt even right after typing.
  await page.getByLabel("Phone").fill("555-0100");
  await goToStep(page, "Summary", "Summary");
  await expect(prompt).toBeHidden();
  await expectSaved(page);
  // With everything saved, the link just goes.
  await page.getByRole("link", { name: "My resumes" }).click();
  await expect(page).toHaveURL(/\/app\/resume$/);

  // Closing or reloading the tab while a save is pending: the browser's own prompt.
  await page.goto(`/app/resume/${id}/step/General`);
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await expect(page.getByLabel("Phone")).toHaveValue("555-0100");
  const dialogs: string[] = [];
  page.once("dialog", async (dialog) => {
    dialogs.push(dialog.type());
    await dialog.dismiss();
  });
  await page.getByLabel("Address").fill("Arlington");
  await page.reload({ timeout: 1_000 }).catch(() => {});
  expect(dialogs).toEqual(["beforeunload"]);
  // The user stayed: the address is still there and gets saved.
  await expect(page.getByLabel("Address")).toHaveValue("Arlington");
  await expectSaved(page);
});

test("two tabs editing different fields of the same resume both keep their values", async ({
  page,
  context,
}) => {
  await skipHelp(page);
  const id = await signInWithResume(page, "tabs");
  const url = `/app/resume/${id}/step/General`;
  await page.goto(url);
  const other = await context.newPage();
  await other.goto(url);
  await expectSaved(page);
  await expectSaved(other);

  await page.getByLabel("Full name").fill("Tab One Name");
  await expectSaved(page);
  // The second tab still holds the old updated_at: its save meets 409, merges and retries.
  await other.getByLabel("Phone").fill("555-0199");
  await expectSaved(other);
  await expect(other.getByLabel("Full name")).toHaveValue("Tab One Name");

  for (const tab of [page, other]) {
    await tab.reload();
    await expect(tab.getByLabel("Full name")).toHaveValue("Tab One Name");
    await expect(tab.getByLabel("Phone")).toHaveValue("555-0199");
  }
});

test("offline or failing, a save says so and retries until it is saved", async ({ page, context }) => {
  await skipHelp(page);
  const id = await signInWithResume(page, "offline");
  await page.goto(`/app/resume/${id}/step/Summary`);
  await expectSaved(page);
  await context.setOffline(true);
  await page.getByLabel("Summary").fill("Written on a train.");
  await expect(saveStatus(page)).toHaveText("Offline - will retry");
  await context.setOffline(false);
  await expectSaved(page);
  await page.reload();
  await expect(page.getByLabel("Summary")).toHaveValue("Written on a train.");

  // The server fails once (a deploy, an overloaded database): the status says so, it retries.
  let failures = 0;
  await page.route("**/api/cv/update", async (route) => {
    if (failures++ > 0) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "Try again shortly." } }),
    });
  });
  // Skills are chips: typed, then Enter.
  await page.getByLabel("Skills", { exact: true }).fill("Patience");
  await page.getByLabel("Skills", { exact: true }).press("Enter");
  await expect(saveStatus(page)).toHaveText("Save failed - retrying");
  await expectSaved(page);
  expect(failures).toBe(2);
  await page.reload();
  await expect(page.getByTestId("skill-chip")).toHaveText(["Patience"]);
});

test("unknown steps are 404; a missing or foreign resume is not found", async ({ page }) => {
  await skipHelp(page);
  const id = await signInWithResume(page, "notfound");
  const response = await page.goto(`/app/resume/${id}/step/Hobbies`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Page Not Found: /app/resume/${id}/step/Hobbies`,
  );

  await page.goto("/app/resume/abc/step/General");
  await expect(page.getByRole("heading", { level: 1, name: "Resume not found" })).toBeVisible();
  await page.goto("/app/resume/999999999/step/General");
  await expect(page.getByRole("heading", { level: 1, name: "Resume not found" })).toBeVisible();
  await expectNoSeriousViolations(page, "resume not found");

  // /step alone has no layout and shows nothing further.
  await page.goto(`/app/resume/${id}/step`);
  await expect(page.getByRole("navigation", { name: "Wizard steps" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
});
