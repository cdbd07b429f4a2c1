import { wizardSteps } from "../../../shared/wizard-steps";

const steps = [
  {
    title: "Upload your resume, or start from scratch",
    body: `Upload a PDF, a Word document, your LinkedIn data export or a JSON Resume, and check what we read before it is saved. Or fill in a guided wizard of ${wizardSteps.length} short steps; it saves as you type.`,
  },
  {
    title: "Tailor it with AI",
    body: "Paste a job posting or name the role you want. The AI rewrites your wording for it and shows how well the result covers the posting's keywords; anything it adds that you did not write is flagged and put back.",
  },
  {
    title: "Pick a design",
    body: "Choose a design, an accent colour, a font and A4 or Letter, and see the live preview of every page.",
  },
  {
    title: "Download and apply",
    body: "Download a PDF or DOCX, or copy plain text for application forms. Write a matching cover letter from the same resume and job.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-6">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-grey-900">
          How it works
        </h2>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-xl border border-grey-200 p-6">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-grey-900">{step.title}</h3>
              <p className="text-grey-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
