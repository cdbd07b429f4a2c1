import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import mammoth from "mammoth";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { NURSE, nurseJsonResume } from "../fixtures/nurse-resume";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// Issue 34 point 5 in the browser, as the nurse of the issue would do it: her resume imported,
// her RN licence added in the wizard (number, board, issued, expires), "08/2019" picked as the
// date display in the Layout panel and seen in the preview (on Letter paper, as her Austin
// address says), and the Word file downloaded with the same licence, dates and header links.
// BILLING=off (the shared unlocked server) so the import and the Word download go through.

test.use({ baseURL: UNLOCKED_URL });

const origin = () => new URL(UNLOCKED_URL).origin;

/** The words of a PDF, page by page, and its first page's size in points (pdfjs-dist, as ATS parsers read it). */
async function pdfText(bytes: Buffer): Promise<{ text: string; size: number[] }> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const [x0, y0, x1, y1] = (await pdf.getPage(1)).view as number[];
  await task.destroy();
  return { text: pages.join(" ").replace(/\s+/g, " "), size: [Math.round(x1! - x0!), Math.round(y1! - y0!)] };
}

/**
 * Collects every preview PDF of the classic design the page is sent, newest last: the server's
 * answer is passed on to the page unchanged, and kept (Chromium keeps no body of a fetched blob).
 */
async function previewsOf(page: Page): Promise<Buffer[]> {
  const previews: Buffer[] = [];
  await page.route("**/api/pdf/preview", async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    const template = route.request().postDataJSON()?.template;
    if (response.status() === 200 && body.length > 0 && (!template || template === "classic"))
      previews.push(body);
    await route.fulfill({ response, body });
  });
  return previews;
}

async function signInWithNurseResume(page: Page): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("nurse"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const imported = await page.request.post("/api/cv/import", {
    headers: { Origin: origin() },
    data: { format: "json-resume", data: nurseJsonResume },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  return ((await imported.json()) as { id: number }).id;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a nurse adds her RN licence, prints dates as 08/2019 and downloads Word (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const id = await signInWithNurseResume(page);

    // The licence, in the wizard's Additional sections, typed as people write dates.
    await page.goto(`/app/resume/${id}/step/Certificate`);
    const extras = page.getByRole("region", { name: "Additional sections" });
    await extras.getByRole("button", { name: "Add licenses" }).click();
    const licences = extras.getByRole("group", { name: "Licenses", exact: true });
    await licences.getByLabel("License", { exact: true }).fill(NURSE.licence.title);
    await licences.getByLabel("Issued by (state or board)").fill(NURSE.licence.subtitle);
    await licences.getByLabel("License number").fill(NURSE.licence.number);
    await licences.getByLabel("Issued", { exact: true }).fill("Jun 2015");
    await licences.getByLabel("Expires").fill("June 2027");
    await expect(licences.getByText("Reads as June 2027")).toBeVisible();
    await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved", { timeout: 15_000 });
    if (viewport.width > 1000) {
      await licences.scrollIntoViewIfNeeded();
      // To look at (docs/screenshots/licence-editor.png is one): test-results/…/licence-editor.png.
      await page.screenshot({ path: test.info().outputPath("licence-editor.png") });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(page, `Certificate step with a licence at ${viewport.width} px`);
    const stored = await (await page.request.get(`/api/cv/item?id=${id}`)).json();
    expect(stored.sections).toEqual([
      {
        type: "licenses",
        title: "",
        entries: [expect.objectContaining({ ...NURSE.licence, url: "", description: "" })],
      },
    ]);

    // The design page: the paper follows her Austin address; dates are switched to 08/2019.
    const previews = await previewsOf(page);
    await page.goto(`/app/resume/${id}/Original`);
    const pageSize = page.getByLabel("Page size");
    await expect(pageSize.locator("option:checked")).toHaveText("By your address (Letter)");
    const dates = page.getByLabel("Dates");
    await expect(dates.locator("option:checked")).toHaveText("Aug 2019 (usual)");
    await expect.poll(() => previews.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const before = await pdfText(previews.at(-1) as Buffer);
    expect(before.text).toContain("Aug 2019 – Present");
    await dates.selectOption({ label: "08/2019" });
    await expect(page.getByTestId("layout-save-state")).toHaveText("Layout saved");

    // The preview the page draws now says 08/2019, prints the licence and is on Letter paper.
    await expect
      .poll(async () => (await pdfText(previews.at(-1) as Buffer)).text, { timeout: 30_000 })
      .toContain("08/2019 – Present");
    const after = await pdfText(previews.at(-1) as Buffer);
    expect(after.text).toContain("Texas Board of Nursing, License No. 884512");
    expect(after.text).toContain("Issued 06/2015, expires 06/2027");
    expect(after.text).toContain("www.linkedin.com/in/dana-whitfield-rn");
    expect(after.size).toEqual([612, 792]);
    await expect(page.getByTestId("preview-pages")).not.toHaveAttribute("aria-busy", "true", {
      timeout: 20_000,
    });
    if (viewport.width < 1000) {
      await page.getByRole("heading", { name: "Layout", level: 2 }).scrollIntoViewIfNeeded();
      await dates.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath("phone-layout-dates-paper.png") });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(page, `design page with dates and page size at ${viewport.width} px`);

    // The Word file carries the same licence, dates and header.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Word (.docx)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Dana_Whitfield_Resume.docx");
    const word = (await mammoth.extractRawText({ buffer: await readFile(await download.path()) })).value;
    const header = word.slice(0, word.indexOf("Summary"));
    for (const field of [NURSE.fullName, NURSE.headline, NURSE.email, NURSE.phone])
      expect(header).toContain(field);
    expect(header).toContain("www.linkedin.com/in/dana-whitfield-rn");
    expect(header).toContain("danawhitfield.net/informatics");
    expect(word).toContain("Texas Board of Nursing, License No. 884512 | Issued 06/2015, expires 06/2027");
    expect(word).toContain("08/2019 – Present");
    expect(word).not.toContain("Aug 2019");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
