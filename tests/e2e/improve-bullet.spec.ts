import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signInWithMagicLink, uniqueEmail } from "./helpers";

// "Improve bullets" in the wizard (issue 14), in a real browser against the real server and
// the offline writer: a suggestion accepted into the field is autosaved, Undo puts the old line
// back (and that is saved too), all with the keyboard focus where a keyboard user needs it.

const origin = () => new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
const saveStatus = (page: Page) => page.getByRole("status", { name: "Save status" });

const weak =
  "- Responsible for managing the front desk and various guest requests\n- Cut check-in time from 9 to 4 minutes";

/** A new user with their free resume holding one ended role with `responsibilities`. */
async function userWithRole(page: Page, prefix: string): Promise<number> {
  await page.addInitScript(() => window.localStorage.setItem("cvHelpModalShown", "true"));
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail(prefix));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  const id = resume?.id ?? 0;
  const created = await page.request.post("/api/entity", {
    headers: { Origin: origin() },
    data: {
      type: "experiences",
      resume_id: id,
      company: "Harbour Hotel",
      role: "Front desk agent",
      start_date: "03/2019",
      end_date: "06/2022",
      responsibilities: weak,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return id;
}

test("improve a bullet, accept it into the field, undo it; both are saved", async ({ page }) => {
  const id = await userWithRole(page, "improve");
  await page.goto(`/app/resume/${id}/step/Experience`);
  const field = page.getByLabel("Key achievements", { exact: true });
  await expect(field).toHaveValue(weak);

  await page.getByRole("button", { name: "Improve bullets of Key achievements" }).click();
  const panel = page.getByRole("region", { name: "Suggestions for Key achievements" });
  await expect(panel.getByRole("heading", { name: "Suggestions for Key achievements" })).toBeFocused();
  await expect(panel.getByText("Managed the front desk and various guest requests.")).toBeVisible();
  await expect(panel.getByText('Cuts filler that says nothing: "various".')).toBeVisible();
  await expect(panel.getByText("Add a number: how many, how much, how fast?")).toBeVisible();
  await expect(panel.getByText("1 other line reads well.")).toBeVisible();

  await panel.getByRole("button", { name: "Accept suggestion 2 for line 1" }).click();
  const accepted = "- Managed the front desk and guest requests.\n- Cut check-in time from 9 to 4 minutes";
  await expect(field).toHaveValue(accepted);
  await expect(panel.getByRole("button", { name: "Undo line 1" })).toBeFocused();
  await expect(saveStatus(page)).toHaveText("Saved");
  await expectNoSeriousViolations(page, "Improve suggestions");

  await page.keyboard.press("Enter"); // Undo, from the keyboard
  await expect(field).toHaveValue(weak);
  await expect(panel.getByRole("button", { name: "Accept suggestion 1 for line 1" })).toBeFocused();
  await expect(saveStatus(page)).toHaveText("Saved");

  await page.reload();
  await expect(page.getByLabel("Key achievements", { exact: true })).toHaveValue(weak);
});

test("an accepted suggestion survives a reload; Edit puts one in the field selected", async ({ page }) => {
  const id = await userWithRole(page, "improve-keep");
  await page.goto(`/app/resume/${id}/step/Experience`);
  const field = page.getByLabel("Key achievements", { exact: true });
  await page.getByRole("button", { name: "Improve bullets of Key achievements" }).click();
  const panel = page.getByRole("region", { name: "Suggestions for Key achievements" });

  await panel.getByRole("button", { name: "Edit suggestion 1 for line 1 in the field" }).click();
  await expect(field).toBeFocused();
  const selected = await field.evaluate((node: HTMLTextAreaElement) =>
    node.value.slice(node.selectionStart, node.selectionEnd),
  );
  expect(selected).toBe("Managed the front desk and various guest requests.");
  await page.keyboard.type("Managed the front desk for 120 rooms.");
  await expect(saveStatus(page)).toHaveText("Saved");

  await page.reload();
  await expect(page.getByLabel("Key achievements", { exact: true })).toHaveValue(
    "- Managed the front desk for 120 rooms.\n- Cut check-in time from 9 to 4 minutes",
  );
});

test("the panel at 1280 and 360 px (screenshots for review)", async ({ page }) => {
  const id = await userWithRole(page, "improve-look");
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.goto(`/app/resume/${id}/step/Experience`);
    await page.getByRole("button", { name: "Improve bullets of Key achievements" }).click();
    const panel = page.getByRole("region", { name: "Suggestions for Key achievements" });
    await expect(panel).toBeVisible();
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/i14/improve-${width}.png`, fullPage: false });
    await panel.getByRole("button", { name: "Accept suggestion 2 for line 1" }).click();
    await expect(saveStatus(page)).toHaveText("Saved");
    await page.screenshot({ path: `/tmp/i14/improve-${width}-accepted.png`, fullPage: false });
    await panel.getByRole("button", { name: "Undo line 1" }).click();
    await expect(saveStatus(page)).toHaveText("Saved");
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/resume/${id}/step/Summary`);
  await page
    .getByLabel("Summary", { exact: true })
    .fill(
      "I am a very friendly front desk agent. I successfully handled guest requests in order to keep guests happy.",
    );
  await page.getByRole("button", { name: "Improve summary" }).click();
  const summaryPanel = page.getByRole("region", { name: "Suggestions for Summary" });
  await expect(summaryPanel.getByText("I am a friendly front desk agent.")).toBeVisible();
  await summaryPanel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/i14/improve-summary-1280.png", fullPage: false });
});
