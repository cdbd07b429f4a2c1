import { useState } from "react";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { RequiredNameField } from "../../components/ui/required-name-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { type JobSummary, jobsApi } from "../../lib/jobs-api";
import { type LoadedState, useLoadedOnce } from "../../lib/use-loaded-once";
import { letterStepPath } from "./letter-steps";
import { StepForm, useStepSave } from "./step-form";
import { useLetter } from "./use-cover-letter";

// Step 2: the job the letter answers. A saved job fills the fields (the letter keeps its own
// copy, which the user may reword); a typed job can be saved to the jobs list on the way.

type JobsState = LoadedState<JobSummary[]>;

export function JobStep() {
  const { letter, save } = useLetter();
  const [jobId, setJobId] = useState<number | null>(letter.job_id);
  const [jobTitle, setJobTitle] = useState(letter.job_title);
  const [company, setCompany] = useState(letter.company);
  const [jobDescription, setJobDescription] = useState(letter.job_description);
  const [saveAsJob, setSaveAsJob] = useState(false);
  const jobs = useLoadedOnce(jobsApi.list);
  const dirty =
    jobId !== letter.job_id ||
    jobTitle !== letter.job_title ||
    company !== letter.company ||
    jobDescription !== letter.job_description;
  const step = useStepSave(dirty);

  const pick = (value: string) => {
    const job = jobs.kind === "ready" ? jobs.value.find((item) => String(item.id) === value) : undefined;
    setJobId(job?.id ?? null);
    if (!job) return;
    setJobTitle(job.title);
    setCompany(job.company);
    setJobDescription(job.description);
    setSaveAsJob(false);
  };

  const submit = () => {
    if (!jobTitle.trim()) {
      step.setError("Enter the job title, or pick one of your saved jobs.");
      return;
    }
    const fields = { jobTitle: jobTitle.trim(), company: company.trim(), jobDescription };
    void step.saveThenGo(
      async () => {
        let target = jobId;
        if (target === null && saveAsJob) {
          const job = await jobsApi.create({
            title: fields.jobTitle,
            company: fields.company,
            description: fields.jobDescription,
          });
          target = job.id;
          setJobId(job.id);
        }
        await save({ ...fields, jobId: target });
      },
      letterStepPath(letter.id, "resume"),
    );
  };

  return (
    <StepForm
      title="Which job is it for?"
      intro="Pick a job you saved, or type the job title, the company and the posting. The letter is written for it."
      step={step}
      back={letterStepPath(letter.id, "create")}
      onSubmit={submit}
    >
      <SavedJobSelect jobs={jobs} value={jobId} onChange={pick} />
      <RequiredNameField
        label="Job title"
        value={jobTitle}
        onChange={(event) => setJobTitle(event.target.value)}
      />
      <TextField
        label="Company"
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        maxLength={200}
        autoComplete="organization"
      />
      <TextAreaField
        label="Job description"
        hint="Paste the posting: the letter picks up what it asks for."
        value={jobDescription}
        onChange={(event) => setJobDescription(event.target.value)}
        maxLength={20_000}
        rows={8}
      />
      {jobId === null ? (
        <CheckboxField
          label="Save as a job (to track it on the Jobs page)"
          checked={saveAsJob}
          onChange={(event) => setSaveAsJob(event.target.checked)}
        />
      ) : null}
    </StepForm>
  );
}

function SavedJobSelect({
  jobs,
  value,
  onChange,
}: {
  jobs: JobsState;
  value: number | null;
  onChange: (value: string) => void;
}) {
  if (jobs.kind === "failed") {
    return (
      <p className="text-sm text-grey-700">
        Your saved jobs could not be loaded ({jobs.message}); type the job below.
      </p>
    );
  }
  const list = jobs.kind === "ready" ? jobs.value : [];
  // A job linked to the letter but since deleted is no longer in the list: show it as typed.
  const known = value !== null && list.some((job) => job.id === value);
  return (
    <SelectField
      label="Saved job"
      value={known ? String(value) : ""}
      disabled={jobs.kind === "loading"}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {jobs.kind === "loading" ? "Loading your jobs ..." : "None: I type the job below"}
      </option>
      {list.map((job) => (
        <option key={job.id} value={job.id}>
          {job.company ? `${job.title} at ${job.company}` : job.title}
        </option>
      ))}
    </SelectField>
  );
}
