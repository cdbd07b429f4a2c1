import { Link } from "react-router";
import type { CoverLetter } from "../../lib/cover-letter-api";
import { UpdatedTime } from "../resume-list/updated-time";

const base = "inline-flex items-center rounded-lg border px-3 py-1.5 text-sm font-medium";
const primaryAction = `${base} border-primary-700 bg-primary-700 text-white hover:bg-primary-800`;
const dangerAction = `${base} border-grey-300 bg-white text-red-700 hover:bg-red-50`;

/** Where a letter opens: the writing step once it has a text, the first step otherwise. */
export const letterHref = (letter: CoverLetter) =>
  `/app/cover-letter/${letter.id}/${letter.content.length ? "tailored" : "create"}`;

export const jobLabel = (letter: Pick<CoverLetter, "job_title" | "company">) =>
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
    <div className="overflow-x-auto rounded-xl border border-grey-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-grey-50 text-grey-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Job
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Texts
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last updated
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {letters.map((letter) => (
            <tr key={letter.id} className="border-t border-grey-200 align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-grey-900">
                {letter.name}
              </th>
              <td className="px-4 py-3 text-grey-700">
                {jobLabel(letter) || <span className="text-grey-600">Not set</span>}
              </td>
              <td className="px-4 py-3 text-grey-700">{letter.content.length}</td>
              <td className="px-4 py-3 whitespace-nowrap text-grey-700">
                <UpdatedTime iso={letter.updated_at} />
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <Link to={openHref(letter)} aria-label={`Open ${letter.name}`} className={primaryAction}>
                    Open
                  </Link>
                  {onDelete ? (
                    <button
                      type="button"
                      className={dangerAction}
                      aria-label={`Delete ${letter.name}`}
                      onClick={() => onDelete(letter)}
                    >
                      Delete
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
