import type { ResumeSummary } from "../../../shared/contracts/resumes";
import type { ShareStats } from "../../../shared/contracts/share-links";
import {
  ActionsCell,
  ItemRow,
  ItemTable,
  RowButton,
  RowLink,
  rowAction,
  TextCell,
  UpdatedCell,
} from "../../components/item-table";
import { ShareStatsChart } from "../../components/share-stats/share-stats-chart";
import { resumeApi } from "../../lib/resume-api";

export interface ResumeTableProps {
  resumes: ResumeSummary[];
  /** The id of the resume being duplicated, whose button shows a loading label. */
  duplicatingId: number | null;
  onDuplicate: (resume: ResumeSummary) => void;
  onDelete: (resume: ResumeSummary) => void;
  /** The 30-day statistics of each resume's share links together, by resume id. */
  shareStats?: Map<number, ShareStats>;
}

// Rows come in the server's order (by `order`, then id); the table never re-sorts them.
export function ResumeTable({ resumes, duplicatingId, onDuplicate, onDelete, shareStats }: ResumeTableProps) {
  return (
    <div className="flex flex-col gap-2">
      <ItemTable caption="Your resumes" columns={["Role", "Last updated", "Actions"]}>
        {resumes.map((resume) => (
          <ItemRow
            key={resume.id}
            name={resume.name}
            nameNote={<ResumeNotes resume={resume} shared={shareStats?.get(resume.id)} />}
          >
            <TextCell label="Role">{resume.desired_role}</TextCell>
            <UpdatedCell iso={resume.updated_at} />
            <ActionsCell>
              <RowLink to={`/app/resume/${resume.id}/Wizard`} verb="Open" name={resume.name} primary />
              <RowLink to={`/app/resume/${resume.id}/Original`} verb="Design" name={resume.name} />
              <RowButton
                verb="Duplicate"
                name={resume.name}
                busy={duplicatingId === resume.id}
                busyLabel="Duplicating ..."
                disabled={duplicatingId !== null}
                onClick={() => onDuplicate(resume)}
              />
              <ExportMenu resume={resume} />
              <RowButton verb="Delete" name={resume.name} danger onClick={() => onDelete(resume)} />
            </ActionsCell>
          </ItemRow>
        ))}
      </ItemTable>
    </div>
  );
}

function ResumeNotes({ resume, shared }: { resume: ResumeSummary; shared?: ShareStats }) {
  return (
    <>
      {resume.over_plan ? <OverPlanNote /> : null}
      {shared ? (
        <span className="mt-2 block font-normal">
          <ShareStatsChart stats={shared} label="Share links" table={false} />
        </span>
      ) : null}
    </>
  );
}

// Moved in from a guest session when the plan had no resume left for it.
function OverPlanNote() {
  return (
    <span className="mt-1 block text-xs font-normal text-grey-700" data-testid="over-plan-note">
      Added from your guest session beyond your plan: you can edit and preview it; downloading it uses one
      resume credit.
    </span>
  );
}

// A disclosure rather than two more buttons per row; both links are plain downloads.
function ExportMenu({ resume }: { resume: ResumeSummary }) {
  return (
    <details className="relative">
      <summary className={`${rowAction} cursor-pointer list-none`} aria-label={`Export ${resume.name}`}>
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
