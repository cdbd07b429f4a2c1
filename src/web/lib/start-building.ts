import type { ResumeSummary } from "../../shared/contracts/resumes";
import { stepPath } from "./paths";

// "Build my resume" on the public pages: one click into the editor. A visitor becomes a guest
// (an anonymous session, spec §1: it can be upgraded later and keeps its work); listing the
// resumes creates the guest's free resume; the wizard opens on it. A signed-in account goes to
// its dashboard, which leads with its resumes and next step. The auth client and the resume API
// load on the click, so the public pages stay light.

/** Where the link leads without script (before hydration): the same guest start, by hand. */
export const GUEST_START_FALLBACK = "/auth?view=anonymous_sign_in";

export const GUEST_START_FAILED = "We could not start a guest session. Please try again.";

const newest = (resumes: ResumeSummary[]) =>
  resumes.reduce<ResumeSummary | undefined>(
    (best, resume) => (!best || resume.updated_at > best.updated_at ? resume : best),
    undefined,
  );

/** Signs a visitor in as a guest when needed; answers the page to open. */
export async function startBuilding(): Promise<string> {
  const { authClient } = await import("./auth-client");
  const { data } = await authClient.getSession();
  if (data && !data.user.isAnonymous) return "/app/dashboard";
  if (!data) {
    const { error } = await authClient.signIn.anonymous();
    if (error) throw new Error(error.message || GUEST_START_FAILED);
  }
  const { resumeApi } = await import("./resume-api");
  const resume = newest(await resumeApi.list());
  return resume ? stepPath(resume.id, "General") : "/app/resume";
}
