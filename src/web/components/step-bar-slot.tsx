import { createContext, type ReactNode, useContext } from "react";
import { createPortal } from "react-dom";

// A place at the end of the resume pages' sticky step bar (layouts/cv-create-layout.tsx) where a
// page puts a control that must stay in reach however far the page is scrolled: the phone's
// Preview button (issue 34). In the bar it covers nothing; floating over the page it covered
// whatever scrolled under it (an entry's Remove, Next).

export const StepBarSlot = createContext<HTMLElement | null>(null);

/** Renders `children` in the step bar, or nowhere outside the resume pages. */
export function InStepBar({ children }: { children: ReactNode }) {
  const slot = useContext(StepBarSlot);
  return slot ? createPortal(children, slot) : null;
}
