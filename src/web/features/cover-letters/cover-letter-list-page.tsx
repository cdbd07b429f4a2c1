import { useEffect, useState } from "react";
import { UNLIMITED, type UserEntitlements } from "../../../shared/plans";
import { ListPageHeader } from "../../components/list-page-header";
import { EmptyState, StatusNotice } from "../../components/load-state";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { LoadMore } from "../../components/ui/load-more";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";
import { useStartCoverLetter } from "../../lib/start-cover-letter";
import { useHeadingFocus } from "../../lib/use-heading-focus";
import { useListDeletion } from "../../lib/use-list-deletion";
import { type Page, usePagedList } from "../../lib/use-paged-list";
import { CoverLetterTable } from "./cover-letter-table";
import { DeleteCoverLetterModal } from "./delete-cover-letter-modal";

/** The Cover letters page (/app/cover-letter): the table, what AI generations are left, new and delete. */
export function CoverLetterListPage(loaded: { firstPage: Page<CoverLetter>; user: UserEntitlements }) {
  const paged = usePagedList(loaded.firstPage, coverLetterApi.listPage);
  const letters = paged.items;
  const { headingRef, focusHeadingSoon } = useHeadingFocus();
  const [user, setUser] = useState(loaded.user);
  const starter = useStartCoverLetter<"new">();
  const [notice, setNotice] = useState("");
  const deletion = useListDeletion<CoverLetter>((letter) => {
    setNotice(`Deleted ${letter.name}.`);
    focusHeadingSoon();
  });

  useEffect(() => setUser(loaded.user), [loaded.user]);

  const create = async () => {
    setNotice("");
    await starter.start("new", {}, "create", (started) => {
      if (started.user) setUser(started.user);
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <ListPageHeader
        title="Cover letters"
        headingRef={headingRef}
        intro={
          <p className="text-sm text-grey-600">
            AI generations left:{" "}
            <span data-testid="generations-left">
              {user.generated >= UNLIMITED ? "Unlimited" : user.generated}
            </span>
          </p>
        }
      >
        <div className="w-52">
          <Button onClick={create} loading={starter.starting !== null} loadingLabel="Creating ...">
            New cover letter
          </Button>
        </div>
      </ListPageHeader>
      <StatusNotice>{notice}</StatusNotice>
      <FormError message={starter.error} />
      {letters.length ? (
        <CoverLetterTable letters={letters} onDelete={deletion.ask} />
      ) : (
        <EmptyState headingId="no-letters-heading" heading="No cover letters yet">
          Start one with "New cover letter": choose your resume, paste the job posting, and the AI writes it
          on the same screen.
        </EmptyState>
      )}
      <LoadMore list={paged} label="Load more cover letters" />
      <DeleteCoverLetterModal {...deletion.modal} />
    </div>
  );
}
