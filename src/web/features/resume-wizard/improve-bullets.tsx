import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../components/ui/icon";
import { ApiError } from "../../lib/api-client";
import { type ImprovedLine, type ImproveTarget, requestImprovements } from "./improve-api";
import { replaceLine, type Span } from "./improve-edits";
import { ImproveLineCard, type LineState } from "./improve-line-card";

// "Improve bullets" under a multi-line field (issue 14): asks the server for suggestions for
// each line, lists them inline, and puts an accepted one into the field through the field's
// own onChange, so the wizard's autosave saves it like any edit. Undo puts the line back.

export interface ImproveBulletsProps {
  resumeId: number;
  target: ImproveTarget;
  /** What the field is called ("Key achievements"), for the button and the panel. */
  label: string;
  value: string;
  onChange: (next: string) => void;
  /** The field's text area, to select a line for "Edit". */
  field: () => HTMLTextAreaElement | null;
  /** Why the button is off, when it is (an entry not saved yet). */
  unavailable?: string;
}

type Status =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready" };

const button =
  "rounded-md border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium text-grey-900 hover:bg-grey-50 disabled:cursor-not-allowed disabled:opacity-60";

export function ImproveBullets(props: ImproveBulletsProps) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [lines, setLines] = useState<LineState[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const panelId = useId();
  const hintId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const blank = !props.value.trim();
  const summary = props.target.kind === "summary";
  // Once the suggestions have rendered (not a frame after the answer: under load React may
  // commit later), the heading takes focus so the reader starts at the top of the list.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (status.kind !== "ready" || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [status]);

  async function improve() {
    setStatus({ kind: "loading" });
    setAnnouncement(`Looking for ways to improve your ${props.label.toLowerCase()}…`);
    try {
      const answer = await requestImprovements(props.resumeId, props.target, props.value);
      const next = answer.bullets.map(toLineState);
      setLines(next);
      setStatus({ kind: "ready" });
      setAnnouncement(summarise(next));
      focusHeading.current = true;
    } catch (error) {
      const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      setStatus({ kind: "failed", message });
      setAnnouncement(message);
    }
  }

  function close() {
    setStatus({ kind: "idle" });
    setLines([]);
    setAnnouncement("");
    openButton.current?.focus();
  }

  /** Puts `text` in place of line `index`; answers false (and says so) when the line is gone. */
  function apply(index: number, text: string, edit: boolean): boolean {
    const line = lines[index];
    if (!line) return false;
    const result = replaceLine(props.value, line.current, text, line.at);
    if (!result) {
      setAnnouncement(
        `Line ${index + 1} has changed in the field since; improve again to get new suggestions.`,
      );
      return false;
    }
    props.onChange(result.field);
    const inserted = result.field.slice(result.span.start, result.span.end);
    setLines((all) =>
      all.map((other, i) => {
        if (i === index) {
          return { ...other, state: edit ? "edited" : "accepted", current: inserted, at: result.span.start };
        }
        const shift = other.at > line.at ? inserted.length - line.current.length : 0;
        return { ...other, at: other.at + shift };
      }),
    );
    if (edit) {
      setAnnouncement(`Suggestion put in the ${props.label} field to edit.`);
      requestAnimationFrame(() => selectInField(result.span));
    } else {
      setAnnouncement(`Accepted. Line ${index + 1} now reads: ${text}`);
      requestAnimationFrame(() => focusIn(index, "undo"));
    }
    return true;
  }

  function undo(index: number) {
    const line = lines[index];
    if (!line) return;
    const result = replaceLine(props.value, line.current, line.original, line.at);
    if (!result) {
      setAnnouncement(`Line ${index + 1} has changed in the field since; there is nothing to undo.`);
      return;
    }
    props.onChange(result.field);
    const delta = line.original.length - line.current.length;
    setLines((all) =>
      all.map((other, i) =>
        i === index
          ? { ...other, state: "open", current: line.original, at: result.span.start }
          : { ...other, at: other.at > line.at ? other.at + delta : other.at },
      ),
    );
    setAnnouncement(`Undone. Line ${index + 1} is back as you wrote it.`);
    requestAnimationFrame(() => focusIn(index, "first"));
  }

  function reject(index: number, suggestion: number) {
    setLines((all) =>
      all.map((line, i) =>
        i === index ? { ...line, suggestions: line.suggestions.filter((_, s) => s !== suggestion) } : line,
      ),
    );
    setAnnouncement("Suggestion dismissed.");
    requestAnimationFrame(() => focusIn(index, "first") || heading.current?.focus());
  }

  /** Moves focus to a control of line `index`; false when it has none left. */
  function focusIn(index: number, which: "first" | "undo"): boolean {
    const card = panel.current?.querySelector(`[data-line="${index}"]`);
    const target =
      which === "undo"
        ? card?.querySelector<HTMLButtonElement>("[data-action='undo']")
        : card?.querySelector<HTMLButtonElement>("button");
    target?.focus();
    return Boolean(target);
  }

  function selectInField(span: Span) {
    const textarea = props.field();
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(span.start, span.end);
  }

  const shown = lines.map((line, index) => ({ line, index })).filter(({ line }) => hasContent(line));
  const fine = lines.length - shown.length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={openButton}
          type="button"
          className={button}
          disabled={blank || status.kind === "loading" || Boolean(props.unavailable)}
          aria-busy={status.kind === "loading" || undefined}
          aria-expanded={status.kind === "ready"}
          aria-controls={panelId}
          aria-describedby={props.unavailable ? hintId : undefined}
          onClick={improve}
        >
          <Icon
            path="M10 1.5l1.8 4.7 4.7 1.8-4.7 1.8L10 14.5l-1.8-4.7L3.5 8l4.7-1.8L10 1.5zM16 13l.9 2.1L19 16l-2.1.9L16 19l-.9-2.1L13 16l2.1-.9L16 13z"
            className="mr-1.5 inline h-4 w-4 align-[-3px]"
          />
          {status.kind === "loading" ? "Improving…" : summary ? "Improve summary" : "Improve bullets"}
          {summary ? null : <span className="sr-only"> of {props.label}</span>}
        </button>
        {props.unavailable ? (
          <span id={hintId} className="text-sm text-grey-600">
            {props.unavailable}
          </span>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      {status.kind === "failed" ? (
        <p className="text-sm text-red-700">Could not get suggestions: {status.message}</p>
      ) : null}
      <div id={panelId} ref={panel} hidden={status.kind !== "ready"}>
        {status.kind === "ready" ? (
          <section
            aria-labelledby={`${panelId}-heading`}
            className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50/40 p-2.5 sm:p-4"
          >
            <div className="flex items-start justify-between gap-2">
              <h3
                id={`${panelId}-heading`}
                ref={heading}
                tabIndex={-1}
                className="min-w-0 pt-1 font-semibold text-grey-900 focus:outline-none"
              >
                Suggestions for {props.label}
              </h3>
              <button type="button" className={button} onClick={close}>
                Close<span className="sr-only"> suggestions for {props.label}</span>
              </button>
            </div>
            {shown.length === 0 ? (
              <p className="text-sm text-grey-700">Every line already reads well. Nothing to change.</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {shown.map(({ line, index }) => (
                  <ImproveLineCard
                    key={line.key}
                    line={line}
                    index={index}
                    unit={summary ? "Sentence" : "Line"}
                    onAccept={(text) => apply(index, text, false)}
                    onEdit={(text) => apply(index, text, true)}
                    onReject={(suggestion) => reject(index, suggestion)}
                    onUndo={() => undo(index)}
                    onGoToLine={() => {
                      const at = lines[index];
                      if (at) selectInField({ start: at.at, end: at.at + at.current.length });
                    }}
                  />
                ))}
              </ol>
            )}
            {fine > 0 && shown.length > 0 ? (
              <p className="text-sm text-grey-600">
                {fine === 1 ? "1 other line reads well." : `${fine} other lines read well.`}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

let nextKey = 0;

function toLineState(line: ImprovedLine): LineState {
  nextKey += 1;
  return {
    key: `line-${nextKey}`,
    original: line.text,
    current: line.text,
    at: line.start,
    suggestions: line.suggestions,
    ask: line.ask,
    state: "open",
  };
}

function hasContent(line: LineState): boolean {
  return line.state !== "open" || line.suggestions.length > 0 || Boolean(line.ask);
}

function summarise(lines: LineState[]): string {
  const withSuggestions = lines.filter((line) => line.suggestions.length > 0).length;
  const asks = lines.filter((line) => line.ask).length;
  if (!withSuggestions && !asks) return "Every line already reads well.";
  const parts = [`Suggestions for ${withSuggestions} of ${lines.length} lines`];
  if (asks) parts.push(`${asks} could use a number`);
  return `${parts.join("; ")}.`;
}
