import { type RefObject, useEffect } from "react";
import { AUTOFOCUS_DELAY_MS } from "../../shared/ui-timing";

/**
 * Focuses the element 100 ms after it appears (spec §9), once dialogs and new rows have
 * painted; the native autofocus attribute fires too early inside them.
 */
export function useAutofocus(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => ref.current?.focus(), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ref, enabled]);
}
