import { useEffect, useState } from "react";
import type { ResumeEntityType } from "../../../shared/resume";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import type { RowEntry } from "../../lib/autosave/resume-autosave";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { entityConfigs } from "./entity-configs";
import { EntityRow, type RowControl, rowTitle } from "./entity-row";

// An ordered list of child rows (education, experience, project, certificate): add, remove
// after a confirmation, and reorder; every move is announced to screen readers.

export function EntityList({ type }: { type: ResumeEntityType }) {
  const store = useAutosave();
  const config = entityConfigs[type];
  const rows = store.rows(type);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<RowEntry | null>(null);
  const [removing, setRemoving] = useState<RowEntry | null>(null);
  // Moving a row re-inserts its element, which loses focus: give it back to the same control.
  const [focus, setFocus] = useState<{ key: string; control: RowControl | "first" } | null>(null);
  const addId = `${type}-add`;

  useEffect(() => {
    if (!focus) return;
    if (focus.key === addId) {
      document.getElementById(addId)?.focus();
      setFocus(null);
      return;
    }
    const item = document.querySelector<HTMLElement>(`[data-row-key="${focus.key}"]`);
    const wanted =
      focus.control === "first"
        ? item?.querySelector<HTMLElement>("input, textarea")
        : item?.querySelector<HTMLElement>(`[data-control="${focus.control}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLElement>('[data-control="handle"]'))?.focus();
    setFocus(null);
  }, [focus, addId]);

  const rowLabel = (row: RowEntry) => {
    const title = rowTitle(store.rowValue.bind(store), type, row, config);
    return title ? `${config.noun} "${title}"` : config.noun;
  };

  const move = (row: RowEntry, to: number, control: RowControl) => {
    store.moveRow(type, row, to);
    setAnnouncement(`${rowLabel(row)} moved to position ${to + 1} of ${rows.length}.`);
    setFocus({ key: row.key, control });
  };

  const add = () => {
    const row = store.addRow(type);
    setAnnouncement(`${config.noun} ${rows.length + 1} added.`);
    setFocus({ key: row.key, control: "first" });
  };

  const confirmRemove = () => {
    if (!removing) return;
    const label = rowLabel(removing);
    const index = rows.indexOf(removing);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    store.removeRow(type, removing);
    setFocus({ key: neighbour?.key ?? addId, control: "handle" });
    setRemoving(null);
    setAnnouncement(`${label} removed.`);
  };

  const noun = config.noun.toLowerCase();
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="sr-only" data-testid={`${type}-announcer`}>
        {announcement}
      </p>
      {rows.length === 0 ? <p className="text-grey-600">{config.empty}</p> : null}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => (
          <EntityRow
            key={row.key}
            type={type}
            config={config}
            row={row}
            index={index}
            count={rows.length}
            onMove={move}
            onRemove={setRemoving}
            dragging={dragging}
            onDragChange={setDragging}
          />
        ))}
      </ol>
      <div>
        <Button id={addId} variant="secondary" className="w-auto!" onClick={add}>
          Add {noun}
        </Button>
      </div>
      <Modal open={removing !== null} title={`Remove this ${noun}?`} onClose={() => setRemoving(null)}>
        <p className="text-grey-700">
          {removing ? rowLabel(removing) : ""} and everything in it will be deleted from this resume.
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" className="w-auto!" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <button
            type="button"
            onClick={confirmRemove}
            className="rounded-lg bg-red-700 px-4 py-2.5 font-medium text-white hover:bg-red-800"
          >
            Remove
          </button>
        </div>
      </Modal>
    </div>
  );
}
