import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

/** A fresh address per test, so specs never share users or mail. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${randomBytes(6).toString("hex")}@example.com`;
}

/** A password the app's policy accepts. */
export const STRONG_PASSWORD = "Blue-Harbour-42";

/**
 * The newest mail to `email` on /dev/outbox (optionally whose subject contains `subject`),
 * waiting for it to arrive: the page lists mail newest first.
 */
export async function findMail(page: Page, email: string, subject?: string | RegExp): Promise<Locator> {
  let mail = page.locator("article").filter({ has: page.locator(".to", { hasText: email }) });
  if (subject) mail = mail.filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return mail.first();
}

/** Opens the outbox, finds the mail and clicks its "Open link", as a person reading it would. */
export async function openMailLink(page: Page, email: string, subject?: string | RegExp): Promise<void> {
  const mail = await findMail(page, email, subject);
  await mail.getByRole("link", { name: "Open link" }).click();
}

/** The 6-digit one-time code of the newest code mail to `email`. */
export async function readOneTimeCode(page: Page, email: string): Promise<string> {
  const mail = await findMail(page, email, /one-time code/);
  const text = (await mail.locator("pre").textContent()) ?? "";
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail: ${text}`);
  return code;
}

/** Goes to the sign_in hub of the widget from the default magic_link view, via the link. */
export async function openSignInView(page: Page): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
}

/** Signs a new or existing user in through the magic-link view and the mailed link. */
export async function signInWithMagicLink(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Check your email for the magic link" }),
  ).toBeVisible();
  await openMailLink(page, email, "Your sign-in link");
}

/** The dashboard of a signed-in user, once its data has loaded. */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
  // The free plan's one resume is the one created for the user when the dashboard lists their
  // resumes, so a free user has none left to create.
  await expect(page.getByTestId("Resumes left")).toHaveText("0");
}

/** Fills every part the dashboard's next step looks at, through the API (its next step is then tailoring). */
export async function completeResume(page: Page, id: number) {
  const headers = { Origin: new URL(page.url()).origin };
  const item = await (await page.request.get(`/api/cv/item?id=${id}`)).json();
  const update = await page.request.patch("/api/cv/update", {
    headers,
    data: {
      id,
      updated_at: item.updated_at,
      full_name: "Daniela Ortiz",
      email: "daniela@example.com",
      summary: "Registered nurse moving into clinical informatics.",
      skills: [{ name: "Clinical", keywords: ["Triage", "Epic EHR"] }],
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  for (const [type, fields] of [
    ["experiences", { company: "Lakeshore Regional", role: "Registered Nurse" }],
    ["educations", { institution_name: "State University", degree: "BSN" }],
  ] as const) {
    const row = await page.request.post("/api/entity", { headers, data: { type, resume_id: id, ...fields } });
    expect(row.status(), await row.text()).toBe(201);
  }
}

/** Creates and confirms a password account through the API (for specs about other flows). */
export async function createConfirmedUser(page: Page, email: string, password: string): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
  // State-changing auth requests need our Origin, as a browser would send it.
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { Origin: origin },
    data: { email, password, name: email.split("@")[0], callbackURL: "/auth/finish" },
  });
  expect(response.status(), await response.text()).toBe(200);
  await openMailLink(page, email, "Confirm your email");
  await expectDashboard(page);
}

export type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/**
 * What axe checks: WCAG 2.0, 2.1 and 2.2 A and AA (labels, names, contrast, target size...)
 * and axe's best practices (landmarks, heading order).
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page; fails on serious or critical findings and prints them. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<AxeResults> {
  // The app fades a new page in (root.tsx, 100 ms): judge the colours a reader sees after it,
  // not a frame of the fade.
  // (Endless ones, such as a loading pulse, are left running; a cancelled one counts as over.)
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const { violations } = results;
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")} - ${n.failureSummary ?? ""}`).join("\n"),
    )
    .join("\n");
  expect(serious, `${label}:\n${report}`).toEqual([]);
  return results;
}
