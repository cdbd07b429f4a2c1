import type { DragEvent, KeyboardEvent } from "react";
import type { ResumeEntityType } from "../../../shared/resume";
import { Icon } from "../../components/ui/icon";
import type { RowEntry } from "../../lib/autosave/resume-autosave";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { RowField } from "./bound-fields";
import type { EntityConfig } from "./entity-configs";

// One row of an ordered list: its fields, and the controls that move and remove it. Moving
// works by drag (the handle), by arrow keys on the handle, and by the Move up/down buttons.

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
        <div className="flex flex-wrap items-center gap-2">
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
          <h2 className="mr-auto font-semibold">
            {name}
            <span className="ml-2 font-normal text-grey-600">
              {rowTitle(store.rowValue.bind(store), type, row, config)}
            </span>
          </h2>
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
        <div className="grid gap-4 sm:grid-cols-2">
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
