import { type FormEvent, useEffect, useState } from "react";
import { type JobFields, type JobStatus, jobFields } from "../../../shared/contracts/jobs";
import { LONG } from "../../../shared/text-limits";
import { Modal } from "../../components/ui/modal";
import { ModalActions } from "../../components/ui/modal-actions";
import { RequiredNameField } from "../../components/ui/required-name-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { type Job, jobsApi } from "../../lib/jobs-api";
import { useAsyncAction } from "../../lib/use-async-action";
import { JobStatusOptions } from "./job-status";

// Adding a job or editing one, with the same fields the API takes (contracts/jobs.ts jobFields).
// A title or company left empty is read from the pasted posting by the server (issue 34).

const empty: JobFields = {
  title: "",
  company: "",
  url: "",
  description: "",
  status: "saved",
  notes: "",
  follow_up_on: null,
};

const fieldsOf = (job: Job | null): JobFields =>
  job
    ? {
        title: job.title,
        company: job.company,
        url: job.url,
        description: job.description,
        status: job.status,
        notes: job.notes,
        follow_up_on: job.follow_up_on,
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
  const { busy, error, setError, run } = useAsyncAction();

  useEffect(() => {
    if (!open) return;
    setFields(fieldsOf(job));
    setErrors({});
    setError(undefined);
  }, [open, job, setError]);

  const set = (patch: Partial<JobFields>) => setFields((current) => ({ ...current, ...patch }));
  /** A text field's value, edits and message, from the field's name. */
  const bind = (key: "title" | "company" | "url" | "description" | "notes") => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
    error: errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = jobFields.safeParse(fields);
    const found: Partial<Record<keyof JobFields, string>> = {};
    // A new job may take its title from the posting; a saved one keeps a title.
    if (!fields.title.trim() && job) found.title = "Job title is required.";
    else if (!fields.title.trim() && !fields.description.trim())
      found.title = "Give the job a title, or paste its posting to read the title from.";
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof JobFields;
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    await run(async () => {
      const saved = job ? await jobsApi.update(job.id, parsed.data) : await jobsApi.create(parsed.data);
      await onSaved(saved);
    });
  };

  return (
    <Modal open={open} title={job ? `Edit ${job.title}` : "Add a job"} onClose={onClose} preventClose={busy}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {job ? (
          <RequiredNameField label="Job title" {...bind("title")} />
        ) : (
          <TextField
            label="Job title"
            {...bind("title")}
            maxLength={200}
            autoComplete="off"
            hint="Left empty, it is read from the posting below."
          />
        )}
        <TextField
          label="Company"
          {...bind("company")}
          maxLength={200}
          autoComplete="organization"
          hint="Left empty, it is read from the posting below."
        />
        <TextField
          label="Posting URL"
          type="url"
          {...bind("url")}
          placeholder="https://"
          autoComplete="url"
        />
        <TextAreaField label="Job description" {...bind("description")} rows={5} maxLength={20_000} />
        <SelectField
          label="Status"
          value={fields.status}
          onChange={(event) => set({ status: event.target.value as JobStatus })}
        >
          <JobStatusOptions />
        </SelectField>
        <TextField
          label="Follow-up date"
          type="date"
          value={fields.follow_up_on ?? ""}
          onChange={(event) => set({ follow_up_on: event.target.value || null })}
          error={errors.follow_up_on}
          hint="Your dashboard reminds you from this day on."
        />
        <TextAreaField label="Notes" {...bind("notes")} rows={3} maxLength={LONG} />
        <ModalActions
          error={error}
          busy={busy}
          onCancel={onClose}
          confirmLabel={job ? "Save job" : "Add job"}
          busyLabel="Saving ..."
        />
      </form>
    </Modal>
  );
}
