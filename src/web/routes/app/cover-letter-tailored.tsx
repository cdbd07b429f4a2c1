import { Link } from "react-router";
import { letterStepPath } from "../../features/cover-letters/letter-steps";
import { LetterWorkspace } from "../../features/cover-letters/letter-workspace";
import { useLetter } from "../../features/cover-letters/use-cover-letter";

export const meta = () => [{ title: "Write your cover letter · Resume Builder" }];

export default function CoverLetterTailored() {
  const { letter, setLetter, save } = useLetter();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Write your cover letter</h1>
      <LetterWorkspace letter={letter} setLetter={setLetter} save={save} />
      <Link
        to={letterStepPath(letter.id, "resume")}
        className="text-primary-700 underline underline-offset-2"
      >
        Back
      </Link>
    </div>
  );
}
