import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { FitLayoutRequest } from "../../../shared/contracts/layout";
import { DEFAULT_LAYOUT, type ResumeLayout } from "../../../shared/resume-layout";
import { LoadFailed, Loading } from "../../components/load-state";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/error-message";
import { layoutApi } from "../../lib/layout-api";
import type { PdfRequest } from "../../lib/resume-api";
import { useResource } from "../../lib/use-resource";
import { LayoutPrint } from "./layout-print";
import { LayoutSections } from "./layout-sections";
import { LayoutSpacing } from "./layout-spacing";

// The design page's Layout panel (issue 16 point 5): section order and visibility, margins,
// spacing, line height, text size, "Fit to one page", and how dates print and on which paper
// (issue 34), stored with the resume (GET/PUT
// /api/cv/layout), so every design, preview and download of it, revisions too, prints with them.
// Each change is saved at once, in order (a later change waits for the one in flight), and the
// preview is asked again when a save lands (`onSaved`).

export function LayoutPanel({
  request,
  address,
  onSaved,
}: {
  request: PdfRequest;
  /** The resume's address, for the page size it prints on by default. */
  address: string;
  onSaved: () => void;
}) {
  const resumeId = request.id;
  const key = `layout:${resumeId}`;
  const load = useResource(key, () => layoutApi.get(resumeId));
  // The panel edits its own copy from the one loaded: the copy of this resume's key, if any.
  const [edited, setEdited] = useState<{ key: string; layout: ResumeLayout } | null>(null);
  const layout = edited?.key === key ? edited.layout : (load.data?.layout ?? DEFAULT_LAYOUT);
  const setLayout = (next: ResumeLayout) => setEdited({ key, layout: next });
  const saver = useLayoutSaver(resumeId, onSaved);
  const [fit, setFit] = useState<{ busy: boolean; message: string }>({ busy: false, message: "" });
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    // The wizard's last step links here (#layout): bring the panel into view.
    if (hash === "#layout" && load.state === "ready") heading.current?.scrollIntoView({ block: "start" });
  }, [hash, load.state]);

  const change = (next: ResumeLayout) => {
    setLayout(next);
    setFit({ busy: false, message: "" });
    saver.save(next);
  };

  const fitToOnePage = async () => {
    setFit({ busy: true, message: "" });
    try {
      await saver.idle();
      const answer = await layoutApi.fit({ ...request, layout } as FitLayoutRequest);
      if (answer.saved) {
        setLayout(answer.layout);
        onSaved();
      }
      setFit({ busy: false, message: answer.message });
    } catch (error) {
      setFit({ busy: false, message: `Could not fit the resume: ${errorMessage(error)}` });
    }
  };

  return (
    <section aria-labelledby="layout-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="layout-heading" ref={heading} tabIndex={-1} className="scroll-mt-4 text-xl font-semibold">
          Layout
        </h2>
        <p className="text-sm text-grey-700">For this resume in every design.</p>
      </div>
      {load.state === "loading" ? (
        <Loading text="Loading the layout ..." />
      ) : load.state === "failed" ? (
        <LoadFailed message={`We could not load the layout: ${load.message}`} onRetry={load.reload} />
      ) : (
        <>
          <LayoutSections layout={layout} template={request.template} onChange={change} />
          <LayoutSpacing layout={layout} template={request.template} onChange={change} />
          <LayoutPrint layout={layout} address={address} onChange={change} />
          <div className="flex flex-col gap-2">
            <Button
              variant="secondary"
              onClick={fitToOnePage}
              loading={fit.busy}
              loadingLabel="Fitting to one page..."
            >
              Fit to one page
            </Button>
            <p role="status" data-testid="fit-result" className="text-sm text-grey-800">
              {fit.message}
            </p>
            <Button
              variant="link"
              className="self-start"
              // Dates and paper are the user's, not the design's: they stay.
              onClick={() =>
                change({ ...DEFAULT_LAYOUT, dateFormat: layout.dateFormat, pageSize: layout.pageSize })
              }
            >
              Use the design’s own layout
            </Button>
          </div>
          <p role="status" className="text-sm text-grey-700" data-testid="layout-save-state">
            {saver.status}
          </p>
        </>
      )}
    </section>
  );
}

/** Saves layouts one after another, the newest last; says what it is doing. */
function useLayoutSaver(resumeId: number, onSaved: () => void) {
  const [status, setStatus] = useState("");
  const pending = useRef<ResumeLayout | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const savedHook = useRef(onSaved);
  savedHook.current = onSaved;

  const drain = async () => {
    while (pending.current) {
      const next = pending.current;
      pending.current = null;
      setStatus("Saving the layout...");
      try {
        await layoutApi.save(resumeId, next);
        if (!pending.current) setStatus("Layout saved");
        savedHook.current();
      } catch (error) {
        setStatus(`Layout not saved: ${errorMessage(error)}`);
      }
    }
    running.current = null;
  };

  return {
    status,
    save(layout: ResumeLayout) {
      pending.current = layout;
      running.current ??= drain();
    },
    /** Resolves once every change so far is saved (or failed). */
    idle: () => running.current ?? Promise.resolve(),
  };
}
