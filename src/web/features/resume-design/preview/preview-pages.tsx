import { useEffect, useRef } from "react";

// The drawn canvases, stacked, each under a "Page n of m" label. The canvases are put in place as
// they are (React owns the boxes, not the canvases) at the CSS size they were drawn for, so one
// canvas pixel is one screen pixel: a page wider than the panel scrolls sideways, never blurs.

export function PreviewPages({
  pages,
  total,
  template,
  busy,
}: {
  pages: HTMLCanvasElement[];
  /** The PDF's page count (more than `pages` while the last pages are still being drawn). */
  total: number;
  template?: string;
  busy: boolean;
}) {
  // While a new drawing is on its way only the pages fade: the labels keep their contrast.
  return (
    <div
      data-testid="preview-pages"
      data-template={template}
      aria-busy={busy || undefined}
      className={`flex w-max min-w-full flex-col items-center gap-4 [&_canvas]:transition-opacity ${busy ? "[&_canvas]:opacity-60" : ""}`}
    >
      {pages.map((canvas, index) => (
        <PreviewPage
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's place is its identity; a new drawing replaces all
          key={index}
          canvas={canvas}
          label={`Page ${index + 1} of ${total}`}
        />
      ))}
    </div>
  );
}

function PreviewPage({ canvas, label }: { canvas: HTMLCanvasElement; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", label);
    canvas.className = "block rounded-sm bg-white shadow-md ring-1 ring-grey-200";
    canvas.style.width = `${canvas.dataset.cssWidth}px`;
    canvas.style.height = `${canvas.dataset.cssHeight}px`;
    box.current?.replaceChildren(canvas);
  }, [canvas, label]);
  return (
    <div className="flex flex-col items-start gap-1">
      {/* The canvas carries the same words as its name; read once. */}
      <p aria-hidden="true" className="text-xs text-grey-600">
        {label}
      </p>
      <div ref={box} />
    </div>
  );
}
