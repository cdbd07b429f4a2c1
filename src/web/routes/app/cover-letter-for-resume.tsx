import { useLoaderData } from "react-router";
import { parseResumeId } from "../../../shared/resume";
import { ListLoadFailed } from "../../components/load-state";
import { ResumeLettersPage } from "../../features/cover-letters/resume-letters-page";
import { coverLetterApi } from "../../lib/cover-letter-api";
import type { Route } from "./+types/cover-letter-for-resume";

export const meta = () => [{ title: "Cover letters for this resume · Resume Builder" }];

// The letters written from one resume (spec §2, in the resume's layout, which already answers
// "not found" for another user's resume).
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const resumeId = parseResumeId(params.id);
  const letters = await coverLetterApi.list();
  return { resumeId, letters: letters.filter((letter) => letter.resume_id === resumeId) };
}

export default function CoverLettersForResume() {
  const { resumeId, letters } = useLoaderData<typeof clientLoader>();
  return <ResumeLettersPage resumeId={resumeId} letters={letters} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListLoadFailed heading="Cover letters" what="the cover letters" error={error} />;
}
