import { type FormEvent, useState } from "react";
import type { Revision } from "../../../shared/contracts/revisions";
import { ROW_NOUNS, ROW_TEXT_FIELD, type RowType } from "../../../shared/resume-sections";
import { ROW_SECTIONS } from "../../../shared/revision-changes";
import { skillGroupsFromText, skillGroupsToText } from "../../../shared/skill-groups";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { TextAreaField } from "../../components/ui/text-area-field";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { type RevisionEdit, revisionApi } from "../../lib/revision-api";
import { rowTitles, textOf } from "./revision-fields";

// Editing a Tailored revision's wording: the summary, the skills and each row's text. Names,
// dates and employers stay as in the Original. The server refuses it without a paid plan (402,
// cvEdit) and refuses a stale copy (409); the page then reloads the revision.

type Drafts = Record<RowType, Record<number, string>>;

function initialDrafts(revision: Revision): Drafts {
  const drafts = {} as Drafts;
  for (const key of ROW_SECTIONS) {
    drafts[key] = {};
    for (const row of revision.document[key]) drafts[key][row.id] = textOf(revision.document, key, row.id);
  }
  return drafts;
}

export function RevisionEditor({
  revision,
  onSaved,
  onCancel,
  onPaymentRequired,
  onConflict,
}: {
  revision: Revision;
  onSaved: (revision: Revision) => void;
  onCancel: () => void;
  onPaymentRequired: () => void;
  onConflict: () => void;
}) {
  const doc = revision.document;
  const [summary, setSummary] = useState(doc.summary);
  const [skills, setSkills] = useState(skillGroupsToText(doc.skills));
  const [drafts, setDrafts] = useState(() => initialDrafts(revision));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    const edit: RevisionEdit = {
      summary,
      skills: skillGroupsFromText(skills),
    };
    const rows = (key: RowType) =>
      Object.entries(drafts[key]).map(([id, text]) => ({ id: Number(id), [ROW_TEXT_FIELD[key]]: text }));
    Object.assign(edit, {
      experiences: rows("experiences"),
      projects: rows("projects"),
      educations: rows("educations"),
      certificates: rows("certificates"),
    });
    try {
      onSaved(await revisionApi.update(revision.id, revision.updated_at, edit));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 402) onPaymentRequired();
      else if (caught instanceof ApiError && caught.status === 409) onConflict();
      else setError(`We could not save your edits: ${errorMessage(caught)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={save}
      aria-labelledby="edit-heading"
      className="flex flex-col gap-4 rounded-lg border border-grey-200 bg-white p-4"
    >
      <h2 id="edit-heading" className="text-xl font-semibold">
        Edit this revision
      </h2>
      <p className="text-sm text-grey-700">
        Change the wording here; your Original stays as it is. Names, employers and dates come from the
        Original.
      </p>
      <TextAreaField
        label="Summary"
        rows={5}
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
      />
      <TextAreaField
        label="Skills"
        hint="One group per line, its name first: Languages: Python, R. Separate skills with commas."
        rows={Math.min(8, Math.max(3, skills.split("\n").length + 1))}
        value={skills}
        onChange={(event) => setSkills(event.target.value)}
      />
      {ROW_SECTIONS.flatMap((key) =>
        rowTitles(revision.source, doc, key)
          .filter(({ id }) => id in drafts[key])
          .map(({ id, title }) => (
            <TextAreaField
              key={`${key}-${id}`}
              label={`${ROW_NOUNS[key]}: ${title}`}
              rows={key === "experiences" ? 6 : 3}
              value={drafts[key][id]}
              onChange={(event) =>
                setDrafts((current) => ({ ...current, [key]: { ...current[key], [id]: event.target.value } }))
              }
            />
          )),
      )}
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" className="w-auto! px-6" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" className="w-auto! px-6" loading={saving} loadingLabel="Saving...">
          Save changes
        </Button>
      </div>
    </form>
  );
}
