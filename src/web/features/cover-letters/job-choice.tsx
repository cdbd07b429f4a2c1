import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import type { LetterSetup } from "./use-letter-setup";

// The job a letter answers: one of the user's saved jobs, or a posting pasted here. The title
// and company are read off the posting's first lines the moment it is pasted, and shown in
// fields of their own to check and correct before the letter is written.

const tab =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-grey-200 bg-white px-3 py-2 text-sm font-medium has-checked:border-primary-700 has-checked:bg-primary-50";

export function JobChoice({ setup }: { setup: LetterSetup }) {
  const { jobs, source } = setup;
  const saved = jobs.state === "ready" ? jobs.data : [];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">The job</legend>
        <div className="flex flex-wrap gap-2">
          <label className={tab}>
            <input
              type="radio"
              name="job-source"
              checked={source === "posting"}
              onChange={() => setup.setSource("posting")}
              className="accent-primary-700"
            />
            Paste a posting
          </label>
          <label className={tab}>
            <input
              type="radio"
              name="job-source"
              checked={source === "saved"}
              onChange={() => setup.setSource("saved")}
              className="accent-primary-700"
            />
            A saved job{jobs.state === "ready" ? ` (${saved.length})` : ""}
          </label>
        </div>
      </fieldset>
      {source === "saved" ? (
        <SelectField
          label="Saved job"
          value={setup.jobId === null ? "" : String(setup.jobId)}
          disabled={jobs.state === "loading"}
          onChange={(event) => setup.pickJob(event.target.value ? Number(event.target.value) : null)}
          hint={
            jobs.state === "failed"
              ? `Your saved jobs could not be loaded (${jobs.message}): paste the posting instead.`
              : saved.length === 0 && jobs.state === "ready"
                ? "You have no saved jobs yet: paste a posting instead."
                : undefined
          }
        >
          <option value="">{jobs.state === "loading" ? "Loading your jobs ..." : "Choose a job"}</option>
          {saved.map((job) => (
            <option key={job.id} value={job.id}>
              {job.company ? `${job.title} at ${job.company}` : job.title}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextAreaField
          label="Job posting"
          hint="Paste the whole posting: the letter answers what it asks for. It is saved to your jobs when you write."
          value={setup.posting}
          onChange={(event) => setup.setPosting(event.target.value)}
          maxLength={20_000}
          rows={6}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Job title"
          value={setup.jobTitle}
          onChange={(event) => setup.setJobTitle(event.target.value)}
          maxLength={200}
        />
        <TextField
          label="Company"
          value={setup.company}
          onChange={(event) => setup.setCompany(event.target.value)}
          maxLength={200}
          autoComplete="organization"
        />
      </div>
      <p role="status" className="text-sm text-grey-600">
        {setup.detected && source === "posting"
          ? "Title and company read from the posting: check them, and correct them if needed."
          : ""}
      </p>
    </div>
  );
}
