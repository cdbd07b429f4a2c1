import type { ReactNode } from "react";
import { Link, Outlet, useParams } from "react-router";
import { parseResumeId } from "../../shared/resume";
import { Loading, OpenFailed } from "../components/load-state";
import { CoverLetterNotFound } from "../features/cover-letters/cover-letter-not-found";
import { LetterContext, letterStore, useCoverLetter } from "../features/cover-letters/use-cover-letter";

// Frame of the cover-letter routes (spec §2 "cover-letter-create"): the letter's name and the
// loaded letter for the one letter screen below it (docs/decisions/023-cover-letter-screen.md).
export default function CoverLetterCreateLayout() {
  const id = parseResumeId(useParams().id);
  const { state, setLetter, reload } = useCoverLetter(id);

  let body: ReactNode;
  if (state.kind === "not-found") body = <CoverLetterNotFound />;
  else if (state.kind === "loading" || (state.kind === "ready" && state.item.id !== id)) {
    body = <Loading page text="Loading your cover letter ..." />;
  } else if (state.kind === "failed") {
    body = (
      <OpenFailed heading="We could not open this cover letter" message={state.message} onRetry={reload} />
    );
  } else {
    const letter = state.item;
    body = (
      <LetterContext.Provider value={letterStore(letter, setLetter)}>
        <div className="border-b border-grey-200 bg-white">
          <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-3 sm:px-6">
            <p className="truncate text-lg font-semibold" data-testid="letter-name">
              {letter.name || "Untitled cover letter"}
            </p>
          </div>
        </div>
        <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </div>
      </LetterContext.Provider>
    );
  }

  return (
    <div className="min-h-screen bg-grey-50">
      <header className="border-b border-grey-200 bg-white">
        <nav
          aria-label="Cover letter"
          className="mx-auto flex max-w-4xl items-center gap-4 px-6 py-3 text-sm"
        >
          <Link to="/app/cover-letter" className="text-primary-700 underline underline-offset-2">
            My cover letters
          </Link>
          <Link to="/app/dashboard" className="text-grey-700 hover:text-grey-900">
            Dashboard
          </Link>
        </nav>
      </header>
      <main>{body}</main>
    </div>
  );
}
