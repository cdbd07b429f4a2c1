import { type DetectedField, detectCareerField } from "../../../shared/career-fields";
import type { ResumeAutosave } from "../../lib/autosave/resume-autosave";
import { useAutosave } from "../../lib/autosave/use-autosave";

/**
 * The user's career field, read from the desired role, then the job titles of the Experience
 * step: what the wizard's examples fit.
 */
export function useCareerField(): DetectedField {
  const store = useAutosave();
  return detectCareerField([String(store.value("desired_role") ?? ""), ...jobTitles(store)]);
}

/** The Experience step's job titles: current jobs first, then in the order the user put them. */
export function jobTitles(store: ResumeAutosave): string[] {
  const rows = store.rows("experiences");
  const title = (row: (typeof rows)[number]) => String(store.rowValue("experiences", row, "role") ?? "");
  const current = rows.filter((row) => store.rowValue("experiences", row, "still_working") === true);
  const others = rows.filter((row) => !current.includes(row));
  return [...current.map(title), ...others.map(title)];
}
