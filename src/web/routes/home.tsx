import { ContactButton } from "../features/contact/contact-modal";
import { FaqSection } from "../features/landing/faq-section";
import { Hero } from "../features/landing/hero";
import { HowItWorks } from "../features/landing/how-it-works";
import { TemplateGallery } from "../features/landing/template-gallery";
import { TestimonialsSection } from "../features/landing/testimonials-section";
import { PricingSection } from "../features/pricing/pricing-section";
import { pageMeta } from "../lib/page-meta";
import { pageUrl } from "../lib/site-url.server";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/home";

// Sent without React to a visitor with no session: plain HTML and islands (docs/decisions/025).
export const handle = staticPage;

export function loader({ request }: Route.LoaderArgs) {
  return { url: pageUrl(request, "/") };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Resume Builder · AI resumes and cover letters tailored to the job",
    description:
      "Build a resume in guided steps, tailor it to a job posting with AI that never invents facts, pick one of several designs and download an ATS-friendly PDF.",
    url: loaderData?.url,
  });

// The landing page (spec §2): sections with the ids pricing and faq.
export default function Home() {
  return (
    <main>
      <Hero />
      <HowItWorks />
      <TemplateGallery />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection
        contact={
          <ContactButton className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800">
            Contact us
          </ContactButton>
        }
      />
    </main>
  );
}
