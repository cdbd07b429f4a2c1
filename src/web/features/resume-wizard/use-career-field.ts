import { type DetectedField, detectCareerField } from "../../../shared/career-fields";
import { useAutosave } from "../../lib/autosave/use-autosave";

/**
 * The user's career field, read from the desired role, then the job titles of the Experience
 * step (current jobs first, then in the order the user put them): what the wizard's examples
 * and skill suggestions fit.
 */
export function useCareerField(): DetectedField {
  const store = useAutosave();
  const rows = store.rows("experiences");
  const title = (row: (typeof rows)[number]) => String(store.rowValue("experiences", row, "role") ?? "");
  const current = rows.filter((row) => store.rowValue("experiences", row, "still_working") === true);
  const others = rows.filter((row) => !current.includes(row));
  return detectCareerField([
    String(store.value("desired_role") ?? ""),
    ...current.map(title),
    ...others.map(title),
  ]);
}
