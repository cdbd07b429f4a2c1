import { useLocation } from "react-router";
import { ResumeImportPage } from "../../features/resume-import/resume-import-page";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Import your resume · Resume Builder" }];

export default function ResumeImport() {
  // The upload on this page navigates to this page again with what it read: a new page, so the
  // review is picked up (the page reads it once, when it opens).
  return <ResumeImportPage key={useLocation().key} userId={useAppUser().id} />;
}
