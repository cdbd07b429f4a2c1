import { MAX_ZOOM, MIN_ZOOM, type ZoomChoice, zoomIn, zoomOut, zoomPercent } from "./zoom";

// Fit width, −, the zoom shown now, +. From "fit width" the − and + step from the fitted zoom.

const buttonClass =
  "rounded-md border border-grey-300 bg-white px-2.5 py-1 text-sm font-medium text-grey-900 hover:bg-grey-50 disabled:opacity-40 aria-pressed:border-primary-700 aria-pressed:bg-primary-50 aria-pressed:text-primary-800";

export function ZoomControls({
  choice,
  shownZoom,
  onChange,
}: {
  choice: ZoomChoice;
  /** The zoom of the pages drawn now (a fitted one depends on the panel's width). */
  shownZoom: number | null;
  onChange: (choice: ZoomChoice) => void;
}) {
  const current = choice.kind === "zoom" ? choice.zoom : shownZoom;
  return (
    <fieldset aria-label="Zoom" className="m-0 flex items-center gap-1.5 border-0 p-0">
      <button
        type="button"
        aria-pressed={choice.kind === "fit"}
        onClick={() => onChange({ kind: "fit" })}
        className={buttonClass}
      >
        Fit width
      </button>
      <button
        type="button"
        aria-label="Zoom out"
        disabled={current === null || current <= MIN_ZOOM}
        onClick={() => current !== null && onChange({ kind: "zoom", zoom: zoomOut(current) })}
        className={`${buttonClass} w-8`}
      >
        −
      </button>
      <span data-testid="zoom-percent" className="w-12 text-center text-sm tabular-nums text-grey-700">
        {current === null ? "" : zoomPercent(current)}
      </span>
      <button
        type="button"
        aria-label="Zoom in"
        disabled={current === null || current >= MAX_ZOOM}
        onClick={() => current !== null && onChange({ kind: "zoom", zoom: zoomIn(current) })}
        className={`${buttonClass} w-8`}
      >
        +
      </button>
    </fieldset>
  );
}
