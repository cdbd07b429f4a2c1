import { JobStep } from "../../features/cover-letters/job-step";

export const meta = () => [{ title: "The job · Cover letter · Resume Builder" }];

export default function CoverLetterJob() {
  return <JobStep />;
}
