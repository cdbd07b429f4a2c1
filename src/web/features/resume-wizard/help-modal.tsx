import { OnceHelpModal } from "../../components/once-help-modal";

// Spec §3: the wizard's one-time help modal, remembered under "cvHelpModalShown".

const HELP_SHOWN_KEY = "cvHelpModalShown";

export function HelpModal() {
  return (
    <OnceHelpModal shownKey={HELP_SHOWN_KEY} title="How the resume wizard works">
      <p>
        Eight short steps take you from your contact details to a finished resume: General, Education,
        Experience, Projects, Certificates, Summary, Tailor and Finalize.
      </p>
      <ul className="list-disc pl-5">
        <li>Everything you type is saved automatically; the status at the top tells you when.</li>
        <li>Move between steps with Back and Next, or jump to any step from the step list.</li>
        <li>
          Reorder entries by dragging their handle, with the arrow keys on it, or with Move up and Move down.
        </li>
        <li>
          Type dates as you would write them: Aug 2021, 08/2021 or 2021-08; the year alone (2021) when the
          month is not known. They are kept as 08/2021 or 2021. For a job you still have, tick "Still working
          here" or type Present.
        </li>
        <li>At the end, the AI polishes the wording and tailors your resume to the job you want.</li>
      </ul>
    </OnceHelpModal>
  );
}
