// Page addresses more than one feature links to (spec §2), written once.

/** One step of the resume wizard, e.g. /app/resume/7/step/General. */
export const stepPath = (resumeId: number | string, step: string) => `/app/resume/${resumeId}/step/${step}`;

/** Where a resume's Tailored revisions are shown (spec §2: /app/resume/{id}/Tailored). */
export const tailoredPath = (resumeId: number) => `/app/resume/${resumeId}/Tailored`;

/**
 * The upload of a resume the user has, then the review of what was read from it, before it is
 * created (features/resume-import): "Upload your resume" everywhere leads here.
 */
export const IMPORT_REVIEW_PATH = "/app/resume/import";

/** The design page's Layout panel: section order, margins, "Fit to one page" (features/resume-design). */
export const layoutPath = (resumeId: number) => `/app/resume/${resumeId}/Original#layout`;

/** `/auth?view=magic_link&intent=sign_up`: the magic-link view opened to make an account, titled so. */
export const SIGN_UP_INTENT = "sign_up";

/**
 * Where a "Sign up with a magic link" or "Sign up with a password" link leads (features/auth
 * titles each page with those words), returning to `next` once the account exists.
 */
export function signUpPath(way: "magic_link" | "password", next?: string): string {
  const view = way === "password" ? "view=sign_up" : `view=magic_link&intent=${SIGN_UP_INTENT}`;
  return next ? `/auth?${view}&next=${encodeURIComponent(next)}` : `/auth?${view}`;
}
