import { useId, useState } from "react";
import { StartChoice } from "../../components/start-choice";
import type { ResumeAutosave } from "../../lib/autosave/resume-autosave";
import { resumeCodecFor } from "../../lib/autosave/resume-codecs";
import { isBlankResume } from "../../lib/blank-resume";
import { focusControl } from "./field-jump";

// Issue 31: an empty resume (a new user's starter, as "Build my resume" opens it) first offers
// the upload of the resume the user has, which fills this one in, then the empty form. Decided
// when the step opens, so the card does not vanish under the first letter typed; "Start from
// scratch" puts it away for this resume while the tab lasts and goes to the first field.

const dismissedKey = (resumeId: number) => `starterChoiceDismissed:${resumeId}`;

function wasDismissed(resumeId: number): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(resumeId)) !== null;
  } catch {
    return false;
  }
}

function dismiss(resumeId: number) {
  try {
    window.sessionStorage.setItem(dismissedKey(resumeId), "1");
  } catch {
    // Storage blocked: the card comes back on the next visit to an empty resume, no harm.
  }
}

// In the form they are saved in: a list's editor shows an empty row to type in, which is not content.
const blank = (store: ResumeAutosave) =>
  isBlankResume(
    (field) => resumeCodecFor(field).toPayload(store.value(field)),
    (type) => store.rows(type).length,
    store.initialImageName,
  );

export function StarterChoice({ store }: { store: ResumeAutosave }) {
  const id = useId();
  const [shown, setShown] = useState(() => !wasDismissed(store.resumeId) && blank(store));
  if (!shown) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-primary-100 bg-primary-50 p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Have a resume already?
      </h2>
      <p className="text-grey-700">
        Upload it and we fill in these steps for you; you check what we read before it is saved. Or start from
        scratch and type it in.
      </p>
      <StartChoice
        onScratch={() => {
          dismiss(store.resumeId);
          setShown(false);
          requestAnimationFrame(() => {
            const field = document.querySelector<HTMLElement>('[data-save-field="full_name"]');
            const input = field?.matches("input") ? field : field?.querySelector<HTMLElement>("input");
            if (input) focusControl(input);
          });
        }}
      />
    </section>
  );
}
