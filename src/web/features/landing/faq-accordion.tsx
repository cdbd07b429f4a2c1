import { useId } from "react";
import { Icon } from "../../components/ui/icon";
import type { FaqItem } from "./faq-items";

// Spec §2: one item open at a time, the first open at start. Exclusive <details> (one `name`
// for the group) do exactly that in the browser, with no script: opening one closes the
// other, pressing the open one closes it, and it works on pages sent without React.
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const group = useId();
  return (
    <div className="divide-y divide-grey-200 rounded-xl border border-grey-200">
      {items.map((item, index) => (
        <details key={item.question} name={group} open={index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-medium text-grey-900 hover:bg-grey-50 [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <Icon
              path="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z"
              className="h-5 w-5 shrink-0 text-grey-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-grey-700">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
