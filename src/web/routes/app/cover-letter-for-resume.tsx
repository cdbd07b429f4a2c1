import { useState } from "react";
import { isRouteErrorResponse, Link, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { parseResumeId } from "../../../shared/resume";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { CoverLetterTable } from "../../features/cover-letters/cover-letter-table";
import { DeleteCoverLetterModal } from "../../features/cover-letters/delete-cover-letter-modal";
import { startCoverLetter } from "../../features/cover-letters/start-cover-letter";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";
import { errorMessage } from "../../lib/error-message";
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
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState("");
  const [toDelete, setToDelete] = useState<CoverLetter | null>(null);

  const write = async () => {
    setCreating(true);
    setError(undefined);
    setNotice("");
    try {
      const { letter } = await startCoverLetter({ resumeId });
      navigate(`/app/cover-letter/${letter.id}/job`);
    } catch (caught) {
      setError(`We could not create a cover letter: ${errorMessage(caught)}`);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold">Cover letters</h1>
          <p className="text-grey-700">The letters written from this resume.</p>
        </div>
        <Button className="w-auto! px-6" onClick={write} loading={creating} loadingLabel="Creating ...">
          Write a cover letter for this resume
        </Button>
      </div>
      <FormError message={error} />
      <div role="status">
        {notice ? <p className="rounded-lg bg-primary-50 p-3 text-primary-800">{notice}</p> : null}
      </div>
      {letters.length ? (
        <CoverLetterTable
          letters={letters}
          caption="Cover letters written from this resume"
          openHref={(letter) => `/app/resume/${resumeId}/cover-letter/${letter.id}`}
          onDelete={setToDelete}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-grey-300 p-8 text-center text-grey-700">
          No cover letter was written from this resume yet.
        </p>
      )}
      <Link to="/app/cover-letter" className="text-primary-700 underline underline-offset-2">
        All my cover letters
      </Link>
      <DeleteCoverLetterModal
        letter={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={async (letter) => {
          await revalidator.revalidate();
          setToDelete(null);
          setNotice(`Deleted ${letter.name}.`);
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Cover letters</h1>
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-700">
        We could not load the cover letters: {message}
      </p>
    </div>
  );
}
