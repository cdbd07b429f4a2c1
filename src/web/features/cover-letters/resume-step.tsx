import { useState } from "react";
import { resumeApi } from "../../lib/resume-api";
import { useLoadedOnce } from "../../lib/use-loaded-once";
import { letterStepPath } from "./letter-steps";
import { StepForm, useStepSave } from "./step-form";
import { useLetter } from "./use-cover-letter";

// Step 3: the resume the letter draws on (experience, skills, name), or none.

const option =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-grey-200 bg-white p-3 hover:bg-grey-50 has-checked:border-primary-700 has-checked:bg-primary-50";

export function ResumeStep() {
  const { letter, save } = useLetter();
  const [resumeId, setResumeId] = useState<number | null>(letter.resume_id);
  const resumes = useLoadedOnce(resumeApi.list);
  const step = useStepSave(resumeId !== letter.resume_id);

  const submit = () => void step.saveThenGo(() => save({ resumeId }), letterStepPath(letter.id, "tailored"));

  return (
    <StepForm
      title="Which resume should it draw on?"
      intro="The letter takes your experience and skills from this resume. It never invents any."
      step={step}
      back={letterStepPath(letter.id, "job")}
      onSubmit={submit}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">Resume</legend>
        <label className={option}>
          <input
            type="radio"
            name="resume"
            checked={resumeId === null}
            onChange={() => setResumeId(null)}
            className="mt-1 accent-primary-700"
          />
          <span className="flex flex-col">
            <span className="font-medium">No resume</span>
            <span className="text-sm text-grey-600">Write from the job alone.</span>
          </span>
        </label>
        {resumes.kind === "ready"
          ? resumes.value.map((resume) => (
              <label key={resume.id} className={option}>
                <input
                  type="radio"
                  name="resume"
                  checked={resumeId === resume.id}
                  onChange={() => setResumeId(resume.id)}
                  className="mt-1 accent-primary-700"
                />
                <span className="flex flex-col">
                  <span className="font-medium">{resume.name}</span>
                  <span className="text-sm text-grey-600">{resume.desired_role || "No role set"}</span>
                </span>
              </label>
            ))
          : null}
      </fieldset>
      {resumes.kind === "loading" ? (
        <p role="status" className="text-grey-600">
          Loading your resumes ...
        </p>
      ) : resumes.kind === "failed" ? (
        <p role="alert" className="text-red-700">
          We could not load your resumes: {resumes.message}
        </p>
      ) : null}
    </StepForm>
  );
}
