import { wizardSteps } from "../../src/shared/wizard-steps.ts";
import { authViews } from "../../src/web/features/auth/auth-copy";

// Every page the accessibility suite opens, each tied to the route id of src/web/routes.ts it
// renders: the suite fails when a route has no page here, so a new route cannot skip axe.

export const colorModes = ["light", "dark"] as const;
export type ColorMode = (typeof colorModes)[number];

/** The records the signed-in pages show, made once per worker (see accessibility-app.spec.ts). */
export interface SeededIds {
  resumeId: number;
  revisionId: number;
  letterId: number;
  letterName: string;
}

export interface A11yPage {
  /** The route id in src/web/routes.ts (the `___en` suffix left off). */
  routeId: string;
  /** Unique within the list; names the test. */
  name: string;
  path: string;
  /** The level-1 heading that shows once the page has loaded; null for a page with none. */
  heading: string | RegExp | null;
  /** Leaves a one-time help modal to open, so axe also reads the modal. */
  withHelpModal?: string;
}

const NESTED_POST_PATH = "/blog/resume/how-ats-read-resumes";

export const publicPages: A11yPage[] = [
  { routeId: "index", name: "home", path: "/", heading: /^Resumes and cover letters/ },
  { routeId: "pricing", name: "pricing", path: "/pricing", heading: "Pricing" },
  { routeId: "blog", name: "blog", path: "/blog", heading: "Blog" },
  { routeId: "blog-page-page", name: "blog page 2", path: "/blog/page/2", heading: "Blog" },
  {
    routeId: "blog-slug",
    name: "blog post with a two-segment slug",
    path: NESTED_POST_PATH,
    heading: "How applicant tracking systems actually read your resume",
  },
  {
    routeId: "legal-cookie-policy",
    name: "cookie policy",
    path: "/legal/cookie-policy",
    heading: "Cookie policy",
  },
  {
    routeId: "legal-privacy-policy",
    name: "privacy policy",
    path: "/legal/privacy-policy",
    heading: "Privacy policy",
  },
  {
    routeId: "legal-terms-of-use",
    name: "terms of use",
    path: "/legal/terms-of-use",
    heading: "Terms of use",
  },
  { routeId: "thank-you", name: "thank you", path: "/thank-you", heading: "Thank you for your purchase!" },
  {
    routeId: "free-tools-how-to-professionally-say",
    name: "free tool",
    path: "/free-tools/how-to-professionally-say",
    heading: "How to professionally say it",
  },
  ...authViews.map(
    (view): A11yPage => ({
      routeId: "auth",
      name: `auth ${view}`,
      path: `/auth?view=${view}`,
      heading: /\S/,
    }),
  ),
  // Signed out, the finishing page says the link has expired.
  { routeId: "auth-finish", name: "auth finish", path: "/auth/finish", heading: "Sign-in did not complete" },
  { routeId: "not-found", name: "404", path: "/no/such/page", heading: /^Page Not Found/ },
];

/** The signed-in pages, for one user's seeded resume, revision and cover letter. */
export function appPages(ids: SeededIds): A11yPage[] {
  const resume = `/app/resume/${ids.resumeId}`;
  const letter = `/app/cover-letter/${ids.letterId}`;
  return [
    { routeId: "app-dashboard", name: "dashboard", path: "/app/dashboard", heading: /^Welcome/ },
    { routeId: "app-resume", name: "resume list", path: "/app/resume", heading: "Resumes" },
    // With nothing read in this tab, the upload: the full review is audited in resume-import.spec.ts.
    {
      routeId: "app-resume-import",
      name: "import, the upload",
      path: "/app/resume/import",
      heading: "Upload your resume",
    },
    { routeId: "app-settings", name: "settings", path: "/app/settings", heading: "Account" },
    {
      routeId: "app-cover-letter",
      name: "cover letter list",
      path: "/app/cover-letter",
      heading: "Cover letters",
    },
    { routeId: "app-jobs", name: "jobs", path: "/app/jobs", heading: "Jobs" },
    // Spec §2: the bare step path renders nothing of its own.
    { routeId: "app-resume-id-step", name: "bare step path", path: `${resume}/step`, heading: null },
    // Redirects to the first step.
    {
      routeId: "app-resume-id-Wizard",
      name: "wizard start",
      path: `${resume}/Wizard`,
      heading: "General Information",
    },
    ...wizardSteps.map(
      ({ step, heading }): A11yPage => ({
        routeId: "app-resume-id-step-step",
        name: `wizard step ${step}`,
        path: `${resume}/step/${step}`,
        heading,
      }),
    ),
    {
      routeId: "app-resume-id-step-step",
      name: "wizard with its help modal",
      path: `${resume}/step/General`,
      heading: "General Information",
      withHelpModal: "cvHelpModalShown",
    },
    {
      routeId: "app-resume-id-Original",
      name: "design",
      path: `${resume}/Original`,
      heading: "Resume Design",
    },
    {
      routeId: "app-resume-id-Tailored",
      name: "tailored revision",
      path: `${resume}/Tailored?revision=${ids.revisionId}`,
      heading: "Tailored resume",
    },
    {
      routeId: "app-resume-id-Tailored",
      name: "tailored with its help modal",
      path: `${resume}/Tailored?revision=${ids.revisionId}`,
      heading: "Tailored resume",
      withHelpModal: "cvTailoredHelpModalShown",
    },
    {
      routeId: "app-resume-id-cover-letter",
      name: "resume's cover letters",
      path: `${resume}/cover-letter`,
      heading: "Cover letters",
    },
    {
      routeId: "app-resume-id-cover-letter-coverletterid",
      name: "resume's cover letter",
      path: `${resume}/cover-letter/${ids.letterId}`,
      heading: ids.letterName,
    },
    {
      routeId: "app-cover-letter-id-create",
      name: "cover letter screen at name",
      path: `${letter}/create`,
      heading: "Write your cover letter",
    },
    {
      routeId: "app-cover-letter-id-job",
      name: "cover letter screen at job",
      path: `${letter}/job`,
      heading: "Write your cover letter",
    },
    {
      routeId: "app-cover-letter-id-resume",
      name: "cover letter screen at resume",
      path: `${letter}/resume`,
      heading: "Write your cover letter",
    },
    {
      routeId: "app-cover-letter-id-tailored",
      name: "cover letter screen at text",
      path: `${letter}/tailored`,
      heading: "Write your cover letter",
    },
  ];
}

/** Every one-time help key, set before a page loads unless the page wants its modal. */
export const helpModalKeys = ["cvHelpModalShown", "cvTailoredHelpModalShown"];
