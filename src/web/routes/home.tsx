import { Link } from "react-router";

export const meta = () => [
  { title: "Resume Builder · AI resumes and cover letters tailored to the job" },
  {
    name: "description",
    content:
      "Build a resume, tailor it to a job posting with AI, pick a design and download an ATS-friendly PDF.",
  },
];

// The landing page proper (pricing, FAQ, testimonials) comes with the public-site issue.
export default function Home() {
  return (
    <main className="mx-auto flex max-w-4xl flex-col items-start gap-6 px-6 py-20">
      <h1 className="text-4xl font-bold tracking-tight text-grey-900 sm:text-5xl">
        Resumes and cover letters, tailored to the job you want
      </h1>
      <p className="max-w-2xl text-lg text-grey-700">
        Enter your details once, let the AI sharpen the wording and match it to a job posting, then download a
        PDF that applicant-tracking systems read perfectly.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/auth"
          className="rounded-lg bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800"
        >
          Build my resume
        </Link>
        <Link
          to="/auth?view=anonymous_sign_in"
          className="rounded-lg border border-grey-300 px-5 py-3 font-medium hover:bg-grey-50"
        >
          Try it without an account
        </Link>
      </div>
    </main>
  );
}
