import type { DetectedField } from "../../../shared/career-fields";

/** At most this many suggestions at a time: enough to choose from, few enough to read. */
const SHOWN = 8;

// Skills people in the user's field often list (issue 16), offered under a group's input. They
// are only offers: nothing is added until the user picks one, and skills the resume already
// has are not offered.

export function SkillSuggestions({
  detected,
  present,
  onAdd,
}: {
  detected: DetectedField;
  /** Every skill of the resume, any group. */
  present: readonly string[];
  onAdd: (skill: string) => void;
}) {
  const have = new Set(present.map((skill) => skill.toLowerCase()));
  const offered = detected.field.suggestions
    .filter((skill) => !have.has(skill.toLowerCase()))
    .slice(0, SHOWN);
  if (!detected.title || offered.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm text-grey-700">
        <span className="font-medium">Suggested for {detected.title}</span>
        <span className="text-grey-600"> (add only the ones you have)</span>
      </legend>
      <ul className="flex flex-wrap gap-1.5">
        {offered.map((skill) => (
          <li key={skill}>
            <button
              type="button"
              className="inline-flex min-h-8 items-center gap-1 rounded-full border border-dashed border-grey-400 px-3 py-1 text-sm text-grey-800 hover:border-primary-700 hover:bg-primary-50"
              onClick={() => onAdd(skill)}
            >
              <span aria-hidden="true">+</span>
              <span className="sr-only">Add </span>
              {skill}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
