import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PAGE_TRANSITION_MS } from "../../../shared/ui-timing";

/**
 * Spec §9: a short fade when the page changes. The children are not remounted (layouts keep
 * their state); only an opacity animation runs when the path changes.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!pathname || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    ref.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_TRANSITION_MS,
      easing: "ease-out",
    });
  }, [pathname]);
  return <div ref={ref}>{children}</div>;
}
