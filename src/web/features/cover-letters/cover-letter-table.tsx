import {
  ActionsCell,
  ItemRow,
  ItemTable,
  RowButton,
  RowLink,
  TextCell,
  UpdatedCell,
} from "../../components/item-table";
import type { CoverLetter } from "../../lib/cover-letter-api";

/** Where a letter opens: the writing step once it has a text, the first step otherwise. */
const letterHref = (letter: CoverLetter) =>
  `/app/cover-letter/${letter.id}/${letter.content.length ? "tailored" : "create"}`;

const jobLabel = (letter: Pick<CoverLetter, "job_title" | "company">) =>
  [letter.job_title, letter.company].filter(Boolean).join(" at ");

// The server lists letters newest first; the table keeps that order.
export function CoverLetterTable({
  letters,
  caption = "Your cover letters",
  openHref = letterHref,
  onDelete,
}: {
  letters: CoverLetter[];
  caption?: string;
  openHref?: (letter: CoverLetter) => string;
  onDelete?: (letter: CoverLetter) => void;
}) {
  return (
    <ItemTable caption={caption} columns={["Job", "Texts", "Last updated", "Actions"]} white>
      {letters.map((letter) => (
        <ItemRow key={letter.id} name={letter.name}>
          <TextCell label="Job">{jobLabel(letter)}</TextCell>
          <TextCell label="Texts">{String(letter.content.length)}</TextCell>
          <UpdatedCell iso={letter.updated_at} />
          <ActionsCell>
            <RowLink to={openHref(letter)} verb="Open" name={letter.name} primary />
            {onDelete ? (
              <RowButton verb="Delete" name={letter.name} danger onClick={() => onDelete(letter)} />
            ) : null}
          </ActionsCell>
        </ItemRow>
      ))}
    </ItemTable>
  );
}
