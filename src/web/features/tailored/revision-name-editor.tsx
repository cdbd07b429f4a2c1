import { type FormEvent, useState } from "react";
import { MAX_REVISION_NAME, type RevisionSummary } from "../../../shared/contracts/revisions";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/error-message";
import { revisionApi, revisionDate } from "../../lib/revision-api";
import { revisionTitle } from "../../lib/revision-labels";

// The selected revision's name as its heading, and "Rename" in place: the name is what the
// list and the design page's revision picker show. A label only, so every plan may rename.

export function RevisionNameEditor({
  revision,
  onRenamed,
}: {
  revision: Pick<RevisionSummary, "id" | "name" | "desired_role" | "created_at" | "edited_at">;
  onRenamed: (renamed: RevisionSummary) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(revision.name);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const open = () => {
    setName(revision.name);
    setError(undefined);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError("Give the revision a name.");
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      onRenamed(await revisionApi.rename(revision.id, name));
      setEditing(false);
    } catch (caught) {
      setError(`The name was not saved: ${errorMessage(caught)}`);
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 className="min-w-0 text-xl font-semibold break-words sm:text-2xl">{revisionTitle(revision)}</h2>
          <button
            type="button"
            onClick={open}
            className="text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
          >
            Rename<span className="sr-only"> this revision</span>
          </button>
        </div>
        <p className="text-sm text-grey-600">Written {revisionDate(revision)}</p>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="flex w-full max-w-xl flex-col gap-2" aria-label="Rename this revision">
      <TextField
        label="Revision name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        maxLength={MAX_REVISION_NAME}
        // Checked on Save, not on blur: a message appearing as focus leaves the field would
        // move the Save button from under the pointer mid-click.
        aria-required="true"
        autoFocus
        error={error}
        hint="For example the job and the company: what you will look for in the list."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="w-auto! px-4" loading={saving} loadingLabel="Saving...">
          Save name
        </Button>
        <Button variant="secondary" className="w-auto! px-4" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
