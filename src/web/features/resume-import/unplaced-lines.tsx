import { useId, useState } from "react";
import type { ResumeDraft } from "../../../shared/resume-draft";
import { controlClass } from "../../components/ui/field-frame";
import { type LineTarget, linkIn } from "./draft-edits";
import { entryTitle } from "./entry-list-section";
import { listSections } from "./section-configs";

// "Not placed": the lines the reader read but put nowhere. Each gets a place the user picks
// (the summary, a job's or a project's bullets, skills, interests, or the links when it holds a web address the
// reader could not tie to a known site) or is dropped; either way it leaves the list.

const jobSection = listSections.find((section) => section.path === "work");
const projectSection = listSections.find((section) => section.path === "projects");

/** A <select>'s value for each place, and back. */
function targetOf(value: string): LineTarget | undefined {
  if (value.startsWith("bullet:")) return { to: "bullet", job: Number(value.slice("bullet:".length)) };
  if (value.startsWith("project:"))
    return { to: "projectBullet", project: Number(value.slice("project:".length)) };
  if (
    value === "summary" ||
    value === "skill" ||
    value === "interest" ||
    value === "link" ||
    value === "drop"
  )
    return { to: value };
  return undefined;
}

/** A key that stays with its line when a line above leaves: its text and which repeat it is. */
function lineKey(lines: readonly string[], index: number): string {
  const line = lines[index];
  const repeat = lines.slice(0, index).filter((other) => other === line).length;
  return `${repeat}:${line}`;
}

export function UnplacedLines({
  lines,
  resume,
  onPlace,
}: {
  lines: readonly string[];
  resume: ResumeDraft;
  /** Places line `index`; the caller announces it and moves focus. */
  onPlace: (index: number, target: LineTarget) => void;
}) {
  return (
    <section aria-labelledby="review-unplaced" className="flex flex-col gap-3">
      <h2 id="review-unplaced" tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Not placed
      </h2>
      {lines.length ? (
        <>
          <p className="text-grey-700">
            We read these lines but could not tell where they belong. Put each one in its place, or drop it.
          </p>
          <ul className="flex flex-col gap-2">
            {lines.map((line, index) => (
              <UnplacedLine
                key={lineKey(lines, index)}
                line={line}
                index={index}
                resume={resume}
                onPlace={onPlace}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-grey-700">Every line has a place.</p>
      )}
    </section>
  );
}

function UnplacedLine({
  line,
  index,
  resume,
  onPlace,
}: {
  line: string;
  index: number;
  resume: ResumeDraft;
  onPlace: (index: number, target: LineTarget) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState("");
  const target = targetOf(choice);
  return (
    <li
      data-unplaced-line={index}
      className="flex flex-col gap-2 rounded-lg border border-grey-200 bg-white p-3 sm:flex-row sm:items-center"
    >
      <p id={`${id}-line`} className="min-w-0 flex-1 break-words text-grey-900">
        {line}
      </p>
      <div className="flex items-center gap-2">
        <select
          aria-label="Where this line goes"
          aria-describedby={`${id}-line`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          // A fixed width: long job names would otherwise squeeze the line being placed.
          className={`${controlClass(false)} w-full min-w-0 py-1.5 sm:w-60`}
        >
          <option value="">Choose a place</option>
          {linkIn(line) ? <option value="link">Links</option> : null}
          <option value="summary">Summary</option>
          {(resume.work ?? []).map((job, job_index) => {
            const title = jobSection ? entryTitle(jobSection, job) : "";
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: jobs are numbered by their place
              <option key={job_index} value={`bullet:${job_index}`}>
                Bullet of job {job_index + 1}
                {title ? `: ${title}` : ""}
              </option>
            );
          })}
          {(resume.projects ?? []).map((project, project_index) => {
            const title = projectSection ? entryTitle(projectSection, project) : "";
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: projects are numbered by their place
              <option key={`project-${project_index}`} value={`project:${project_index}`}>
                Bullet of project {project_index + 1}
                {title ? `: ${title}` : ""}
              </option>
            );
          })}
          <option value="skill">Skills</option>
          <option value="interest">Interests</option>
          <option value="drop">Drop this line</option>
        </select>
        <button
          type="button"
          disabled={!target}
          aria-describedby={`${id}-line`}
          onClick={() => target && onPlace(index, target)}
          className="rounded-md border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-grey-50 disabled:opacity-50"
        >
          {target?.to === "drop" ? "Drop" : "Place"}
        </button>
      </div>
    </li>
  );
}
