import { MAX_SKILL_GROUPS } from "../../../shared/resume-extras";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { TextField } from "../../components/ui/text-field";
import type { SkillGroupDraft } from "../../lib/autosave/resume-codecs";
import { MoveButtons, removeClass } from "./row-buttons";
import { useAutosavedRows } from "./use-autosaved-rows";

// The Summary step's skills: groups such as "Languages: Python, R", each a name and its skills
// as comma-separated text, so a list pasted from anywhere lands as separate skills. A group
// without a name holds plain skills. Groups can be added, renamed, reordered and removed; a
// skill moves to another group by cutting it from one list and pasting it into the other.

export function SkillGroupsEditor() {
  const list = useAutosavedRows<SkillGroupDraft>("skills");
  const groups = list.rows;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="skills-help">
      <legend className="mb-1 text-lg font-semibold">Skills</legend>
      <p id="skills-help" className="text-sm text-grey-600">
        Separate skills with commas, for example: TypeScript, Team leadership, SQL. Name a group to print it
        as "Languages: Python, R"; leave the name empty for plain skills.
      </p>
      <FormError message={list.error} />
      <ol className="flex flex-col gap-3">
        {groups.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id; position is their identity
          <li key={index}>
            <fieldset className="grid gap-3 rounded-md border border-grey-200 p-3 sm:grid-cols-[1fr_2fr]">
              <legend className="sr-only">Skill group {index + 1}</legend>
              <TextField
                label="Group name"
                value={group.name}
                placeholder="Optional, e.g. Languages"
                autoComplete="off"
                onChange={(event) => list.change(index, { name: event.target.value })}
              />
              <TextField
                label="Skills"
                value={group.skills}
                autoComplete="off"
                onChange={(event) => list.change(index, { skills: event.target.value })}
              />
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <MoveButtons
                  what={`skill group ${index + 1}`}
                  index={index}
                  count={groups.length}
                  onMove={list.move}
                />
                <button type="button" className={removeClass} onClick={() => list.remove(index)}>
                  Remove group<span className="sr-only"> {index + 1}</span>
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          className="w-auto!"
          disabled={groups.length >= MAX_SKILL_GROUPS}
          onClick={() => list.add({ name: "", skills: "" })}
        >
          Add skill group
        </Button>
      </div>
    </fieldset>
  );
}
