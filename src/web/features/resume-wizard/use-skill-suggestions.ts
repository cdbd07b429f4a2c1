import { useEffect, useState } from "react";
import { type SuggestionGroup, suggestSkills } from "../../../shared/skill-suggestions";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { type PostingSkills, resumeApi } from "../../lib/resume-api";
import { jobTitles } from "./use-career-field";

// The skill suggestions of the Summary step (shared/skill-suggestions.ts): the target posting's
// missing skills (asked of the server once the posting pasted in Tailor is saved), then the
// target role's field, then the field of the person's own jobs.

export interface Suggestions {
  groups: SuggestionGroup[];
  /** The posting's job as its legend names it ("Instructional Designer at Brightpath Learning"). */
  postingJob: string;
}

export function useSkillSuggestions(present: readonly string[]): Suggestions {
  const store = useAutosave();
  const posting = String(store.value("job_posting") ?? "").trim();
  const [answer, setAnswer] = useState<PostingSkills | null>(null);
  useEffect(() => {
    void posting;
    let cancelled = false;
    // Asked once the posting as it is now is saved: the server reads the saved resume.
    store
      .whenSaved()
      .then(() => (cancelled ? null : resumeApi.postingSkills(store.resumeId)))
      .then(
        (skills) => !cancelled && skills && setAnswer(skills),
        // Without the posting's skills the field's suggestions still stand.
        () => !cancelled && setAnswer(null),
      );
    return () => {
      cancelled = true;
    };
  }, [store, posting]);

  const job = answer?.job ?? null;
  const groups = suggestSkills({
    targetRole: String(store.value("desired_role") ?? ""),
    pastTitles: jobTitles(store),
    posting: job ? { title: job.title, gaps: answer?.skills ?? [] } : null,
    present,
  });
  const postingJob = job ? [job.title, job.company].filter(Boolean).join(" at ") : "";
  return { groups, postingJob };
}
