import { NameStep } from "../../features/cover-letters/name-step";

export const meta = () => [{ title: "Name your cover letter · Resume Builder" }];

export default function CoverLetterCreate() {
  return <NameStep />;
}
