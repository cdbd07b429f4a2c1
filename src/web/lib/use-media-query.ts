import { useSyncExternalStore } from "react";

// Whether a CSS media query matches, kept up to date: for the few layouts that differ in what
// they show (not only in how it is laid out) between a phone and a wide screen. The server,
// which knows no screen, renders the wide screen's case.

/** Tailwind's `lg` (64rem): from here the wizard's preview sits beside the form. */
export const WIDE_SCREEN = "(min-width: 64rem)";
/** Below Tailwind's `sm` (40rem): a phone. */
export const PHONE_SCREEN = "(max-width: 39.99rem)";

export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
