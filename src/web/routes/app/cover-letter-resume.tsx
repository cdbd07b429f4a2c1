import { ResumeStep } from "../../features/cover-letters/resume-step";

export const meta = () => [{ title: "The resume · Cover letter · Resume Builder" }];

export default function CoverLetterResume() {
  return <ResumeStep />;
}
