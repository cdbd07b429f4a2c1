import type { InputHTMLAttributes, ReactNode } from "react";

// A choice among a few rich options (designs, revisions): a radio group whose options are
// cards, so the arrow keys move between them like any other choice and the checked card is
// marked by its frame.

export function RadioCardGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function RadioCard({
  input,
  roomy = false,
  children,
}: {
  /** The radio's name, value, checked and onChange, and any labelling it needs. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">;
  /** More padding, for cards with text only (no picture). */
  roomy?: boolean;
  /** What the card shows beside the radio. */
  children: ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border border-grey-200 bg-white ${
        roomy ? "p-3" : "p-2"
      } hover:bg-grey-50 has-checked:border-primary-700 has-checked:bg-primary-50`}
    >
      <input type="radio" className="mt-1 accent-primary-700" {...input} />
      {children}
    </label>
  );
}
