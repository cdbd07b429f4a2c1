import { Link } from "react-router";

/** A letter that does not exist or is another user's: the same answer for both (docs/api.md). */
export function CoverLetterNotFound({ detail }: { detail?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <title>Cover letter not found · Resume Builder</title>
      <h1 className="text-2xl font-semibold">Cover letter not found</h1>
      <p className="text-grey-700">
        {detail ?? "This cover letter does not exist, or it belongs to another account."}
      </p>
      <Link to="/app/cover-letter" className="text-primary-700 underline">
        Go to my cover letters
      </Link>
    </div>
  );
}
