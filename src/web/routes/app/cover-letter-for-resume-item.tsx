import { Link, useParams } from "react-router";
import { parseResumeId } from "../../../shared/resume";
import { LoadFailed, Loading } from "../../components/load-state";
import { CoverLetterNotFound } from "../../features/cover-letters/cover-letter-not-found";
import { LetterScreen } from "../../features/cover-letters/letter-screen";
import { useCoverLetter } from "../../features/cover-letters/use-cover-letter";

export const meta = () => [{ title: "Cover letter · Resume Builder" }];

// One letter written from this resume, in the resume's layout: the one letter screen, headed by
// the letter's name.
export default function CoverLetterForResume() {
  const params = useParams();
  const resumeId = parseResumeId(params.id);
  const letterId = parseResumeId(params.coverletterid);
  const { state, setLetter, reload } = useCoverLetter(letterId);

  if (state.kind === "not-found") return <CoverLetterNotFound />;
  if (state.kind === "loading" || (state.kind === "ready" && state.item.id !== letterId)) {
    return <Loading text="Loading your cover letter ..." />;
  }
  if (state.kind === "failed") {
    return (
      <LoadFailed heading="We could not open this cover letter" message={state.message} onRetry={reload} />
    );
  }
  const letter = state.item;
  if (letter.resume_id !== resumeId) {
    return <CoverLetterNotFound detail="This resume has no such cover letter." />;
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={`/app/resume/${resumeId}/cover-letter`}
          className="text-sm text-primary-700 underline underline-offset-2"
        >
          All letters for this resume
        </Link>
      </div>
      {/* The resume's layout owns the page's leave prompt (its own autosave); one prompt only. */}
      <LetterScreen letter={letter} setLetter={setLetter} guardUnsaved={false} title={letter.name} />
    </div>
  );
}
