import { useId } from "react";
import type { ResumeDocument } from "../../../shared/resume";
import { changeTitle, type RevisionChange } from "../../../shared/revision-changes";
import { addedClass, DiffText, removedClass } from "./diff-text";
import { diffWords } from "./word-diff";

// One change of a revision, before -> after, with its Accept / Reject choice: two native radio
// buttons in a group named by the change, so arrow keys switch and a screen reader says which
// is chosen. A rejected change gets a dashed frame and says so in words (not by fading, which
// would drop the text below readable contrast).

export function ReviewChangeCard({
  change,
  document,
  accepted,
  onChoose,
}: {
  change: RevisionChange;
  document: ResumeDocument;
  accepted: boolean;
  onChoose: (accepted: boolean) => void;
}) {
  const titleId = useId();
  const name = useId();
  return (
    <li
      data-testid="review-change"
      data-change-id={change.id}
      data-accepted={accepted}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-4 ${accepted ? "border-primary-200" : "border-dashed border-grey-400 bg-grey-50"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {changeTitle(change, document)}
        </h3>
        <div role="radiogroup" aria-labelledby={titleId} className="flex shrink-0 gap-1">
          <Choice name={name} label="Accept" checked={accepted} onChange={() => onChoose(true)} />
          <Choice name={name} label="Reject" checked={!accepted} onChange={() => onChoose(false)} />
        </div>
      </div>
      <ChangeBody change={change} />
      {accepted ? null : <p className="text-sm text-grey-700">Rejected: your Original's version is kept.</p>}
    </li>
  );
}

function Choice({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  const on =
    label === "Accept"
      ? "peer-checked:border-primary-700 peer-checked:bg-primary-700 peer-checked:text-white"
      : "peer-checked:border-grey-800 peer-checked:bg-grey-800 peer-checked:text-white";
  return (
    <label className="cursor-pointer">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="peer sr-only" />
      <span
        className={`inline-block min-w-20 rounded-lg border border-grey-300 bg-white px-3 py-1.5 text-center text-sm font-medium text-grey-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-700 ${on}`}
      >
        {label}
      </span>
    </label>
  );
}

function ChangeBody({ change }: { change: RevisionChange }) {
  if (change.kind === "skill-added" || change.kind === "skill-removed") {
    const added = change.kind === "skill-added";
    const where = change.group ? ` (group "${change.group}")` : "";
    return (
      <p className="text-sm leading-6 text-grey-900">
        {added ? "Adds " : "Leaves out "}
        {added ? (
          <ins className={addedClass}>
            <span className="sr-only">[added: </span>
            {change.skill}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <del className={removedClass}>
            <span className="sr-only">[removed: </span>
            {change.skill}
            <span className="sr-only">]</span>
          </del>
        )}
        {added
          ? ` to your skills${where}: your resume shows it under another name.`
          : ` from your skills${where}.`}
      </p>
    );
  }
  if (change.kind === "skills-order" || change.kind === "line-order") {
    const skills = change.kind === "skills-order";
    const List = skills ? SkillList : LineList;
    return (
      <BeforeAfter
        before={<List items={change.before} />}
        after={<List items={change.after} />}
        note={`The same ${skills ? "skills" : "bullets"}, with what the job asks for first.`}
      />
    );
  }
  if (change.kind === "line-dropped") {
    return (
      <p className="text-sm leading-6 text-grey-900">
        Leaves out{" "}
        <del className={removedClass}>
          <span className="sr-only">[removed: </span>
          {withoutMarker(change.before)}
          <span className="sr-only">]</span>
        </del>{" "}
        to keep the list short.
      </p>
    );
  }
  const parts = diffWords(withoutMarker(change.before), withoutMarker(change.after));
  return (
    <BeforeAfter
      before={<DiffText parts={parts} side="before" />}
      after={<DiffText parts={parts} side="after" />}
    />
  );
}

function BeforeAfter({
  before,
  after,
  note,
}: {
  before: React.ReactNode;
  after: React.ReactNode;
  note?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      {note ? <p className="text-sm text-grey-700">{note}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-grey-600">Before</p>
          <div className="text-sm leading-6 break-words text-grey-900">{before}</div>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-800">After</p>
          <div className="text-sm leading-6 break-words text-grey-900">{after}</div>
        </div>
      </div>
    </div>
  );
}

/** "- Built X" -> "Built X": the list marker is how the text is stored, not what changed. */
function withoutMarker(line: string): string {
  return line.replace(/^\s*[-*•–]\s+/, "");
}

function LineList({ items }: { items: string[] }) {
  return (
    <ol className="flex list-decimal flex-col gap-1 pl-5">
      {items.map((line) => (
        <li key={line}>{withoutMarker(line)}</li>
      ))}
    </ol>
  );
}

function SkillList({ items }: { items: string[] }) {
  return (
    <ol className="flex flex-wrap gap-1.5">
      {items.map((skill) => (
        <li key={skill} className="rounded-full border border-grey-200 bg-white px-2.5 py-0.5 text-sm">
          {skill}
        </li>
      ))}
    </ol>
  );
}
