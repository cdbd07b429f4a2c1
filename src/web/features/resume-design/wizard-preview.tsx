import { useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ResumeAutosave } from "../../lib/autosave/resume-autosave";
import { AutosaveContext } from "../../lib/autosave/use-autosave";
import { errorMessage } from "../../lib/error-message";
import { type PdfCatalog, type PdfRequest, pdfApi } from "../../lib/resume-api";
import { readStoredChoice, toProps } from "./design-choice";
import { PdfPreview } from "./pdf-preview";
import { savedFingerprint } from "./saved-fingerprint";

// The wizard's live preview (issue 4): the resume as it will print, in the design chosen on the
// design page (or the default), beside the form on wide screens and behind a "Show preview"
// button on narrow ones. It follows the autosave: each time the store becomes "Saved" with other
// data than the last drawn, PdfPreview asks again (after its own short pause). Fetching and
// drawing are asynchronous, so typing is never held up; nothing is fetched while it is hidden.

/** Tailwind's `lg`: from here the panel sits beside the form. */
const WIDE_QUERY = "(min-width: 64rem)";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

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

type CatalogState =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; catalog: PdfCatalog };

function useCatalog(enabled: boolean): CatalogState {
  const [state, setState] = useState<CatalogState>({ kind: "loading" });
  const asked = state.kind !== "loading";
  useEffect(() => {
    if (!enabled || asked) return;
    let cancelled = false;
    pdfApi.templates().then(
      (catalog) => !cancelled && setState({ kind: "ready", catalog }),
      (error: unknown) => !cancelled && setState({ kind: "failed", message: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, asked]);
  return state;
}

export function WizardPreview() {
  // Not useAutosave(): that re-renders on every keystroke; the store itself never changes here.
  const store = useContext(AutosaveContext);
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const shown = wide || open;
  const catalog = useCatalog(shown);
  if (!store) throw new Error("WizardPreview is only available inside the resume wizard");

  return (
    <aside aria-label="Resume preview" className="flex min-w-0 flex-col gap-3">
      {wide ? null : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="wizard-preview"
          onClick={() => setOpen((value) => !value)}
          className="self-start rounded-lg border border-grey-300 bg-white px-4 py-2 text-sm font-medium text-grey-900 hover:bg-grey-50"
        >
          {open ? "Hide preview" : "Show preview"}
        </button>
      )}
      <div id="wizard-preview" hidden={!shown}>
        {!shown ? null : catalog.kind === "loading" ? (
          <p role="status" className="text-sm text-grey-600">
            Loading the preview ...
          </p>
        ) : catalog.kind === "failed" ? (
          <p role="alert" className="text-sm text-red-700">
            We could not show the preview: {catalog.message}
          </p>
        ) : (
          <LivePreview store={store} catalog={catalog.catalog} />
        )}
      </div>
    </aside>
  );
}

function LivePreview({ store, catalog }: { store: ResumeAutosave; catalog: PdfCatalog }) {
  const refresh = useSavedChanges(store);
  // Read once: the design is chosen on the design page, a different route.
  const [choice] = useState(() => readStoredChoice(store.resumeId, catalog));
  const request: PdfRequest = { id: store.resumeId, template: choice.template, props: toProps(choice) };
  return <PdfPreview request={request} refresh={refresh} />;
}
