import { useEffect, useRef, useState } from "react";

// After a delete its row and Delete button are gone: focus goes to the page heading, once the
// modal has closed (the page behind a modal cannot take focus). The list pages share this.
export function useHeadingFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);
  return { headingRef, focusHeadingSoon: () => setFocusHeading(true) };
}
