import { useState } from "react";
import { MAX_SKILL_GROUPS } from "../../../shared/resume-extras";
import { addChips } from "../../../shared/skill-chips";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { TextField } from "../../components/ui/text-field";
import { type SkillGroupDraft, skillGroupDraft } from "../../lib/autosave/resume-codecs";
import { MoveButtons, removeClass } from "./row-buttons";
import { SkillChipInput } from "./skill-chip-input";
import { SkillSuggestions } from "./skill-suggestions";
import { useAutosavedRows } from "./use-autosaved-rows";
import { useCareerField } from "./use-career-field";
import { useSkillSuggestions } from "./use-skill-suggestions";

// The Summary step's skills: groups such as "Languages: Python, R", each a name and its skills
// as chips (skill-chip-input.tsx). A group without a name holds plain skills. Groups can be
// added, renamed, reordered and removed. Under the group last worked in, skills are suggested:
// the target posting's and the target role's first, then the user's own field's
// (shared/skill-suggestions.ts); the examples fit the field too (career-fields.ts).

export function SkillGroupsEditor() {
  const list = useAutosavedRows<SkillGroupDraft>("skills");
  const groups = list.rows.map(skillGroupDraft);
  const detected = useCareerField();
  // The group whose input had focus last gets the suggestions (one list, not one per group).
  const [active, setActive] = useState(0);
  const everySkill = groups.flatMap((group) => group.keywords);
  const othersThan = (index: number) => groups.flatMap((group, at) => (at === index ? [] : group.keywords));
  const suggestedIn = Math.min(active, groups.length - 1);
  const suggestions = useSkillSuggestions([...everySkill, groups[suggestedIn]?.typing ?? ""]);

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="skills-help" data-save-field="skills">
      <legend className="mb-1 text-lg font-semibold">Skills</legend>
      <p id="skills-help" className="text-sm text-grey-600">
        Name a group to print it as "Languages: Python, R"; leave the name empty for plain skills.
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
              <div className="flex min-w-0 flex-col gap-3">
                <SkillChipInput
                  label="Skills"
                  value={group}
                  elsewhere={othersThan(index)}
                  placeholder={`e.g. ${detected.field.skillsExample}`}
                  onChange={(next) => list.change(index, next)}
                  onFocus={() => setActive(index)}
                />
                {index === suggestedIn ? (
                  <SkillSuggestions
                    groups={suggestions.groups}
                    postingJob={suggestions.postingJob}
                    onAdd={(skill) =>
                      list.change(index, {
                        keywords: addChips(group.keywords, [skill], othersThan(index)).keywords,
                      })
                    }
                  />
                ) : null}
              </div>
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
          onClick={() => list.add({ name: "", keywords: [], typing: "" })}
        >
          Add skill group
        </Button>
      </div>
    </fieldset>
  );
}
