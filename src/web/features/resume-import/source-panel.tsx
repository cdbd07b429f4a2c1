import { useEffect, useState } from "react";

// The document's text as read, beside the fields to check them against. On a wide screen it is
// open and stays in view while the fields scroll; on a phone it sits below them, closed until
// asked for, so the fields come first.

const WIDE = "(min-width: 1024px)";

export function SourcePanel({ text, from }: { text: string; from: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(window.matchMedia(WIDE).matches);
  }, []);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-grey-200 bg-grey-50 lg:sticky lg:top-4"
    >
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold">The text we read</summary>
      <p className="border-t border-grey-200 px-4 pt-3 text-sm text-grey-600">{from}</p>
      {/* Scrolls on its own, so it takes focus: keyboard users scroll it with the arrow keys. */}
      <section
        aria-label="The text we read"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[60vh] overflow-auto px-4 py-3 lg:max-h-[calc(100vh-9rem)]"
      >
        <pre className="font-sans text-sm break-words whitespace-pre-wrap text-grey-900">
          {text || "No text was found in the document."}
        </pre>
      </section>
    </details>
  );
}
