import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { UNLIMITED, type UserEntitlements } from "../../../shared/plans";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { LoadMore } from "../../components/ui/load-more";
import { CoverLetterTable } from "../../features/cover-letters/cover-letter-table";
import { DeleteCoverLetterModal } from "../../features/cover-letters/delete-cover-letter-modal";
import { startCoverLetter } from "../../features/cover-letters/start-cover-letter";
import { api } from "../../lib/api-client";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";
import { errorMessage } from "../../lib/error-message";
import { usePagedList } from "../../lib/use-paged-list";
import type { Route } from "./+types/cover-letter-list";

export const meta = () => [{ title: "Cover letters · Resume Builder" }];

export async function clientLoader() {
  const [firstPage, user] = await Promise.all([
    coverLetterApi.listPage(),
    api<UserEntitlements>("/api/user"),
  ]);
  return { firstPage, user };
}

export default function CoverLetterList() {
  const loaded = useLoaderData<typeof clientLoader>();
  const paged = usePagedList(loaded.firstPage, coverLetterApi.listPage);
  const letters = paged.items;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [user, setUser] = useState(loaded.user);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<CoverLetter | null>(null);
  const [notice, setNotice] = useState("");
  const [error, setError] = useState<string>();
  const [focusHeading, setFocusHeading] = useState(false);

  useEffect(() => setUser(loaded.user), [loaded.user]);
  // After a delete its row is gone: focus goes to the heading once the modal has closed.
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const create = async () => {
    setCreating(true);
    setNotice("");
    setError(undefined);
    try {
      const started = await startCoverLetter();
      if (started.user) setUser(started.user);
      navigate(`/app/cover-letter/${started.letter.id}/create`);
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
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
            Cover letters
          </h1>
          <p className="text-sm text-grey-600">
            AI generations left:{" "}
            <span data-testid="generations-left">
              {user.generated >= UNLIMITED ? "Unlimited" : user.generated}
            </span>
          </p>
        </div>
        <div className="w-52">
          <Button onClick={create} loading={creating} loadingLabel="Creating ...">
            New cover letter
          </Button>
        </div>
      </div>
      <div role="status">
        {notice ? <p className="rounded-lg bg-primary-50 p-3 text-primary-800">{notice}</p> : null}
      </div>
      <FormError message={error} />
      {letters.length ? (
        <CoverLetterTable letters={letters} onDelete={(letter) => setToDelete(letter)} />
      ) : (
        <section
          aria-labelledby="no-letters-heading"
          className="rounded-xl border border-dashed border-grey-300 p-8 text-center"
        >
          <h2 id="no-letters-heading" className="text-xl font-semibold">
            No cover letters yet
          </h2>
          <p className="mt-2 text-grey-700">
            Start one with "New cover letter": name it, add the job and your resume, and the AI writes it.
          </p>
        </section>
      )}
      <LoadMore list={paged} label="Load more cover letters" />
      <DeleteCoverLetterModal
        letter={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={async (letter) => {
          await revalidator.revalidate();
          setToDelete(null);
          setNotice(`Deleted ${letter.name}.`);
          setFocusHeading(true);
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
        We could not load your cover letters: {message}
      </p>
      <a className="text-primary-700 underline" href="/app/cover-letter">
        Try again
      </a>
    </div>
  );
}
