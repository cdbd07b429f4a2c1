import { type ReactNode, useId } from "react";
import type { ResumeDocument } from "../../../shared/resume";
import { ROW_SECTION_LABELS } from "../../../shared/resume-sections";
import { ROW_SECTIONS } from "../../../shared/revision-changes";
import { allSkills } from "../../../shared/skill-groups";
import { DiffChips, DiffText } from "./diff-text";
import { rowTitles, textOf } from "./revision-fields";
import { type DiffPart, diffList, diffWords, hasChanges } from "./word-diff";

// The Original (as it was when the revision was written) beside the Tailored revision, field by
// field, each with a word-level diff: nothing the writer changed goes unseen.

// Each kind of row under its section's name ("Projects"), in the order the changes are listed.
const sections = ROW_SECTIONS.map((key) => ({ key, title: ROW_SECTION_LABELS[key] }));

export function RevisionCompare({ source, document }: { source: ResumeDocument; document: ResumeDocument }) {
  return (
    <section aria-labelledby="changes-heading" className="flex flex-col gap-4">
      <h2 id="changes-heading" className="text-xl font-semibold">
        What changed
      </h2>
      <CompareRow title="Summary" parts={diffWords(source.summary, document.summary)} />
      <CompareRow
        title="Skills"
        parts={diffList(allSkills(source.skills), allSkills(document.skills))}
        chips
      />
      {sections.map(({ key, title }) =>
        rowTitles(source, document, key).map(({ id, title: rowTitle }) => (
          <CompareRow
            key={`${key}-${id}`}
            title={`${title}: ${rowTitle}`}
            parts={diffWords(textOf(source, key, id), textOf(document, key, id))}
            advice={key === "experiences" ? <MeasurableAdvice text={textOf(document, key, id)} /> : null}
          />
        )),
      )}
    </section>
  );
}

/** The two columns of a row: the Original, then the Tailored revision. */
const COLUMNS = [
  { side: "before", label: "Original", tone: "text-grey-600" },
  { side: "after", label: "Tailored", tone: "text-primary-800" },
] as const;

function CompareRow({
  title,
  parts,
  chips = false,
  advice,
}: {
  title: string;
  parts: DiffPart[];
  chips?: boolean;
  advice?: ReactNode;
}) {
  const id = useId();
  const changed = hasChanges(parts);
  if (parts.length === 0) return null;
  const Side = chips ? DiffChips : DiffText;
  return (
    <section
      aria-labelledby={id}
      data-changed={changed}
      className="flex flex-col gap-2 rounded-lg border border-grey-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <span className={`text-xs ${changed ? "font-medium text-primary-800" : "text-grey-600"}`}>
          {changed ? "Changed" : "No change"}
        </span>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {COLUMNS.map((column) => (
          <div key={column.side} className="flex min-w-0 flex-col gap-1">
            <p className={`text-xs font-semibold uppercase tracking-wide ${column.tone}`}>{column.label}</p>
            <div className="text-sm leading-6 text-grey-900">
              <Side parts={parts} side={column.side} />
            </div>
          </div>
        ))}
      </div>
      {advice}
    </section>
  );
}

/** Bullets with no number: the writer never invents one, so only the user can add it. */
function MeasurableAdvice({ text }: { text: string }) {
  const bullets = text
    .split("\n")
    .map((line) => line.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);
  const without = bullets.filter((line) => !/\d/.test(line)).length;
  if (bullets.length === 0 || without === 0) return null;
  return (
    <p className="text-sm text-grey-700">
      Tip: {without === 1 ? "1 line has" : `${without} lines have`} no measurable result. If you know one (a
      number, a percentage, a time saved), add it in the wizard: the AI never makes numbers up.
    </p>
  );
}
