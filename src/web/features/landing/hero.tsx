import { designs } from "../../../shared/designs";
import { plans } from "../../../shared/plans";
import { wizardSteps } from "../../../shared/wizard-steps";
import { BuildResumeLink } from "../../components/build-resume-link";
import { START_FROM_SCRATCH } from "../../components/start-choice";
import { useSessionUser } from "../../lib/use-session-user";

// Only claims we can stand behind (docs/decisions/008-honest-claims.md): no user counts, no
// "trained on N resumes", no promised minutes; the counts below are read from the product.
const HERO_HEADING = "Resumes and cover letters, tailored to the job you want";

// Full width on a phone, so both starts are easy to hit and line up; side by side from `sm`.
const cta = "block w-full rounded-lg px-5 py-3 text-center font-medium sm:inline-block sm:w-auto";

export function Hero() {
  const user = useSessionUser();
  const designCount = Object.keys(designs).length;
  const freeResumes = plans.free.cvs;
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-6 py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
          AI resume and cover-letter builder
        </p>
        <h1
          id="hero-heading"
          className="max-w-4xl text-4xl font-bold tracking-tight text-grey-900 sm:text-5xl"
        >
          {HERO_HEADING}
        </h1>
        <p className="max-w-2xl text-lg text-grey-700">
          Upload the resume you have, or enter your details in {wizardSteps.length} guided steps. The AI
          sharpens the wording and tailors it to a job posting without inventing experience, then you pick a
          design and download a PDF that applicant tracking systems read as clean text.
        </p>
        {/* Issue 31: a visitor with a resume already has it read in first; the wizard is the second choice. */}
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:items-start">
          <BuildResumeLink
            upload
            className={`${cta} border border-transparent bg-primary-700 text-white hover:bg-primary-800`}
          />
          <BuildResumeLink
            label={START_FROM_SCRATCH}
            className={`${cta} border border-grey-300 bg-white text-grey-900 hover:bg-grey-50`}
          />
        </div>
        <a
          href="#how-heading"
          className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
        >
          See how it works
        </a>
        {/* How guest work is kept matters to visitors and guests, not to someone with an account. */}
        {(!user || user.isAnonymous) && (
          <p className="text-sm text-grey-700">
            No sign-up to start: you work as a guest, and your resume comes with you when you create a free
            account.
          </p>
        )}
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-grey-700">
          <li>
            ✓ Free to start: {freeResumes === 1 ? "one resume" : `${freeResumes} resumes`}, no card needed
          </li>
          <li>✓ {designCount} ATS-friendly designs</li>
          <li>✓ Your facts stay yours: invented employers, dates or numbers are flagged and removed</li>
        </ul>
      </div>
    </section>
  );
}
