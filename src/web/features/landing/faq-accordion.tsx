import { useId, useState } from "react";
import { Icon } from "../../components/ui/icon";
import type { FaqItem } from "./faq-items";

// Spec §2: one item open at a time, the first open at start. Each question is a button in a
// heading (the WAI-ARIA accordion pattern); opening one closes the other, pressing the open
// one closes it.
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();
  return (
    <div className="divide-y divide-grey-200 rounded-xl border border-grey-200">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-medium text-grey-900 hover:bg-grey-50"
              >
                <span>{item.question}</span>
                <Icon
                  path="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z"
                  className={`h-5 w-5 shrink-0 text-grey-600 transition-transform ${open ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            {/* No region role: with this many answers, landmarks would crowd screen-reader navigation. */}
            <div id={panelId} hidden={!open} className="px-5 pb-5 text-grey-700">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
