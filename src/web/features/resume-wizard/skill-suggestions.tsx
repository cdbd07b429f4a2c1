import type { SuggestionGroup } from "../../../shared/skill-suggestions";

// Skills offered under a group's input (issue 16; issue 34: the target's first, then the past
// field's), each group with where it comes from. Offers only: nothing is added until the user
// picks one, and skills the resume already has are not offered (shared/skill-suggestions.ts).

export function SkillSuggestions({
  groups,
  postingJob,
  onAdd,
}: {
  groups: readonly SuggestionGroup[];
  /** The posting's job for its group's legend. */
  postingJob: string;
  onAdd: (skill: string) => void;
}) {
  if (groups.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {groups.map((group, index) => (
        <fieldset key={group.source} className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1.5 text-sm text-grey-700">
            <span className="font-medium">{legendOf(group, postingJob)}</span>
            {index === 0 ? <span className="text-grey-600"> (add only the ones you have)</span> : null}
          </legend>
          <ul className="flex flex-wrap gap-1.5">
            {group.skills.map((skill) => (
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
      ))}
    </div>
  );
}

function legendOf(group: SuggestionGroup, postingJob: string): string {
  if (group.source === "posting")
    return `Asked in the posting for ${postingJob || group.title || "your target job"}`;
  if (group.source === "target") return `Suggested for ${group.title}`;
  return `From your work as ${group.title}`;
}
