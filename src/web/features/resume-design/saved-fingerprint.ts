import { resumeEntityFields, resumeFields } from "../../../shared/resume";
import { rowTypes } from "../../../shared/resume-sections";
import type { ResumeAutosave } from "../../lib/autosave/resume-autosave";

// What the resume holds, as one string: read when the store says "Saved", it is what the server
// has, so two equal fingerprints mean a new preview would draw the same pages (a field typed and
// typed back, a focus change) and the request can be skipped.

const resumeFieldNames = Object.keys(resumeFields.shape);

export function savedFingerprint(store: ResumeAutosave): string {
  const own = resumeFieldNames.map((field) => store.value(field));
  const rows = rowTypes.map((type) => {
    const fields = Object.keys(resumeEntityFields[type].shape);
    return store
      .rows(type)
      .filter((row) => !row.removed)
      .map((row) => fields.map((field) => store.rowValue(type, row, field)));
  });
  return JSON.stringify([own, rows]);
}
