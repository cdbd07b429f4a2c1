import { DesignPage } from "../../features/resume-design/design-page";

// /app/resume/{id}/Original: the Resume Design page of the resume's original revision. The
// cv-create layout loads the resume (and answers "not found" for someone else's).
export const meta = () => [{ title: "Resume Design · Resume Builder" }];

export default function ResumeDesign() {
  return <DesignPage />;
}
