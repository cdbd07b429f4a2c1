import { type FormEvent, useEffect, useId, useState } from "react";
import { type JobFields, type JobStatus, jobFields, jobStatuses } from "../../../shared/contracts/jobs";
import { Button } from "../../components/ui/button";
import { controlClass } from "../../components/ui/field-frame";
import { FormError } from "../../components/ui/form-error";
import { Modal } from "../../components/ui/modal";
import { RequiredNameField } from "../../components/ui/required-name-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/error-message";
import { type Job, jobsApi } from "../../lib/jobs-api";
import { jobStatusLabels } from "./job-status";

// Adding a job or editing one, with the same fields the API takes (src/shared/ai.ts jobFields).

const empty: JobFields = { title: "", company: "", url: "", description: "", status: "saved", notes: "" };

const fieldsOf = (job: Job | null): JobFields =>
  job
    ? {
        title: job.title,
        company: job.company,
        url: job.url,
        description: job.description,
        status: job.status,
        notes: job.notes,
      }
    : empty;

export function JobFormModal({
  open,
  job,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The job to edit; null adds a new one. */
  job: Job | null;
  onClose: () => void;
  onSaved: (job: Job) => Promise<void> | void;
}) {
  const [fields, setFields] = useState<JobFields>(() => fieldsOf(job));
  const [errors, setErrors] = useState<Partial<Record<keyof JobFields, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const statusId = useId();

  useEffect(() => {
    if (!open) return;
    setFields(fieldsOf(job));
    setErrors({});
    setError(undefined);
  }, [open, job]);

  const set = (patch: Partial<JobFields>) => setFields((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = jobFields.safeParse(fields);
    const found: Partial<Record<keyof JobFields, string>> = {};
    if (!fields.title.trim()) found.title = "Job title is required.";
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof JobFields;
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy(true);
    setError(undefined);
    try {
      const saved = job ? await jobsApi.update(job.id, parsed.data) : await jobsApi.create(parsed.data);
      await onSaved(saved);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={job ? `Edit ${job.title}` : "Add a job"} onClose={onClose} preventClose={busy}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <RequiredNameField
          label="Job title"
          value={fields.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errors.title}
        />
        <TextField
          label="Company"
          value={fields.company}
          onChange={(event) => set({ company: event.target.value })}
          error={errors.company}
          maxLength={200}
          autoComplete="organization"
        />
        <TextField
          label="Posting URL"
          type="url"
          value={fields.url}
          onChange={(event) => set({ url: event.target.value })}
          error={errors.url}
          placeholder="https://"
          autoComplete="url"
        />
        <TextAreaField
          label="Job description"
          value={fields.description}
          onChange={(event) => set({ description: event.target.value })}
          error={errors.description}
          rows={5}
          maxLength={20_000}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-medium text-grey-700">
            Status
          </label>
          <select
            id={statusId}
            className={controlClass(false)}
            value={fields.status}
            onChange={(event) => set({ status: event.target.value as JobStatus })}
          >
            {jobStatuses.map((status) => (
              <option key={status} value={status}>
                {jobStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <TextAreaField
          label="Notes"
          value={fields.notes}
          onChange={(event) => set({ notes: event.target.value })}
          error={errors.notes}
          rows={3}
          maxLength={10_000}
        />
        <FormError message={error} />
        <div className="flex gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} loadingLabel="Saving ...">
            {job ? "Save job" : "Add job"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
