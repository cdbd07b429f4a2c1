import { ResumeImportPage } from "../../features/resume-import/resume-import-page";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Review your imported resume · Resume Builder" }];

export default function ResumeImport() {
  return <ResumeImportPage userId={useAppUser().id} />;
}
