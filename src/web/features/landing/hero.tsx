import { designs } from "../../../shared/designs";
import { plans } from "../../../shared/plans";
import { wizardSteps } from "../../../shared/wizard-steps";
import { BuildResumeLink } from "../../components/build-resume-link";
import { useSessionUser } from "../../lib/use-session-user";

// Only claims we can stand behind (docs/decisions/008-honest-claims.md): no user counts, no
// "trained on N resumes", no promised minutes; the counts below are read from the product.
const HERO_HEADING = "Resumes and cover letters, tailored to the job you want";

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
          Enter your details once in {wizardSteps.length} guided steps. The AI sharpens the wording and
          tailors it to a job posting without inventing experience, then you pick a design and download a PDF
          that applicant tracking systems read as clean text.
        </p>
        <div className="flex flex-wrap gap-3">
          <BuildResumeLink className="inline-block rounded-lg bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800" />
          <a
            href="#how-heading"
            className="self-start rounded-lg border border-grey-300 bg-white px-5 py-3 font-medium text-grey-900 hover:bg-grey-50"
          >
            See how it works
          </a>
        </div>
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
