import { Link } from "react-router";
import type { ResumeSummary } from "../../../shared/resume";
import { resumeApi } from "../../lib/resume-api";
import { UpdatedTime } from "./updated-time";

export interface ResumeTableProps {
  resumes: ResumeSummary[];
  /** The id of the resume being duplicated, whose button shows a loading label. */
  duplicatingId: number | null;
  onDuplicate: (resume: ResumeSummary) => void;
  onDelete: (resume: ResumeSummary) => void;
}

const base =
  "inline-flex items-center rounded-lg border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";
const action = `${base} border-grey-300 bg-white text-grey-900 hover:bg-grey-50`;
const primaryAction = `${base} border-primary-700 bg-primary-700 text-white hover:bg-primary-800`;
const dangerAction = `${base} border-grey-300 bg-white text-red-700 hover:bg-red-50`;

// Rows come in the server's order (by `order`, then id); the table never re-sorts them.
export function ResumeTable({ resumes, duplicatingId, onDuplicate, onDelete }: ResumeTableProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-xl border border-grey-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your resumes</caption>
          <thead className="bg-grey-50 text-grey-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Role
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
            {resumes.map((resume) => (
              <tr key={resume.id} className="border-t border-grey-200 align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-grey-900">
                  {resume.name}
                  {resume.over_plan ? (
                    // Moved in from a guest session when the plan had no resume left for it.
                    <span
                      className="mt-1 block text-xs font-normal text-grey-700"
                      data-testid="over-plan-note"
                    >
                      Added from your guest session beyond your plan: you can edit and preview it; downloading
                      it uses one resume credit.
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 text-grey-700">
                  {resume.desired_role || <span className="text-grey-600">Not set</span>}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-grey-700">
                  <UpdatedTime iso={resume.updated_at} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/app/resume/${resume.id}/Wizard`}
                      aria-label={`Open ${resume.name}`}
                      className={primaryAction}
                    >
                      Open
                    </Link>
                    <Link
                      to={`/app/resume/${resume.id}/Original`}
                      aria-label={`Design ${resume.name}`}
                      className={action}
                    >
                      Design
                    </Link>
                    <button
                      type="button"
                      className={action}
                      aria-label={`Duplicate ${resume.name}`}
                      aria-busy={duplicatingId === resume.id || undefined}
                      disabled={duplicatingId !== null}
                      onClick={() => onDuplicate(resume)}
                    >
                      {duplicatingId === resume.id ? "Duplicating ..." : "Duplicate"}
                    </button>
                    <ExportMenu resume={resume} />
                    <button
                      type="button"
                      className={dangerAction}
                      aria-label={`Delete ${resume.name}`}
                      onClick={() => onDelete(resume)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

// A disclosure rather than two more buttons per row; both links are plain downloads.
function ExportMenu({ resume }: { resume: ResumeSummary }) {
  return (
    <details className="relative">
      <summary className={`${action} cursor-pointer list-none`} aria-label={`Export ${resume.name}`}>
        Export
      </summary>
      <ul className="absolute right-0 z-10 mt-1 flex w-56 flex-col rounded-lg border border-grey-200 bg-white p-1 shadow-lg">
        <li>
          <a
            className="block rounded px-3 py-2 hover:bg-grey-100"
            href={resumeApi.exportUrl(resume.id, "json-resume")}
            download
          >
            JSON Resume (.json)
          </a>
        </li>
        <li>
          <a
            className="block rounded px-3 py-2 hover:bg-grey-100"
            href={resumeApi.exportUrl(resume.id, "native")}
            download
          >
            Resume Builder file (.json)
          </a>
        </li>
      </ul>
    </details>
  );
}
