import { Link } from "react-router";
import { HeadedSection } from "../components/ui/headed-section";
import { FaqAccordion } from "../features/landing/faq-accordion";
import { faqItems } from "../features/landing/faq-items";
import { PricingSection } from "../features/pricing/pricing-section";
import { pageMeta } from "../lib/page-meta";
import { pageUrl } from "../lib/site-url.server";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/pricing";

// Sent without React to a visitor with no session: plain HTML and islands (docs/decisions/025).
export const handle = staticPage;

export function loader({ request }: Route.LoaderArgs) {
  return { url: pageUrl(request, "/pricing") };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Pricing",
    description:
      "Start free with one resume. Pay once for lifetime access (Basic or Pro), or subscribe to Premium for unlimited resumes and AI. 30-day money-back guarantee.",
    url: loaderData?.url,
  });

// The same plans as the landing's #pricing section, with the questions people ask about paying.
export default function Pricing() {
  const billingQuestions = faqItems.filter((item) => item.aboutPaying);
  return (
    <main>
      <div className="mx-auto max-w-5xl px-6 pt-8 text-center sm:pt-14">
        <h1 className="text-4xl font-bold tracking-tight text-grey-900">Pricing</h1>
      </div>
      <PricingSection title="Choose the plan that fits your search" />
      <HeadedSection
        headingId="pricing-faq-heading"
        heading="Questions about paying"
        className="mx-auto flex max-w-3xl flex-col gap-6 px-6 pb-20"
        headingClassName="text-2xl font-bold tracking-tight text-grey-900"
      >
        <FaqAccordion items={billingQuestions} />
        <p className="text-grey-700">
          More answers in the{" "}
          <Link to="/#faq" className="font-medium text-primary-700 underline underline-offset-2">
            full FAQ
          </Link>
          .
        </p>
      </HeadedSection>
    </main>
  );
}
