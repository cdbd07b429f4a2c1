import { useEffect, useRef, useState } from "react";
import { RadioCard, RadioCardGroup } from "../../components/ui/radio-card";
import { drawPdf } from "../../lib/pdf/draw-pdf";
import type { PdfCatalog, PdfRequest } from "../../lib/resume-api";
import { fetchPreview } from "./fetch-pdf";
import { TaskQueue } from "./task-queue";

// The template choice: one radio per design, each with page 1 of the user's own resume in that
// design. Thumbnails use the template's own colour and font (the big preview shows the chosen
// ones), so each is asked for once per visit; they load when scrolled into view, two at a time.

const THUMBNAIL_CSS_WIDTH = 72;
const THUMBNAILS_AT_ONCE = 2;

type Template = PdfCatalog["templates"][number];

export function TemplatePicker({
  resumeId,
  revisionId = null,
  templates,
  value,
  onChange,
}: {
  resumeId: number;
  /** A Tailored revision to draw instead of the Original. */
  revisionId?: number | null;
  templates: Template[];
  value: string;
  onChange: (template: string) => void;
}) {
  const [queue] = useState(() => new TaskQueue(THUMBNAILS_AT_ONCE));
  return (
    <RadioCardGroup legend="Template">
      {templates.map((template) => (
        <RadioCard
          key={template.id}
          input={{
            name: "template",
            value: template.id,
            checked: value === template.id,
            onChange: () => onChange(template.id),
            "aria-labelledby": `template-${template.id}-name`,
            "aria-describedby": `template-${template.id}-description`,
          }}
        >
          <Thumbnail resumeId={resumeId} revisionId={revisionId} template={template.id} queue={queue} />
          <span className="flex min-w-0 flex-col">
            <span id={`template-${template.id}-name`} className="font-medium">
              {template.name}
            </span>
            <span id={`template-${template.id}-description`} className="text-xs text-grey-600">
              {template.description}
            </span>
          </span>
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}

type ThumbnailState = "waiting" | "ready" | "failed";

function Thumbnail({
  resumeId,
  revisionId,
  template,
  queue,
}: {
  resumeId: number;
  revisionId: number | null;
  template: string;
  queue: TaskQueue;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<ThumbnailState>("waiting");

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const controller = new AbortController();
    const { signal } = controller;
    const load = () =>
      queue
        .run(async () => {
          const props: PdfRequest["props"] = {};
          if (revisionId !== null) props.revisionId = revisionId;
          const pdf = await fetchPreview({ id: resumeId, template, props }, signal);
          return drawPdf(pdf, { cssWidth: THUMBNAIL_CSS_WIDTH, maxPages: 1, signal });
        }, signal)
        .then(
          ([canvas]) => {
            if (!canvas || signal.aborted) return;
            canvas.className = "h-auto w-full";
            element.replaceChildren(canvas);
            setState("ready");
          },
          () => {
            if (!signal.aborted) setState("failed");
          },
        );
    // Lazy: only thumbnails near the viewport are asked for.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [resumeId, revisionId, template, queue]);

  return (
    <span className="relative block w-[72px] shrink-0" aria-hidden="true">
      <span
        ref={box}
        data-testid={`thumbnail-${template}`}
        data-state={state}
        className="block min-h-[96px] overflow-hidden rounded-sm border border-grey-200 bg-grey-100"
      />
      {state === "failed" ? (
        <span className="absolute inset-0 flex items-center justify-center p-1 text-center text-[10px] text-grey-600">
          No preview
        </span>
      ) : null}
    </span>
  );
}
