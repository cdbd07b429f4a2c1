import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { corpusPosting, requireCorpus } from "../fixtures/corpus.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Issue 16 point 8: a cover letter in one screen. A corpus posting is pasted, its title and
// company are read into editable fields, "Write my letter" puts the letter below on the same
// screen, where it is edited (saved by itself), copied and downloaded as PDF and Word under the
// person's name; the posting became a saved job that the jobs list shows with its company, and
// a second letter picks that saved job. On a desktop and on a 360 px phone. Downloads need a
// paid plan: the shared BILLING=off server (servers.ts).

const hasCorpus = requireCorpus("the cover letter screen journey");

test.use({ baseURL: UNLOCKED_URL, permissions: ["clipboard-read", "clipboard-write"] });

interface LetterAnswer {
  id: number;
  name: string;
  job_id: number | null;
  job_title: string;
  company: string;
  content: string[];
}

const screens = [
  {
    label: "desktop",
    viewport: { width: 1280, height: 900 },
    posting: "frontend-engineer-react.txt",
    title: "Front-End Engineer (React / TypeScript)",
    company: "Brightpath Learning",
  },
  {
    label: "phone",
    viewport: { width: 360, height: 780 },
    posting: "executive-chef.txt",
    title: "Executive Chef - The Larkspur",
    company: "Copper Kettle Hospitality Group",
  },
];

async function startLetter(page: Page): Promise<number> {
  await page.goto("/app/cover-letter");
  await page.getByRole("button", { name: "New cover letter" }).click();
  await expect(page).toHaveURL(/\/app\/cover-letter\/\d+\/create$/);
  await expect(page.getByRole("heading", { name: "Write your cover letter", level: 1 })).toBeVisible();
  return Number(page.url().match(/cover-letter\/(\d+)\//)?.[1]);
}

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const screen of screens) {
  test(`${screen.label}: paste a posting, check what was read, write, edit, copy and download`, async ({
    page,
  }, testInfo) => {
    test.skip(!hasCorpus, "needs ../shared/corpus");
    test.setTimeout(180_000);
    await page.setViewportSize(screen.viewport);
    await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
    await page.goto("/auth");
    await signInWithMagicLink(page, uniqueEmail("letter-screen"));
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const imported = await page.request.post("/api/cv/import", {
      headers: { Origin: new URL(UNLOCKED_URL).origin },
      data: { format: "json-resume", data: JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8")) },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    const resume = (await imported.json()) as { id: number; name: string };
    const onServer = async (id: number) =>
      (await (await page.request.get(`/api/cover-letter/item?id=${id}`)).json()) as LetterAnswer;

    const letterId = await startLetter(page);
    // No name asked first: a resume is already chosen (the first); pick the imported one.
    const resumeSelect = page.getByLabel("Resume", { exact: true });
    await expect(resumeSelect).not.toHaveValue("");
    await resumeSelect.selectOption(String(resume.id));
    await expect(page.getByLabel("Version of the resume")).toHaveValue("");

    // Paste the posting: the title and company appear, editable.
    await page.getByLabel("Job posting").fill(corpusPosting(screen.posting));
    await expect(page.getByLabel("Job title")).toHaveValue(screen.title);
    await expect(page.getByLabel("Company")).toHaveValue(screen.company);
    await expect(page.getByText("Title and company read from the posting")).toBeVisible();
    await expectNoSeriousViolations(page, `letter screen before writing (${screen.label})`);
    await expectNoSideScroll(page, screen.viewport.width);
    await page.screenshot({
      path: testInfo.outputPath(`letter-screen-${screen.label}-before.png`),
      fullPage: true,
    });

    // Write: the letter appears below, on the same page, named after the job.
    await page.getByRole("button", { name: "Write my letter" }).click();
    const text = page.getByRole("textbox", { name: "Letter text" });
    await expect(text).toHaveValue(new RegExp(screen.company), { timeout: 60_000 });
    await expect(page).toHaveURL(new RegExp(`/app/cover-letter/${letterId}/create$`));
    const jobName = `${screen.title} at ${screen.company}`;
    await expect(page.getByLabel("Letter name")).toHaveValue(jobName);
    await expect(page.getByTestId("letter-name")).toHaveText(jobName);
    const written = await onServer(letterId);
    expect(written.name).toBe(jobName);
    expect(written.company).toBe(screen.company);
    expect(written.job_id).toEqual(expect.any(Number));

    // Edit: saved by itself ("Saved"), kept by the server.
    await text.fill(`${await text.inputValue()}\n\nP.S. Edited by hand.`);
    await expect(page.getByTestId("letter-save-status")).toHaveText("Saved");
    expect((await onServer(letterId)).content[0]).toContain("P.S. Edited by hand.");

    // Copy: the clipboard holds the edited letter, and the screen says so.
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Copied$/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("P.S. Edited by hand.");

    // Downloads, named after the person on the resume.
    let downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const pdf = await downloading;
    expect(pdf.suggestedFilename()).toBe("Richard_Hendriks_Cover_Letter.pdf");
    expect((await readFile(await pdf.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Word" }).click();
    const word = await downloading;
    expect(word.suggestedFilename()).toBe("Richard_Hendriks_Cover_Letter.docx");
    expect((await readFile(await word.path())).subarray(0, 2).toString("latin1")).toBe("PK");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectNoSeriousViolations(page, `letter screen with a letter (${screen.label})`);
    await expectNoSideScroll(page, screen.viewport.width);
    await page.screenshot({
      path: testInfo.outputPath(`letter-screen-${screen.label}-after.png`),
      fullPage: true,
    });

    // Rename it: the name is a field like any other.
    await page.getByLabel("Letter name").fill("My first letter");
    await page.getByLabel("Letter name").blur();
    await expect(page.getByTestId("letter-name")).toHaveText("My first letter");
    expect((await onServer(letterId)).name).toBe("My first letter");

    // The jobs list shows the posting's job with its company.
    await page.goto("/app/jobs");
    const job = page.getByRole("article", { name: screen.title });
    await expect(job).toContainText(screen.company);
    await expect(job).not.toContainText("Company not set");

    // A second letter for the saved job: picking it fills the title and company.
    const second = await startLetter(page);
    await page.getByRole("radio", { name: /A saved job/ }).check();
    await page.getByLabel("Resume", { exact: true }).selectOption(String(resume.id));
    await page.getByLabel("Saved job", { exact: true }).selectOption({ label: jobName });
    await expect(page.getByLabel("Job title")).toHaveValue(screen.title);
    await expect(page.getByLabel("Company")).toHaveValue(screen.company);
    await page.getByRole("button", { name: "Write my letter" }).click();
    await expect(page.getByRole("textbox", { name: "Letter text" })).toHaveValue(new RegExp(screen.company), {
      timeout: 60_000,
    });
    expect((await onServer(second)).job_id).toBe(written.job_id);
  });
}
