import { useState } from "react";
import { Button } from "../../components/ui/button";
import { PHONE_SCREEN, useMediaQuery } from "../../lib/use-media-query";
import type { LetterSetup } from "./use-letter-setup";

// On a phone, a letter already written opens on the letter (issue 34): what it was written
// from folds into one line with a button that opens it all again. The letter is what the person
// came back to read, edit, copy or download; the setup above it had pushed it a screen and a half
// down. A wider screen shows both at once, as before.

/**
 * Whether the setup is folded now, and how to open it. Only a letter written before the page
 * opened folds: one written here keeps its setup (and its "Your letter is written" notice) open.
 */
export function useSetupFold(written: boolean): { folded: boolean; open: () => void } {
  const phone = useMediaQuery(PHONE_SCREEN);
  const [opened, setOpened] = useState(!written);
  return { folded: phone && written && !opened, open: () => setOpened(true) };
}

export function FoldedSetup({ setup, onOpen }: { setup: LetterSetup; onOpen: () => void }) {
  return (
    <section
      aria-label="What the letter is written from"
      className="flex flex-col items-start gap-3 rounded-xl border border-grey-200 bg-white p-4"
    >
      <p className="text-sm text-grey-700">
        Written from <strong className="font-medium text-grey-900">{resumeOf(setup)}</strong> for{" "}
        <strong className="font-medium text-grey-900">{jobOf(setup)}</strong>.
      </p>
      <Button
        variant="secondary"
        className="w-auto! px-4"
        aria-expanded={false}
        onClick={() => {
          onOpen();
          // The choices (kept in the page, hidden) replace this button: the first takes the focus.
          requestAnimationFrame(() =>
            document
              .querySelector<HTMLElement>('section[aria-label="What the letter is written from"] select')
              ?.focus(),
          );
        }}
      >
        Change and write a new version
      </Button>
    </section>
  );
}

function resumeOf(setup: LetterSetup): string {
  if (setup.resumeId === null) return "the job alone";
  const resume =
    setup.resumes.state === "ready" ? setup.resumes.data.find((r) => r.id === setup.resumeId) : undefined;
  return resume?.name ?? "your resume";
}

function jobOf(setup: LetterSetup): string {
  const saved =
    setup.source === "saved" && setup.jobs.state === "ready"
      ? setup.jobs.data.find((job) => job.id === setup.jobId)
      : undefined;
  const title = setup.jobTitle.trim() || saved?.title || "";
  const company = setup.company.trim() || saved?.company || "";
  if (title && company) return `${title} at ${company}`;
  return title || company || "the job posting";
}
