import { Link } from "react-router";
import { FeedbackForm } from "../features/contact/feedback-form";
import { pageMeta } from "../lib/page-meta";
import { pageUrl } from "../lib/site-url.server";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/thank-you";

// Sent without React to a visitor with no session: plain HTML and islands (docs/decisions/025).
export const handle = staticPage;

export function loader({ request }: Route.LoaderArgs) {
  return { url: pageUrl(request, "/thank-you") };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Thank you for your purchase",
    description: "Your plan is being activated. Tell us how we can make the resume builder better for you.",
    url: loaderData?.url,
    noindex: true,
  });

// Where the payment provider sends a buyer back (spec §2), with a feedback box.
export default function ThankYou() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-8 px-6 py-16">
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl font-bold tracking-tight text-grey-900">Thank you for your purchase!</h1>
        <p className="text-lg text-grey-700">
          Your plan is added to your account as soon as the payment provider confirms the payment, usually
          within a minute. Your receipt comes by email from the payment provider.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/app/dashboard"
            className="rounded-lg bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800"
          >
            Go to my dashboard
          </Link>
          <Link
            to="/app/resume"
            className="rounded-lg border border-grey-300 px-5 py-3 font-medium text-grey-900 hover:bg-grey-50"
          >
            My resumes
          </Link>
        </div>
      </header>
      <section
        aria-labelledby="feedback-heading"
        className="flex flex-col gap-4 rounded-xl border border-grey-200 p-6"
      >
        <h2 id="feedback-heading" className="text-2xl font-semibold text-grey-900">
          How was it?
        </h2>
        <p className="text-grey-700">
          We read every message. Tell us what worked, what was confusing, or what you wish the builder did.
        </p>
        <FeedbackForm messageLabel="Your feedback" submitLabel="Send feedback" />
      </section>
    </main>
  );
}
