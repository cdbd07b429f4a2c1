import { useEffect, useState } from "react";
import { JobChecklist } from "../../components/job-checklist/job-checklist";
import { Button } from "../../components/ui/button";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { errorMessage } from "../../lib/error-message";
import { type Job, jobsApi } from "../../lib/jobs-api";

// Before tailoring: what the pasted posting asks for, as tailoring will read it, for the user to
// correct (docs/tailoring.md §1). Checking saves the posting as a job (the one tailoring then
// uses), so the corrections are kept with it.

export function PostingCheck() {
  const store = useAutosave();
  const posting = String(store.value("job_posting") ?? "").trim();
  const role = String(store.value("desired_role") ?? "").trim();
  const [job, setJob] = useState<Job | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // Another posting is another job: the list shown must be the pasted one's.
  useEffect(() => {
    if (job && job.description !== posting) setJob(null);
  }, [job, posting]);

  if (!posting) return null;
  if (job) return <JobChecklist job={job} openNow />;
  const check = async () => {
    setBusy(true);
    setError("");
    try {
      setJob(await jobsApi.forPosting(posting, role));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        className="w-auto! px-4"
        loading={busy}
        loadingLabel="Reading..."
        onClick={check}
      >
        Check what this posting asks for
      </Button>
      <p className="text-sm text-grey-700">
        See the skills and qualifications tailoring will look for, and remove or mark the ones that matter.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
