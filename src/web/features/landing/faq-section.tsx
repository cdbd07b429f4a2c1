import type { ReactNode } from "react";
import { FaqAccordion } from "./faq-accordion";
import { faqItems } from "./faq-items";

/** The #faq section; `contact` is a button that opens the contact modal. */
export function FaqSection({ contact }: { contact?: ReactNode }) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 py-20">
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-6">
        <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-grey-900">
          Frequently asked questions
        </h2>
        <FaqAccordion items={faqItems} />
        {contact ? <p className="text-grey-700">Still have a question? {contact}</p> : null}
      </div>
    </section>
  );
}
