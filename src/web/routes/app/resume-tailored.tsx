import { TailoredPage } from "../../features/tailored/tailored-page";

// /app/resume/{id}/Tailored: the resume's AI revisions beside the Original. The cv-create
// layout loads the resume (and answers "not found" for someone else's).
export const meta = () => [{ title: "Tailored resume · Resume Builder" }];

export default function ResumeTailored() {
  return <TailoredPage />;
}
