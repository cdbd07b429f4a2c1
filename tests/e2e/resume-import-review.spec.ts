import { expect, test } from "@playwright/test";
import type { ReadDocumentAnswer } from "../../src/shared/resume-draft.ts";
import { expectNoSeriousViolations } from "./helpers";
import { createWithHeadline, job, openReviewOf, screenshot, signIn } from "./resume-import-helpers";
import { UNLOCKED_URL } from "./servers";

// The import review's fields (issues 15 and 31): what the reader was unsure of is marked, every
// line it put nowhere is placed or dropped (a web address among them kept as a link), and every
// field the draft holds is shown and reaches the resume (a project's bullets, technologies and
// organisation). The reads are made up, put in the tab as an upload would leave them.

test.use({ baseURL: UNLOCKED_URL });

/** A read as a reader unsure of some values would answer it: two marks, three lines put nowhere. */
const UNSURE_READ: ReadDocumentAnswer = {
  source: "pdf",
  reader: "offline",
  resume: {
    basics: {
      name: "Jonas Weller",
      label: "Site Reliability Engineer",
      email: "jonas.weller@example.com",
      phone: "555 0142",
    },
    work: [
      { name: "Tidewater Systems", position: "SRE", startDate: "2021-04", highlights: ["Cut paging by 40%"] },
      { name: "Lumen Grid", position: "Systems Administrator", startDate: "2017", endDate: "2021-03" },
    ],
    awards: [{ title: "On-call hero", date: "2022" }],
  },
  sourceText: "Jonas Weller\nSite Reliability Engineer\n...",
  lowConfidence: ["basics.phone", "work[1].startDate"],
  unplaced: ["Python, Terraform", "Mentored two junior engineers", "Page 1 of 2"],
};

test.describe("marks and lines put nowhere", () => {
  test("unsure values are marked, and each line put nowhere is placed or dropped", async ({ page }) => {
    await signIn(page, "import-unsure");
    await openReviewOf(page, UNSURE_READ, "jonas-weller.pdf");
    await expect(page.getByText("2 values are marked")).toBeVisible();
    await expect(page.getByRole("link", { name: "3 lines are not placed" })).toBeVisible();

    // A mark is words a screen reader says with the field, not a colour alone.
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/^Check this: we are not sure/);
    await expect(page.getByLabel("Email")).not.toHaveAccessibleDescription(/Check this/);
    await expect(job(page, 2).getByLabel("Start")).toHaveAccessibleDescription(/Check this/);
    // The awards the document had are shown, though not a section every resume has.
    await expect(page.getByRole("group", { name: "Award 1" }).getByLabel("Title")).toHaveValue(
      "On-call hero",
    );
    await expectNoSeriousViolations(page, "/app/resume/import with marks and lines to place");
    await screenshot(page, "unsure-1280");

    // Removing the first job: the mark moves up with the job it belongs to.
    await job(page, 1).getByRole("button", { name: "Remove Job 1" }).click();
    await expect(page.getByRole("status")).toHaveText("Removed job 1.");
    await expect(job(page, 1).getByLabel("Company")).toHaveValue("Lumen Grid");
    await expect(job(page, 1).getByLabel("Start")).toHaveAccessibleDescription(/Check this/);
    await expect(page.getByRole("heading", { name: "Experience", level: 2 })).toBeFocused();
    await job(page, 1).getByLabel("Start").fill("2017-09");

    const lines = page.getByRole("region", { name: "Not placed" }).getByRole("listitem");
    await expect(lines).toHaveCount(3);
    const place = async (text: string, option: string, button = "Place") => {
      const line = lines.filter({ hasText: text });
      await line.getByRole("combobox", { name: "Where this line goes" }).selectOption({ label: option });
      await line.getByRole("button", { name: button }).click();
      await expect(lines.filter({ hasText: text })).toHaveCount(0);
    };
    await place("Python, Terraform", "Skills");
    await expect(page.getByRole("status")).toHaveText('Placed "Python, Terraform".');
    // Focus stays in the list, on the next line's choice.
    await expect(lines.first().getByRole("combobox")).toBeFocused();
    await place("Mentored two junior engineers", "Bullet of job 1: Systems Administrator - Lumen Grid");
    await place("Page 1 of 2", "Drop this line", "Drop");
    await expect(page.getByText("Every line has a place.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not placed" })).toBeFocused();
    await expect(
      page.getByRole("group", { name: "Skill group 1" }).getByLabel("Skills, one per line"),
    ).toHaveValue("Python\nTerraform");
    await expect(job(page, 1).getByLabel("Bullets, one per line")).toHaveValue(
      "Mentored two junior engineers",
    );

    const id = await createWithHeadline(page, "Site reliability, edited in review");
    const saved = (await (await page.request.get(`/api/cv/item?id=${id}`)).json()) as {
      experiences: { company: string; start_date: string; responsibilities: string }[];
      skills: { keywords: string[] }[];
    };
    expect(saved.experiences).toHaveLength(1);
    expect(saved.experiences[0]).toMatchObject({ company: "Lumen Grid", start_date: "09/2017" });
    expect(saved.experiences[0]?.responsibilities).toContain("Mentored two junior engineers");
    expect(saved.skills.flatMap((group) => group.keywords)).toEqual(["Python", "Terraform"]);
  });
});

