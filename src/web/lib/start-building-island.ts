// "Build my resume" on a page without React (docs/decisions/025): the same one click into the
// editor as start-building.ts, with plain fetches (the page has no auth client). A visitor
// becomes a guest, listing the resumes creates the guest's free resume, and the wizard opens
// on the newest; a signed-in account goes to its dashboard. "Upload your resume" (marked
// data-build-resume="upload") starts the guest the same way and opens the upload, for anyone.
// Self-contained (inline-script.ts).

export interface StartBuildingIslandOptions {
  busyLabel: string;
  uploadBusyLabel: string;
  guestFailed: string;
  failed: string;
  dashboard: string;
  resumes: string;
  /** The upload, then the review of what was read (features/resume-import). */
  upload: string;
  /** The wizard's first step, with `{id}` for the resume id. */
  firstStep: string;
  errorClass: string;
}

export function startBuildingIsland(options: StartBuildingIslandOptions): void {
  const json = async (response: Response) => {
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new Error(body?.error?.message ?? body?.message ?? options.failed);
    return body;
  };
  const destination = async (upload: boolean): Promise<string> => {
    const session = await json(await fetch("/api/auth/get-session", { credentials: "same-origin" }));
    if (session?.user && upload) return options.upload;
    if (session?.user && !session.user.isAnonymous) return options.dashboard;
    if (!session?.user) {
      const signIn = await fetch("/api/auth/sign-in/anonymous", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      if (!signIn.ok) {
        const body = await signIn.json().catch(() => null);
        throw new Error(body?.message || options.guestFailed);
      }
    }
    if (upload) return options.upload;
    const resumes = (await json(await fetch("/api/cv/list", { credentials: "same-origin" }))) as {
      id: number;
      updated_at: string;
    }[];
    const newest = resumes.reduce<(typeof resumes)[number] | undefined>(
      (best, resume) => (!best || resume.updated_at > best.updated_at ? resume : best),
      undefined,
    );
    return newest ? options.firstStep.replace("{id}", String(newest.id)) : options.resumes;
  };

  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-build-resume]")) {
    const label = link.textContent ?? "";
    const upload = link.dataset.buildResume === "upload";
    let starting = false;
    link.addEventListener("click", async (event) => {
      event.preventDefault();
      if (starting) return;
      starting = true;
      link.textContent = upload ? options.uploadBusyLabel : options.busyLabel;
      link.setAttribute("aria-busy", "true");
      link.parentElement?.querySelector('[role="alert"]')?.remove();
      try {
        window.location.assign(await destination(upload));
      } catch (caught) {
        const alert = document.createElement("span");
        alert.setAttribute("role", "alert");
        alert.className = options.errorClass;
        alert.textContent = caught instanceof Error && caught.message ? caught.message : options.failed;
        link.after(alert);
        starting = false;
        link.textContent = label;
        link.removeAttribute("aria-busy");
      }
    });
  }
}
