import { useEffect, useRef, useState } from "react";
import type { ResumeSummary } from "../../../shared/contracts/resumes";
import { detectJobHeader } from "../../../shared/job-header";
import type { LetterTone } from "../../../shared/resume";
import type { CoverLetter, GenerationChanges } from "../../lib/cover-letter-api";
import { type JobSummary, jobsApi } from "../../lib/jobs-api";
import { resumeApi } from "../../lib/resume-api";
import { type ResourceState, useResource } from "../../lib/use-resource";

// What a letter is written from, chosen on the one letter screen: a resume (or one of its
// Tailored revisions), a job (a saved one, or a pasted posting whose title and company are read
// off its first lines and shown for correction), a tone and instructions. Nothing here is saved
// until "Write my letter": then a pasted posting becomes a saved job (with the title and company
// as shown) and the letter is written for it.

type JobSource = "saved" | "posting";

export interface LetterSetup {
  resumes: ResourceState<ResumeSummary[]>;
  jobs: ResourceState<JobSummary[]>;
  resumeId: number | null;
  setResumeId: (id: number | null) => void;
  revisionId: number | null;
  setRevisionId: (id: number | null) => void;
  source: JobSource;
  setSource: (source: JobSource) => void;
  jobId: number | null;
  pickJob: (id: number | null) => void;
  posting: string;
  setPosting: (text: string) => void;
  /** Whether the title and company shown were read off the posting (and not typed since). */
  detected: boolean;
  jobTitle: string;
  setJobTitle: (text: string) => void;
  company: string;
  setCompany: (text: string) => void;
  tone: LetterTone;
  setTone: (tone: LetterTone) => void;
  instructions: string;
  setInstructions: (text: string) => void;
  /** Why the letter cannot be written yet, or undefined. */
  problem: () => string | undefined;
  /** Saves a pasted posting as a job (once) and answers what the generation sends. */
  prepare: () => Promise<GenerationChanges>;
}

export function useLetterSetup(letter: CoverLetter): LetterSetup {
  const resumes = useResource("resume-list", resumeApi.list);
  const jobs = useResource("job-list", jobsApi.list);

  const [resumeId, setResumeIdState] = useState<number | null>(letter.resume_id);
  const [revisionId, setRevisionId] = useState<number | null>(null);
  const [source, setSource] = useState<JobSource>(letter.job_id !== null ? "saved" : "posting");
  const [jobId, setJobId] = useState<number | null>(letter.job_id);
  const [posting, setPostingState] = useState(letter.job_id === null ? letter.job_description : "");
  const [jobTitle, setJobTitleState] = useState(letter.job_title);
  const [company, setCompanyState] = useState(letter.company);
  const [detected, setDetected] = useState(false);
  const [tone, setTone] = useState<LetterTone>("formal");
  const [instructions, setInstructions] = useState(letter.instructions);
  const lastDetected = useRef({ title: "", company: "" });

  // A new letter with no resume yet starts from the user's first one (they can pick "No resume").
  useEffect(() => {
    if (resumes.state !== "ready" || letter.resume_id !== null || letter.content.length > 0) return;
    setResumeIdState((current) => current ?? resumes.data[0]?.id ?? null);
  }, [resumes.state, resumes.data, letter.resume_id, letter.content.length]);

  const setResumeId = (id: number | null) => {
    setResumeIdState(id);
    setRevisionId(null);
  };

  const pickJob = (id: number | null) => {
    setJobId(id);
    const job = jobs.state === "ready" ? jobs.data.find((item) => item.id === id) : undefined;
    if (!job) return;
    setJobTitleState(job.title);
    setCompanyState(job.company);
    setDetected(false);
  };

  // A field the user has not typed in follows what the posting's first lines say.
  const setPosting = (text: string) => {
    setPostingState(text);
    const found = detectJobHeader(text);
    const previous = lastDetected.current;
    if (jobTitle.trim() === "" || jobTitle === previous.title) setJobTitleState(found.title);
    if (company.trim() === "" || company === previous.company) setCompanyState(found.company);
    lastDetected.current = found;
    setDetected(Boolean(found.title || found.company));
  };

  const setJobTitle = (text: string) => {
    setJobTitleState(text);
    setDetected(false);
  };
  const setCompany = (text: string) => {
    setCompanyState(text);
    setDetected(false);
  };

  const problem = () => {
    if (source === "saved" && jobId === null) return "Pick one of your saved jobs, or paste a job posting.";
    if (source === "posting" && !posting.trim())
      return "Paste the job posting, or pick one of your saved jobs.";
    if (!jobTitle.trim()) return "Enter the job title.";
    return undefined;
  };

  const prepare = async (): Promise<GenerationChanges> => {
    const title = jobTitle.trim();
    const name = company.trim();
    let target = source === "saved" ? jobId : null;
    let description = posting;
    if (source === "posting") {
      // The posting becomes a saved job with the title and company as shown here, so the jobs
      // list and the dashboard name it; the screen then treats it as that saved job.
      const job = await jobsApi.create({ title, company: name, description: posting });
      target = job.id;
      if (jobs.state === "ready") {
        jobs.setData([
          { ...job, revisions: 0, cover_letters: 1, latest_revision: null, latest_cover_letter: null },
          ...jobs.data,
        ]);
      }
      setJobId(job.id);
      setSource("saved");
    } else if (jobs.state === "ready") {
      description = jobs.data.find((job) => job.id === target)?.description ?? letter.job_description;
    }
    return {
      resumeId,
      ...(resumeId !== null && revisionId !== null ? { revisionId } : {}),
      jobId: target,
      jobTitle: title,
      company: name,
      jobDescription: description,
      instructions,
      tone,
    };
  };

  return {
    resumes,
    jobs,
    resumeId,
    setResumeId,
    revisionId,
    setRevisionId,
    source,
    setSource,
    jobId,
    pickJob,
    posting,
    setPosting,
    detected,
    jobTitle,
    setJobTitle,
    company,
    setCompany,
    tone,
    setTone,
    instructions,
    setInstructions,
    problem,
    prepare,
  };
}