/** A read with a project in full and a web address the reader could not tie to a site. */
const PROJECT_READ: ReadDocumentAnswer = {
  source: "pdf",
  reader: "offline",
  resume: {
    basics: {
      name: "Nadia Okafor",
      label: "Backend Engineer",
      url: "https://nadia.dev",
      profiles: [{ network: "GitHub", username: "nokafor", url: "https://github.com/nokafor" }],
    },
    work: [{ name: "Harbor Labs", position: "Engineer", startDate: "2020-01" }],
    projects: [
      {
        name: "Tide scheduler",
        entity: "Open Source",
        description: "A job scheduler for small teams.",
        highlights: ["Scheduled 2 million jobs a day"],
        keywords: ["Go", "PostgreSQL"],
      },
    ],
  },
  sourceText: "Nadia Okafor\nBackend Engineer\n...",
  lowConfidence: [],
  unplaced: ["Talks: speakerdeck.com/nokafor", "Open-sourced in 2023", "References on request"],
};

test("a project's bullets and technologies are shown and kept; lines put nowhere become its bullets or a link", async ({
  page,
}) => {
  await signIn(page, "import-fields");
  await openReviewOf(page, PROJECT_READ, "nadia-okafor.pdf");

  const project = page.getByRole("group", { name: "Project 1" });
  await expect(project.getByLabel("Bullets, one per line")).toHaveValue("Scheduled 2 million jobs a day");
  await expect(project.getByLabel("Technologies, one per line")).toHaveValue("Go\nPostgreSQL");
  await expect(project.getByLabel("Organisation")).toHaveValue("Open Source");
  await project
    .getByLabel("Bullets, one per line")
    .fill("Scheduled 2 million jobs a day\nCut retries by half");
  await project.getByLabel("Technologies, one per line").fill("Go\nPostgreSQL\nRedis");

  // Only a line holding a web address offers the links.
  const lines = page.getByRole("region", { name: "Not placed" }).getByRole("listitem");
  const choice = (text: string) =>
    lines.filter({ hasText: text }).getByRole("combobox", { name: "Where this line goes" });
  await expect(choice("References on request").getByRole("option", { name: "Links" })).toHaveCount(0);
  await choice("Talks: speakerdeck.com/nokafor").selectOption({ label: "Links" });
  await lines.filter({ hasText: "Talks:" }).getByRole("button", { name: "Place" }).click();
  await choice("Open-sourced in 2023").selectOption({ label: "Bullet of project 1: Tide scheduler" });
  await lines.filter({ hasText: "Open-sourced" }).getByRole("button", { name: "Place" }).click();
  await expect(project.getByLabel("Bullets, one per line")).toHaveValue(
    "Scheduled 2 million jobs a day\nCut retries by half\nOpen-sourced in 2023",
  );
  const link = page.getByRole("group", { name: "Link 2" });
  await expect(link.getByLabel("Site")).toHaveValue("Talks");
  await expect(link.getByLabel("Address")).toHaveValue("https://speakerdeck.com/nokafor");
  await expectNoSeriousViolations(page, "/app/resume/import with a project and a link placed");
  await screenshot(page, "fields-1280");

  // A value past the resume's bound is named at its field before anything is sent.
  await project.getByLabel("Organisation").fill("Open Source ".repeat(20));
  await page.getByRole("button", { name: "Create resume" }).click();
  await expect(page.getByText("Project 1, Organisation: Use at most 200 characters.")).toBeVisible();
  await expect(project.getByLabel("Organisation")).toBeFocused();
  await project.getByLabel("Organisation").fill("Open Source");

  // The review sends the draft itself, not a JSON Resume.
  const sent = page.waitForRequest("**/api/cv/import/draft");
  const id = await createWithHeadline(page, "Backend engineer, reviewed");
  expect((await sent).postDataJSON()).toMatchObject({ basics: { name: "Nadia Okafor" } });
  const saved = (await (await page.request.get(`/api/cv/item?id=${id}`)).json()) as {
    links: { label: string; link: string }[];
    projects: { name: string; organization: string; description: string; technologies: string }[];
  };
  expect(saved.links).toEqual([
    { label: "Website", link: "https://nadia.dev" },
    { label: "GitHub", link: "https://github.com/nokafor" },
    { label: "Talks", link: "https://speakerdeck.com/nokafor" },
  ]);
  expect(saved.projects[0]).toMatchObject({
    name: "Tide scheduler",
    organization: "Open Source",
    technologies: "Go, PostgreSQL, Redis",
  });
  expect(saved.projects[0]?.description).toContain("Scheduled 2 million jobs a day");
  expect(saved.projects[0]?.description).toContain("Cut retries by half");
  expect(saved.projects[0]?.description).toContain("Open-sourced in 2023");
});
