import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { IMPORT_REVIEW_KEY } from "../../src/web/lib/import-review-store.ts";
import { ID_POSTING, TEACHER_RESUME, TEACHER_TARGET, teacherText } from "../fixtures/career-changers.ts";
import { signInWithMagicLink, uniqueEmail } from "./helpers";
import { UNLOCKED_URL } from "./servers";

// The teacher's account and every screen of the app (phone-screens.spec.ts): one account per
// worker, made through the API on the shared BILLING=off server (servers.ts) so tailoring,
// letters and sharing all work, and each screen with its path and its main action.

type StorageState = Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;

export interface Seeded {
  resumeId: number;
  revisionId: number;
  letterId: number;
  /** A letter with nothing written yet. */
  newLetterId: number;
  slug: string;
  /** A pasted resume read into a draft, for the import review. */
  draft: unknown;
}

interface Account {
  storageState: StorageState;
  ids: Seeded;
}

const LETTER_NAME = "Brightpath Learning letter";

async function send<T>(page: Page, method: "post" | "patch", path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request[method](path, { headers: { Origin: origin }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The teacher: her resume with a target and a posting, a tailored revision, letters, a share link. */
async function seed(page: Page): Promise<Seeded> {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("phone-teacher"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const resume = await send<{ id: number }>(page, "post", "/api/cv/import", {
    format: "json-resume",
    data: TEACHER_RESUME,
  });
  const item = await (await page.request.get(`/api/cv/item?id=${resume.id}`)).json();
  await send(page, "patch", "/api/cv/update", {
    id: resume.id,
    updated_at: item.updated_at,
    desired_role: TEACHER_TARGET,
    job_posting: ID_POSTING.description,
  });
  const job = await send<{ id: number }>(page, "post", "/api/jobs", ID_POSTING);
  const revision = await send<{ id: number }>(page, "post", "/api/cv/generate", {
    id: resume.id,
    jobId: job.id,
  });
  const letter = await send<{ id: number }>(page, "post", "/api/cover-letter/create", {
    name: LETTER_NAME,
    resume_id: resume.id,
    job_id: job.id,
  });
  await send(page, "post", "/api/cover-letter/generate", { id: letter.id });
  const newLetter = await send<{ id: number }>(page, "post", "/api/cover-letter/create", {
    name: "New letter",
    resume_id: resume.id,
  });
  const slug = `maya-okafor-${Date.now().toString(36)}`;
  await send(page, "post", "/api/share-links", { resumeId: resume.id, template: "classic", slug });
  const draft = await send(page, "post", "/api/cv/import/read", { text: teacherText() });
  return {
    resumeId: resume.id,
    revisionId: revision.id,
    letterId: letter.id,
    newLetterId: newLetter.id,
    slug,
    draft,
  };
}

export const test = base.extend<object, { account: Account }>({
  account: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: UNLOCKED_URL });
      const page = await context.newPage();
      const ids = await seed(page);
      const storageState = await context.storageState();
      await context.close();
      await use({ storageState, ids });
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: UNLOCKED_URL,
});

export interface Screen {
  name: string;
  path: (ids: Seeded) => string;
  /** The level-1 heading once loaded. */
  heading: string | RegExp;
  /** What the person came to this screen to do. */
  main: (page: Page) => Locator;
  /** A visitor's page: opened signed out. */
  signedOut?: boolean;
  /** Before the page opens (the import review reads its draft from this tab's storage). */
  before?: (page: Page, ids: Seeded) => Promise<void>;
}

const button = (name: string | RegExp) => (page: Page) => page.getByRole("button", { name }).first();
const link = (name: string | RegExp) => (page: Page) => page.getByRole("link", { name }).first();
const field = (name: string | RegExp) => (page: Page) => page.getByLabel(name, { exact: true }).first();
const firstField = (page: Page) => page.locator("main").getByRole("textbox").first();
const submit = (page: Page) => page.locator('main form button[type="submit"]').first();

const wizard = (step: string, heading: string, main: (page: Page) => Locator): Screen => ({
  name: `wizard ${step}`,
  path: (ids) => `/app/resume/${ids.resumeId}/step/${step}`,
  heading,
  main,
});

/** Puts the read draft in this tab as if the teacher had just pasted her resume. */
async function holdDraft(page: Page, ids: Seeded) {
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  await page.goto("/app/resume");
  await page.evaluate(
    ({ key, draft, userId }) =>
      sessionStorage.setItem(
        key,
        JSON.stringify({ ...(draft as object), fileName: "Maya Okafor resume.txt", userId }),
      ),
    { key: IMPORT_REVIEW_KEY, draft: ids.draft, userId: session.user.id },
  );
}

export const screens: Screen[] = [
  {
    name: "landing",
    path: () => "/",
    heading: /^Resumes and cover letters/,
    main: link("Upload your resume"),
    signedOut: true,
  },
  { name: "sign in", path: () => "/auth?view=sign_in", heading: /\S/, main: submit, signedOut: true },
  { name: "sign up", path: () => "/auth?view=sign_up", heading: /\S/, main: submit, signedOut: true },
  { name: "magic link", path: () => "/auth", heading: /\S/, main: submit, signedOut: true },
  {
    name: "pricing",
    path: () => "/pricing",
    heading: "Pricing",
    // The first plan's own button: choosing a plan is what the page is for.
    main: (page) => page.getByRole("article", { name: /plan$/ }).first().locator("a[href], button").last(),
    signedOut: true,
  },
  {
    name: "public share page",
    path: (ids) => `/r/${ids.slug}`,
    heading: "Maya Okafor",
    main: link("Download PDF"),
    signedOut: true,
  },
  {
    name: "dashboard",
    path: () => "/app/dashboard",
    heading: /^Welcome/,
    main: (page) => page.getByRole("region", { name: "Next step" }).getByRole("link").first(),
  },
  { name: "resume list", path: () => "/app/resume", heading: "Resumes", main: link(/^Edit|^Open/) },
  {
    name: "import review",
    path: () => "/app/resume/import",
    heading: "Review your imported resume",
    main: button("Create resume"),
    before: holdDraft,
  },
  wizard("General", "General Information", field("Full name")),
  // Two entries each: they open collapsed, a summary line with a button that opens them.
  wizard("Education", "Education", button(/^Education 1/)),
  wizard("Experience", "Experience", button(/^Experience 1/)),
  wizard("Project", "Projects", firstField),
  wizard("Certificate", "Certificates", firstField),
  wizard("Summary", "Summary", firstField),
  wizard("Tailor", "Tailor", firstField),
  wizard("Finalize", "Custom Instructions For AI", firstField),
  {
    name: "design",
    path: (ids) => `/app/resume/${ids.resumeId}/Original`,
    heading: "Resume Design",
    main: button(/^Download PDF/),
  },
  {
    name: "tailored",
    path: (ids) => `/app/resume/${ids.resumeId}/Tailored?revision=${ids.revisionId}`,
    heading: "Tailored resume",
    main: (page) =>
      page
        .getByRole("link", { name: "Use in design" })
        .or(page.getByRole("button", { name: "Use in design" }))
        .first(),
  },
  {
    name: "cover letters",
    path: () => "/app/cover-letter",
    heading: "Cover letters",
    main: button("New cover letter"),
  },
  // A letter not written yet is a form: its first choice leads. A written one is the letter.
  {
    name: "new cover letter",
    path: (ids) => `/app/cover-letter/${ids.newLetterId}/create`,
    heading: "Write your cover letter",
    main: field("Resume"),
  },
  {
    name: "cover letter editor",
    path: (ids) => `/app/cover-letter/${ids.letterId}/tailored`,
    heading: "Write your cover letter",
    main: field("Letter text"),
  },
  {
    name: "resume's cover letter",
    path: (ids) => `/app/resume/${ids.resumeId}/cover-letter/${ids.letterId}`,
    heading: LETTER_NAME,
    main: field("Letter text"),
  },
  { name: "jobs", path: () => "/app/jobs", heading: "Jobs", main: button(/^Add( a)? job/) },
  { name: "settings", path: () => "/app/settings", heading: "Account", main: firstField },
];
