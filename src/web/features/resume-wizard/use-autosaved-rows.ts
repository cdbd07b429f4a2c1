import { useAutosave } from "../../lib/autosave/use-autosave";
import { heldMessage } from "./bound-fields";
import { moved } from "./row-buttons";

// A list field of the wizard saved as one value (links, languages, skill groups, additional
// sections) and the edits every list editor makes to it; each edit saves the whole list.
export function useAutosavedRows<Row>(field: string) {
  const store = useAutosave();
  const rows = (store.value(field) as Row[]) ?? [];
  const set = (next: Row[]) => store.setValue(field, next);
  return {
    rows,
    set,
    change: (index: number, patch: Partial<Row>) =>
      set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    move: (index: number, by: number) => set(moved(rows, index, by)),
    remove: (index: number) => set(rows.filter((_, i) => i !== index)),
    add: (row: Row) => set([...rows, row]),
    /** Why the list is not saved (the check's or the server's message), as a whole. */
    error: heldMessage(store.error(field)),
  };
}
