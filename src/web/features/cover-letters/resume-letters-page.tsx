import { useState } from "react";
import { Link } from "react-router";
import { ListPageHeader } from "../../components/list-page-header";
import { StatusNotice } from "../../components/load-state";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import type { CoverLetter } from "../../lib/cover-letter-api";
import { useStartCoverLetter } from "../../lib/start-cover-letter";
import { useListDeletion } from "../../lib/use-list-deletion";
import { CoverLetterTable } from "./cover-letter-table";
import { DeleteCoverLetterModal } from "./delete-cover-letter-modal";

/** The letters written from one resume (/app/resume/{id}/cover-letter): write one more, open, delete. */
export function ResumeLettersPage({ resumeId, letters }: { resumeId: number; letters: CoverLetter[] }) {
  const starter = useStartCoverLetter<"new">();
  const [notice, setNotice] = useState("");
  const deletion = useListDeletion<CoverLetter>((letter) => setNotice(`Deleted ${letter.name}.`));

  const write = async () => {
    setNotice("");
    await starter.start("new", { resumeId }, "job");
  };

  return (
    <div className="flex flex-col gap-6">
      <ListPageHeader
        title="Cover letters"
        intro={<p className="text-grey-700">The letters written from this resume.</p>}
      >
        <Button
          className="w-auto! px-6"
          onClick={write}
          loading={starter.starting !== null}
          loadingLabel="Creating ..."
        >
          Write a cover letter for this resume
        </Button>
      </ListPageHeader>
      <FormError message={starter.error} />
      <StatusNotice>{notice}</StatusNotice>
      {letters.length ? (
        <CoverLetterTable
          letters={letters}
          caption="Cover letters written from this resume"
          openHref={(letter) => `/app/resume/${resumeId}/cover-letter/${letter.id}`}
          onDelete={deletion.ask}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-grey-300 p-8 text-center text-grey-700">
          No cover letter was written from this resume yet.
        </p>
      )}
      <Link to="/app/cover-letter" className="text-primary-700 underline underline-offset-2">
        All my cover letters
      </Link>
      <DeleteCoverLetterModal {...deletion.modal} />
    </div>
  );
}
