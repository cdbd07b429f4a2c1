import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { TOOLTIP_OPEN_DELAY_MS } from "../../../shared/ui-timing";

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The control it describes; it gets aria-describedby. */
  children: (props: { "aria-describedby": string | undefined }) => ReactElement;
  /** Spec §5: tooltips open after a configurable delay. */
  openDelayMs?: number;
}

/** How an open tooltip looks (theme-island.ts builds the same one). */
export const TOOLTIP_CLASS =
  "absolute bottom-full left-1/2 z-40 mb-2 w-max max-w-xs -translate-x-1/2 rounded-md bg-grey-900 px-2 py-1 text-xs text-white shadow";

/** Opens on hover or keyboard focus after the delay; Escape, leaving or blur close it. */
export function Tooltip({ content, children, openDelayMs = TOOLTIP_OPEN_DELAY_MS }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), openDelayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus bubble from the wrapped control
    <span
      className="relative inline-flex"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children({ "aria-describedby": open ? id : undefined })}
      {open ? (
        <span role="tooltip" id={id} className={TOOLTIP_CLASS}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
