import { useEffect, useRef, useState } from "react";
import { LoadFailed, Loading } from "../../components/load-state";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { downloadName } from "../../lib/download-name";
import { type PdfCatalog, type PdfRequest, pdfApi, TEMPLATES_KEY } from "../../lib/resume-api";
import { useResource } from "../../lib/use-resource";
import { type DesignChoice, readStoredChoice, storeChoice, toProps } from "./design-choice";
import { AccentPicker, FontSelect } from "./design-options";
import { DownloadButton } from "./download-button";
import { ExportButtons } from "./export-buttons";
import { LayoutPanel } from "./layout-panel";
import { PreviewPanel } from "./preview/preview-panel";
import { type RevisionChoice, RevisionPicker, useRevisionChoice } from "./revision-picker";
import { SharePanel } from "./share-panel";
import { TemplatePicker } from "./template-picker";

// The Resume Design page (spec §2): the design on the left, the resume as it will print on the
// right, and the download (on a phone: the download and the preview first, then the design). It lives in the wizard's layout, whose store holds the resume: edits
// still saving when the user arrives are sent at once, and the preview follows when they land.

export function DesignPage() {
  const revision = useRevisionChoice(useAutosave().resumeId);
  const catalog = useResource(TEMPLATES_KEY, pdfApi.templates);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">Resume Design</h1>
        <p className="text-grey-700">
          Revision: <strong data-testid="revision-name">{revision.label}</strong>
        </p>
      </div>
      {catalog.state === "loading" ? (
        <Loading text="Loading the designs ..." />
      ) : catalog.state === "failed" ? (
        <LoadFailed message={`We could not load the designs: ${catalog.message}`} onRetry={catalog.reload} />
      ) : (
        <DesignEditor catalog={catalog.data} revision={revision} />
      )}
    </div>
  );
}

function DesignEditor({ catalog, revision }: { catalog: PdfCatalog; revision: RevisionChoice }) {
  const store = useAutosave();
  const resumeId = store.resumeId;
  const [choice, setChoice] = useState<DesignChoice>(() => readStoredChoice(resumeId, catalog));
  const saveState = store.status().kind;
  // The preview is asked again when the resume is saved and when its layout is.
  const [layoutSaves, setLayoutSaves] = useState(0);
  const refresh = useSavedCount(saveState) + layoutSaves;

  useEffect(() => {
    storeChoice(resumeId, choice);
  }, [resumeId, choice]);

  useEffect(() => {
    // Edits typed just before coming here go now rather than after the autosave pause.
    store.flushAll();
  }, [store]);

  const change = (patch: Partial<DesignChoice>) => setChoice((current) => ({ ...current, ...patch }));
  // A Tailored revision prints through `props.revisionId` (docs/api.md "AI writing").
  const props: PdfRequest["props"] = toProps(choice);
  if (revision.revisionId !== null) props.revisionId = revision.revisionId;
  const request: PdfRequest = { id: resumeId, template: choice.template, props };
  // Read at the click, after the last edit was saved: the name as the resume says it then.
  const resumeFileName = (extension: string) =>
    downloadName(String(store.value("full_name") ?? ""), "Resume", extension);

  return (
    // One column on a phone, which long option names (the revision picker's) may not widen: the
    // download and the preview first (issue 34: the preview had been 3,400 px down), then the
    // design's options, then sharing. From 768 px the options are a column on the left, the
    // download and preview beside them and sharing below those, as the page has always looked.
    <div className="grid grid-cols-1 gap-8 md:grid-cols-[17rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-y-4">
      <div className="flex min-w-0 flex-col gap-4 md:col-start-2 md:row-start-1">
        <DownloadButton
          request={request}
          fileName={() => resumeFileName("pdf")}
          beforeDownload={() => store.whenSaved()}
        />
        <ExportButtons
          resumeId={resumeId}
          revisionId={revision.revisionId}
          fileName={resumeFileName}
          beforeExport={() => store.whenSaved()}
        />
        <p className="text-sm text-grey-600">
          {saveState === "saving"
            ? "Saving your latest edits; the preview follows."
            : "Without a paid plan the preview is marked “Preview”; the downloaded PDF never is."}
        </p>
        <PreviewPanel request={request} refresh={refresh} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 md:col-start-1 md:row-span-2 md:row-start-1">
        <RevisionPicker choice={revision} resumeId={resumeId} />
        <TemplatePicker
          resumeId={resumeId}
          revisionId={revision.revisionId}
          templates={catalog.templates}
          value={choice.template}
          onChange={(template) => change({ template })}
        />
        <AccentPicker accent={choice.accent} onChange={change} />
        <FontSelect fonts={catalog.fonts} font={choice.font} onChange={change} />
        <LayoutPanel
          request={request}
          address={String(store.value("address") ?? "")}
          onSaved={() => setLayoutSaves((value) => value + 1)}
        />
      </div>
      <div className="min-w-0 md:col-start-2 md:row-start-2 md:self-start">
        <SharePanel
          resumeId={resumeId}
          revisionId={revision.revisionId}
          revisionLabel={revision.revisionId === null ? "the Original" : `“${revision.label}”`}
          template={choice.template}
          props={toProps(choice)}
          beforeShare={() => store.whenSaved()}
        />
      </div>
    </div>
  );
}

/** Counts the moments the resume becomes saved again, so the preview shows what was saved. */
function useSavedCount(saveState: string): number {
  const [count, setCount] = useState(0);
  const previous = useRef(saveState);
  useEffect(() => {
    if (saveState === "saved" && previous.current !== "saved") setCount((value) => value + 1);
    previous.current = saveState;
  }, [saveState]);
  return count;
}
