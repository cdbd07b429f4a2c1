import type { ResumeSummary } from "../../shared/contracts/resumes";
import { IMPORT_REVIEW_PATH, stepPath } from "./paths";

// "Build my resume" on the public pages: one click into the editor. A visitor becomes a guest
// (an anonymous session, spec §1: it can be upgraded later and keeps its work); listing the
// resumes creates the guest's free resume; the wizard opens on it. A signed-in account goes to
// its dashboard, which leads with its resumes and next step. The auth client and the resume API
// load on the click, so the public pages stay light.
// "Upload your resume" (issue 31) starts the same way and opens the upload instead: a guest can
// import (the read and the import need a session, not an account), so nobody is sent to sign up.

/** Where the link leads without script (before hydration): the same guest start, by hand. */
export const GUEST_START_FALLBACK = "/auth?view=anonymous_sign_in";

/** The upload's guest start by hand, coming back to the upload once signed in. */
export const GUEST_UPLOAD_FALLBACK = `${GUEST_START_FALLBACK}&next=${encodeURIComponent(IMPORT_REVIEW_PATH)}`;

export const GUEST_START_FAILED = "We could not start a guest session. Please try again.";

const newest = (resumes: ResumeSummary[]) =>
  resumes.reduce<ResumeSummary | undefined>(
    (best, resume) => (!best || resume.updated_at > best.updated_at ? resume : best),
    undefined,
  );

/** Signs a visitor in as a guest when needed; answers the page to open. */
export async function startBuilding(): Promise<string> {
  const user = await guestOrUser();
  if (!user.isAnonymous) return "/app/dashboard";
  const { resumeApi } = await import("./resume-api");
  const resume = newest(await resumeApi.list());
  return resume ? stepPath(resume.id, "General") : "/app/resume";
}

/** "Upload your resume": the upload page, for a guest (signed in as one first) or an account. */
export async function startUpload(): Promise<string> {
  await guestOrUser();
  return IMPORT_REVIEW_PATH;
}

async function guestOrUser(): Promise<{ isAnonymous?: boolean | null }> {
  const { authClient } = await import("./auth-client");
  const { data } = await authClient.getSession();
  if (data) return data.user;
  const { error } = await authClient.signIn.anonymous();
  if (error) throw new Error(error.message || GUEST_START_FAILED);
  return { isAnonymous: true };
}
