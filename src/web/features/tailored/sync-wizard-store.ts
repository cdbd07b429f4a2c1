import type { ResumeDocument } from "../../../shared/resume";
import { ROW_TEXT_FIELD } from "../../../shared/resume-sections";
import { ROW_SECTIONS } from "../../../shared/revision-changes";
import type { ResumeAutosave } from "../../lib/autosave/resume-autosave";
import { skillsCodec } from "../../lib/autosave/resume-codecs";

// After "Write into my resume" the server holds new texts, but the wizard's store (loaded once
// by the layout) still shows the old ones: a later edit of the Summary step would then send the
// old summary back. Putting the stored texts into the store keeps the steps true; the store
// saves them again, which writes the same words (its 409 on the moved updated_at merges).

export function syncWizardStore(store: ResumeAutosave, stored: ResumeDocument): void {
  if (store.resumeId !== stored.id) return;
  if (store.value("summary") !== stored.summary) store.setValue("summary", stored.summary);
  const skills = skillsCodec.fromServer(stored.skills);
  if (JSON.stringify(store.value("skills")) !== JSON.stringify(skills)) store.setValue("skills", skills);
  for (const section of ROW_SECTIONS) {
    const field = ROW_TEXT_FIELD[section];
    for (const row of store.rows(section)) {
      const server = (stored[section] as unknown as Record<string, unknown>[]).find(
        (item) => item.id === row.id,
      );
      const text = server?.[field];
      if (typeof text === "string" && store.rowValue(section, row, field) !== text) {
        store.setRowValue(section, row, field, text);
      }
    }
  }
}
