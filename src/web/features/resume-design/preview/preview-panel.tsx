import { useEffect, useId, useRef, useState } from "react";
import type { PdfRequest } from "../../../lib/resume-api";
import { PreviewPages } from "./preview-pages";
import { type DrawSize, usePdfPreview } from "./use-pdf-preview";
import type { ZoomChoice } from "./zoom";
import { ZoomControls } from "./zoom-controls";

// The resume as it will print, on the wizard (beside the form, or full screen on a phone) and on
// the design page: every page drawn by pdf.js for the size it is shown at (crisp at any zoom),
// zoomable from 50 % to 200 % or fitted to the panel's width. With `fill` the panel takes its
// parent's height and the pages scroll inside it (the wizard's sticky column, the dialog).

export function PreviewPanel({
  request,
  refresh,
  fill = false,
  showHeading = true,
}: {
  request: PdfRequest;
  /** Counts the saves: each new value asks the server again for the same design. */
  refresh: number;
  fill?: boolean;
  /** Off where a title already says "preview" (the phone's dialog). */
  showHeading?: boolean;
}) {
  const headingId = useId();
  const [choice, setChoice] = useState<ZoomChoice>({ kind: "fit" });
  const [scroller, fitWidth] = usePanelWidth();
  const size: DrawSize | null =
    choice.kind === "zoom" ? { zoom: choice.zoom } : fitWidth ? { cssWidth: fitWidth } : null;
  const { pages, total, shownKey, busy, error, retry } = usePdfPreview(request, refresh, size);
  const shown = shownKey ? (JSON.parse(shownKey) as PdfRequest) : undefined;
  const shownZoom = pages?.[0] ? Number(pages[0].dataset.zoom) : null;

  return (
    <section
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : "Preview"}
      className={`flex min-w-0 flex-col gap-3 ${fill ? "h-full min-h-0" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex items-baseline gap-3">
          {showHeading ? (
            <h2 id={headingId} className="text-lg font-semibold">
              Preview
            </h2>
          ) : null}
          <p role="status" className="text-sm text-grey-600">
            {busy ? "Updating the preview ..." : pages ? pageCount(total) : ""}
          </p>
        </div>
        <ZoomControls choice={choice} shownZoom={shownZoom} onChange={setChoice} />
      </div>
      {error ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <p role="alert" className="text-sm text-red-700">
            We could not show the preview: {error}
          </p>
          <button
            type="button"
            onClick={retry}
            className="rounded-lg border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-grey-50"
          >
            Try again
          </button>
        </div>
      ) : null}
      {/* Scrolls sideways at a zoom wider than the panel; with `fill`, also down through the pages. */}
      <section
        ref={scroller}
        aria-label="Preview pages"
        data-allow-overflow
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className={`rounded-lg bg-grey-100 p-1 [scrollbar-gutter:stable] sm:p-3 ${
          fill ? "min-h-0 flex-1 overflow-auto" : "overflow-x-auto"
        }`}
      >
        {pages ? (
          <PreviewPages pages={pages} total={total} template={shown?.template} busy={busy} />
        ) : error ? null : (
          <div aria-hidden="true" className="aspect-[210/297] w-full animate-pulse rounded-sm bg-white" />
        )}
      </section>
    </section>
  );
}

const pageCount = (count: number) => (count === 1 ? "1 page" : `${count} pages`);

/** The width inside the pages' box (what "fit width" draws for), kept up to date on resize. */
function usePanelWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
