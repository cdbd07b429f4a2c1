import { useContext, useEffect, useRef, useState } from "react";
import { InStepBar } from "../../components/step-bar-slot";
import { Modal } from "../../components/ui/modal";
import type { ResumeAutosave } from "../../lib/autosave/resume-autosave";
import { AutosaveContext } from "../../lib/autosave/use-autosave";
import { type PdfCatalog, type PdfRequest, pdfApi, TEMPLATES_KEY } from "../../lib/resume-api";
import { useMediaQuery, WIDE_SCREEN } from "../../lib/use-media-query";
import { type ResourceState, useResource } from "../../lib/use-resource";
import { readStoredChoice, toProps } from "./design-choice";
import { PreviewPanel } from "./preview/preview-panel";
import { savedFingerprint } from "./saved-fingerprint";

// The wizard's live preview (issue 4): the resume as it will print, in the design chosen on the
// design page (or the default): on wide screens a sticky column beside the form, on narrow ones
// full screen behind a "Preview" button at the end of the sticky step bar (decisions 020, 035).
// It follows the autosave: each time
// the store becomes "Saved" with other data than the last drawn, the panel asks again (after its
// own short pause). Fetching and
// drawing are asynchronous, so typing is never held up; nothing is fetched while it is hidden.

/**
 * Counts the moments the store becomes "Saved" with data unlike the last counted. Reads the
 * store through its own subscription, so the component does not re-render on each keystroke.
 */
function useSavedChanges(store: ResumeAutosave): number {
  const [count, setCount] = useState(0);
  const last = useRef<string | null>(null);
  useEffect(() => {
    let wasSaved = store.status().kind === "saved";
    // Edits still saving now are not in the first preview: their landing must count.
    last.current = wasSaved ? savedFingerprint(store) : null;
    const unsubscribe = store.subscribe(() => {
      const saved = store.status().kind === "saved";
      if (saved && !wasSaved) {
        const fingerprint = savedFingerprint(store);
        if (fingerprint !== last.current) {
          last.current = fingerprint;
          setCount((value) => value + 1);
        }
      }
      wasSaved = saved;
    });
    return () => {
      unsubscribe();
    };
  }, [store]);
  return count;
}

type CatalogState = ResourceState<PdfCatalog>;

function useCatalog(enabled: boolean): CatalogState {
  // Asked when the preview is first shown, then kept while the wizard is open (closing the
  // phone's preview and opening it again shows it at once, without asking again).
  const [wanted, setWanted] = useState(enabled);
  if (enabled && !wanted) setWanted(true);
  return useResource(wanted ? TEMPLATES_KEY : null, pdfApi.templates);
}

export function WizardPreview() {
  // Not useAutosave(): that re-renders on every keystroke; the store itself never changes here.
  const store = useContext(AutosaveContext);
  const wide = useMediaQuery(WIDE_SCREEN);
  const [open, setOpen] = useState(false);
  const shown = wide || open;
  const catalog = useCatalog(shown);
  if (!store) throw new Error("WizardPreview is only available inside the resume wizard");
  // In the dialog its title says "Resume preview": the panel's own "Preview" heading would repeat it.
  const content = <PreviewContent store={store} catalog={catalog} showHeading={wide} />;

  if (wide) {
    return (
      // Sticky under the step bar, as tall as the window below it: the pages scroll inside.
      <aside
        aria-label="Resume preview"
        className="sticky top-[4.75rem] flex h-[calc(100dvh-6rem)] min-w-0 flex-col self-start"
      >
        {content}
      </aside>
    );
  }
  return (
    <>
      {/* In the sticky step bar, so it is in reach wherever the form is scrolled and covers no
          control (floating over the form, it hid an entry's Remove and Next: issue 34). */}
      <InStepBar>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="flex h-10 items-center gap-1.5 rounded-lg bg-primary-700 px-3 text-sm font-semibold text-white hover:bg-primary-800"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path fillRule="evenodd" d={EYE_ICON} />
          </svg>
          Preview
        </button>
      </InStepBar>
      <Modal open={open} title="Resume preview" onClose={() => setOpen(false)} fullScreen>
        {content}
      </Modal>
    </>
  );
}

const EYE_ICON =
  "M10 4C5.5 4 2.1 7.1 1 10c1.1 2.9 4.5 6 9 6s7.9-3.1 9-6c-1.1-2.9-4.5-6-9-6Zm0 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z";

function PreviewContent({
  store,
  catalog,
  showHeading,
}: {
  store: ResumeAutosave;
  catalog: CatalogState;
  showHeading: boolean;
}) {
  return catalog.state === "loading" ? (
    <p role="status" className="text-sm text-grey-600">
      Loading the preview ...
    </p>
  ) : catalog.state === "failed" ? (
    <p role="alert" className="text-sm text-red-700">
      We could not show the preview: {catalog.message}
    </p>
  ) : (
    <LivePreview store={store} catalog={catalog.data} showHeading={showHeading} />
  );
}

function LivePreview({
  store,
  catalog,
  showHeading,
}: {
  store: ResumeAutosave;
  catalog: PdfCatalog;
  showHeading: boolean;
}) {
  const refresh = useSavedChanges(store);
  // Read once: the design is chosen on the design page, a different route.
  const [choice] = useState(() => readStoredChoice(store.resumeId, catalog));
  const request: PdfRequest = { id: store.resumeId, template: choice.template, props: toProps(choice) };
  return <PreviewPanel request={request} refresh={refresh} fill showHeading={showHeading} />;
}
