import { expect, type Page, test } from "@playwright/test";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Issue 12 in the browser: an imported resume lands in the wizard with its import report, its
// skill groups and its extra sections (awards, publications, volunteering, references) are
// there to edit, and what the user changes is saved. The import needs a resume left, so this
// file runs on the shared BILLING=off server (servers.ts).

test.use({ baseURL: UNLOCKED_URL });

const origin = () => new URL(UNLOCKED_URL).origin;
const expectSaved = (page: Page) =>
  expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");

async function stored(page: Page, id: number) {
  const response = await page.request.get(`/api/cv/item?id=${id}`, { headers: { Origin: origin() } });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    skills: { name: string; keywords: string[] }[];
    sections: { type: string; title: string; entries: { title: string; start_date: string }[] }[];
  };
}

test("an imported resume opens in the wizard with its report, skill groups and extra sections", async ({
  page,
}) => {
  // A whole journey (import, three skill groups, four extra sections and a fifth, axe twice):
  // about 18 s alone, past the default 30 s beside another worker on two cores.
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("groups"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto("/app/resume");
  await page.getByLabel("Import a resume file").setInputFiles(JSON_RESUME_SAMPLE);
  const notice = page.getByRole("status").filter({ hasText: "Imported Richard Hendriks" });
  await expect(notice).toContainText("6 skills in 2 groups");
  await notice.getByRole("link", { name: "Open it" }).click();

  // The wizard shows what came in.
  await expect(page).toHaveURL(/\/app\/resume\/\d+\/step\/General$/);
  const id = Number(page.url().match(/\/resume\/(\d+)\//)?.[1]);
  await expect(page.getByRole("region", { name: "Import report" })).toContainText(
    "1 publication, 1 reference",
  );

  // Skills: the file's two groups, each a name and its skills as chips; rename one, add a third.
  await page.goto(`/app/resume/${id}/step/Summary`);
  const groups = page.getByRole("group", { name: /^Skill group \d+$/ });
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0).getByLabel("Group name")).toHaveValue("Web Development");
  await expect(groups.nth(0).getByTestId("skill-chip")).toHaveText(["HTML", "CSS", "Javascript"]);
  await groups.nth(0).getByLabel("Group name").fill("Web");
  await page.getByRole("button", { name: "Add skill group" }).click();
  await groups.nth(2).getByLabel("Group name").fill("Tools");
  const toolSkills = groups.nth(2).getByLabel("Skills", { exact: true });
  for (const skill of ["Git", "Docker", "Figma"]) {
    await toolSkills.fill(skill);
    await toolSkills.press("Enter");
  }
  await expect(groups.nth(2).getByTestId("skill-chip")).toHaveText(["Git", "Docker", "Figma"]);
  // Reorder: the new group goes first.
  await groups.nth(2).getByRole("button", { name: "Move up skill group 3" }).click();
  await groups.nth(1).getByRole("button", { name: "Move up skill group 2" }).click();
  await expectSaved(page);
  await expectNoSeriousViolations(page, "Summary step with skill groups");
  expect((await stored(page, id)).skills).toEqual([
    { name: "Tools", keywords: ["Git", "Docker", "Figma"] },
    { name: "Web", keywords: ["HTML", "CSS", "Javascript"] },
    { name: "Compression", keywords: ["Mpeg", "MP4", "GIF"] },
  ]);

  // Extra sections: the file's four, in order; add one of the user's own.
  await page.goto(`/app/resume/${id}/step/Certificate`);
  const extras = page.getByRole("region", { name: "Additional sections" });
  await expect(extras.getByRole("group", { name: "Awards", exact: true })).toBeVisible();
  const publications = extras.getByRole("group", { name: "Publications", exact: true });
  await expect(publications.getByLabel("Title", { exact: true })).toHaveValue(
    "Video compression for 3d media",
  );
  await expect(
    extras.getByRole("group", { name: "Volunteering", exact: true }).getByLabel("Role"),
  ).toHaveValue("Teacher");
  await expect(extras.getByRole("group", { name: "References", exact: true }).getByLabel("Name")).toHaveValue(
    "Erlich Bachman",
  );
  await extras.getByRole("button", { name: "Add your own section" }).click();
  const own = extras.getByRole("group", { name: "Additional information", exact: true });
  await own.getByLabel("Heading").fill("Patents");
  const patents = extras.getByRole("group", { name: "Patents", exact: true });
  await patents.getByLabel("Title", { exact: true }).fill("Middle-out compression");
  await patents.getByLabel("Start date").fill("13/2015");
  // A date that is no date is refused at the field with the forms that work; nothing invalid is saved.
  await expect(
    patents.getByText(
      "Write a month and year, such as Aug 2021, 08/2021 or 2021-08, or the year alone, such as 2021.",
    ),
  ).toBeVisible();
  // Typed as people write it, stored as MM/YYYY (decision 018).
  await patents.getByLabel("Start date").fill("March 2015");
  await expectSaved(page);
  // Scanned from the top: a control scrolled under the sticky step bar counts as "obscured" for
  // axe's target-size rule, though the user sees it whole once it is scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousViolations(page, "Certificate step with additional sections");
  const sections = (await stored(page, id)).sections;
  expect(sections.map((section) => section.type)).toEqual([
    "awards",
    "publications",
    "volunteering",
    "references",
    "custom",
  ]);
  expect(sections[4]).toMatchObject({
    title: "Patents",
    entries: [{ title: "Middle-out compression", start_date: "03/2015" }],
  });
});
