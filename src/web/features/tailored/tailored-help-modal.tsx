import { OnceHelpModal } from "../../components/once-help-modal";

// Spec §3: a one-time help modal for the Tailored view, remembered under
// "cvTailoredHelpModalShown". It waits until no other dialog is open (the wizard's own help
// modal opens on the same first visit), so the two never stack.

const TAILORED_HELP_SHOWN_KEY = "cvTailoredHelpModalShown";

export function TailoredHelpModal() {
  return (
    <OnceHelpModal shownKey={TAILORED_HELP_SHOWN_KEY} title="Your tailored resumes" afterOtherDialogs>
      <p>Each time the AI tailors your resume, it saves a new revision here. Your Original never changes.</p>
      <ul className="list-disc pl-5">
        <li>Pick a revision on the left to see it beside your Original.</li>
        <li>
          Added words are <span className="font-medium text-primary-800 underline">underlined in green</span>,
          removed words <span className="text-red-800 line-through">struck through in red</span>.
        </li>
        <li>
          With a job posting, the ATS score shows how many of its keywords your resume covers, before and
          after.
        </li>
        <li>The AI never invents employers, dates or numbers: where it tried, we kept your own wording.</li>
        <li>“Use in design” opens the design page with the revision selected, ready to download.</li>
      </ul>
    </OnceHelpModal>
  );
}
