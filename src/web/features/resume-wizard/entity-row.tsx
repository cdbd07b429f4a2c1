import { type DragEvent, type KeyboardEvent, useEffect, useState } from "react";
import type { ResumeEntityType } from "../../../shared/resume";
import { Icon } from "../../components/ui/icon";
import type { RowEntry } from "../../lib/autosave/resume-autosave";
import { useAutosave } from "../../lib/autosave/use-autosave";
import type { EntityConfig } from "./entity-configs";
import { entrySummary } from "./entry-summary";
import { isJumpTarget } from "./field-jump";
import { RowField } from "./row-field";

// One row of an ordered list: its fields, and the controls that move and remove it. Moving
// works by drag (the handle), by arrow keys on the handle, and by the Move up/down buttons.
// The card collapses to one summary line ("Registered Nurse · Lakeshore Regional · 2019 –
// Present") so three jobs of bullets are not 3,000 px of forms; the fields stay in the page
// (hidden), so a collapsed card keeps saving and is read back like an open one.

export type RowControl = "handle" | "up" | "down";

interface EntityRowProps {
  type: ResumeEntityType;
  config: EntityConfig;
  row: RowEntry;
  index: number;
  count: number;
  onMove: (row: RowEntry, to: number, control: RowControl) => void;
  onRemove: (row: RowEntry) => void;
  dragging: RowEntry | null;
  onDragChange: (row: RowEntry | null) => void;
}

const CHEVRON =
  "M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.58 10 7.3 5.7a1 1 0 0 1 0-1.4Z";

const controlClass =
  "rounded-md border border-grey-300 bg-white px-2.5 py-1 text-sm text-grey-900 hover:bg-grey-50 disabled:cursor-not-allowed disabled:opacity-50";

export function EntityRow({
  type,
  config,
  row,
  index,
  count,
  onMove,
  onRemove,
  dragging,
  onDragChange,
}: EntityRowProps) {
  const store = useAutosave();
  const name = `${config.noun} ${index + 1}`;
  const failure = store.rowFailure(row);
  const invalid = Object.keys(row.errors).length > 0;
  const summary = entrySummary(type, (field) => store.rowValue(type, row, field));
  // A list of several filled entries opens as summaries; a lone entry, a new (empty) one, one
  // with a problem, and the one a "Go to" is heading for open expanded.
  const [collapsed, setCollapsed] = useState(
    () => count > 1 && summary !== "" && !failure && !invalid && !isJumpTarget(type, row.id ?? undefined),
  );
  // A problem that turns up later opens the card: an error is never hidden behind a summary.
  useEffect(() => {
    if (failure || invalid) setCollapsed(false);
  }, [failure, invalid]);
  const fieldsId = `${row.key}-fields`;

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    const to = index + step;
    if (to >= 0 && to < count) onMove(row, to, "handle");
  };
  const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", row.key);
    const item = event.currentTarget.closest("li");
    if (item) event.dataTransfer.setDragImage(item, 24, 24);
    onDragChange(row);
  };
  const dropTarget = dragging !== null && dragging !== row;

  return (
    <li
      data-row-key={row.key}
      onDragOver={(event) => {
        if (dropTarget) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (dragging && dragging !== row) onMove(dragging, index, "handle");
        onDragChange(null);
      }}
      className={`rounded-xl border bg-white p-4 ${dragging === row ? "border-primary-600 opacity-60" : "border-grey-200"}`}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">{name}</legend>
        <div className="flex flex-wrap items-start gap-2">
          <button
            type="button"
            draggable
            data-control="handle"
            aria-label={`Reorder ${name}`}
            aria-describedby={`${row.key}-handle-help`}
            onKeyDown={onHandleKey}
            onDragStart={onDragStart}
            onDragEnd={() => onDragChange(null)}
            className="cursor-grab rounded-md border border-grey-300 px-2 py-1 text-grey-700 hover:bg-grey-50"
          >
            <Icon
              path="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
              className="h-4 w-4"
            />
          </button>
          <span id={`${row.key}-handle-help`} className="sr-only">
            Drag, or press the up and down arrow keys, to move this {config.noun.toLowerCase()}.
          </span>
          <h2 className="min-w-0 flex-1 basis-48">
            <button
              type="button"
              data-control="toggle"
              aria-expanded={!collapsed}
              aria-controls={fieldsId}
              onClick={() => setCollapsed((value) => !value)}
              className="flex w-full items-start gap-2 rounded-md px-1 py-0.5 text-left hover:bg-grey-50"
            >
              <Icon
                path={CHEVRON}
                className={`mt-0.5 h-5 w-5 shrink-0 text-grey-600 transition-transform motion-reduce:transition-none ${collapsed ? "" : "rotate-90"}`}
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{name}</span>
                <span className="break-words text-sm font-normal text-grey-700" data-testid="entry-summary">
                  {summary || "Not filled in yet"}
                </span>
              </span>
            </button>
          </h2>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              data-control="up"
              disabled={index === 0}
              onClick={() => onMove(row, index - 1, "up")}
              className={controlClass}
            >
              Move up<span className="sr-only"> {name}</span>
            </button>
            <button
              type="button"
              data-control="down"
              disabled={index === count - 1}
              onClick={() => onMove(row, index + 1, "down")}
              className={controlClass}
            >
              Move down<span className="sr-only"> {name}</span>
            </button>
            <button type="button" onClick={() => onRemove(row)} className={`${controlClass} text-red-700`}>
              Remove<span className="sr-only"> {name}</span>
            </button>
          </div>
        </div>
        <div id={fieldsId} hidden={collapsed} className="grid gap-4 sm:grid-cols-2">
          {config.fields.map((spec) => (
            <RowField key={spec.name} type={type} row={row} spec={spec} />
          ))}
        </div>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            Not saved: {failure}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}

/** "Acme - Engineer", from the row's telling fields, for headings and announcements. */
export function rowTitle(
  read: (type: ResumeEntityType, row: RowEntry, field: string) => unknown,
  type: ResumeEntityType,
  row: RowEntry,
  config: EntityConfig,
): string {
  return config.titleFields
    .map((field) => String(read(type, row, field) ?? "").trim())
    .filter(Boolean)
    .join(" - ");
}
