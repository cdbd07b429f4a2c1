import { type ReactNode, useId } from "react";
import type { ResumeDocument } from "../../../shared/resume";
import { controlClass } from "../../components/ui/field-frame";
import type { TermChoice } from "./term-confirmations";

// "Do you have this?" for one term the revision does not say: a tick, then where it goes (a
// skill group, or a bullet of one of the user's jobs in their own words).

export interface ConfirmPlaces {
  /** Named skill groups of the resume (plain skills are always offered). */
  groups: string[];
  jobs: { id: number; label: string }[];
}

export function placesOf(document: ResumeDocument): ConfirmPlaces {
  const groups = [...new Set(document.skills.map((group) => group.name.trim()).filter(Boolean))];
  const jobs = document.experiences.map((row) => ({
    id: row.id,
    label: [row.role, row.company].filter((part) => part.trim()).join(", ") || "Untitled job",
  }));
  return { groups, jobs };
}

export function TermConfirmControl({
  term,
  choice,
  places,
  error,
  onChange,
}: {
  term: string;
  choice: TermChoice;
  places: ConfirmPlaces;
  error?: string;
  onChange: (patch: Partial<TermChoice>) => void;
}) {
  const id = useId();
  const canBullet = places.jobs.length > 0;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-grey-50 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm text-grey-700">Do you have this?</span>
        <span className="flex items-center gap-2">
          <input
            id={`${id}-have`}
            type="checkbox"
            className="h-5 w-5 accent-primary-700"
            checked={choice.checked}
            onChange={(event) => onChange({ checked: event.target.checked })}
          />
          <label htmlFor={`${id}-have`} className="text-sm font-medium text-grey-900">
            I have this<span className="sr-only"> ({term})</span>
          </label>
        </span>
      </div>
      {choice.checked ? (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="text-sm font-medium text-grey-700">
            Where<span className="sr-only"> to add {term}</span>
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <Radio
              id={`${id}-skills`}
              name={`${id}-place`}
              label="Skills"
              checked={choice.place === "skills"}
              onCheck={() => onChange({ place: "skills" })}
            />
            {canBullet ? (
              <Radio
                id={`${id}-bullet`}
                name={`${id}-place`}
                label="A bullet of a job"
                checked={choice.place === "bullet"}
                onCheck={() =>
                  onChange({
                    place: "bullet",
                    experienceId: choice.experienceId || String(places.jobs[0]?.id ?? ""),
                  })
                }
              />
            ) : null}
          </div>
          {choice.place === "skills" && places.groups.length > 0 ? (
            <Select
              id={`${id}-group`}
              label="Skill group"
              value={choice.group}
              onChange={(group) => onChange({ group })}
            >
              <option value="">Skills (no group)</option>
              {places.groups.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </Select>
          ) : null}
          {choice.place === "bullet" && canBullet ? (
            <>
              <Select
                id={`${id}-job`}
                label="Job"
                value={choice.experienceId}
                onChange={(experienceId) => onChange({ experienceId })}
              >
                {places.jobs.map((job) => (
                  <option key={job.id} value={String(job.id)}>
                    {job.label}
                  </option>
                ))}
              </Select>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-text`} className="text-sm font-medium text-grey-700">
                  Your bullet (name the term)
                </label>
                <input
                  id={`${id}-text`}
                  className={controlClass(Boolean(error))}
                  value={choice.text}
                  maxLength={2_000}
                  placeholder={`e.g. Built … with ${term}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange({ text: event.target.value })}
                />
              </div>
            </>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

function Radio(props: { id: string; name: string; label: string; checked: boolean; onCheck: () => void }) {
  return (
    <span className="flex items-center gap-2">
      <input
        id={props.id}
        type="radio"
        name={props.name}
        className="h-4 w-4 accent-primary-700"
        checked={props.checked}
        onChange={(event) => event.target.checked && props.onCheck()}
      />
      <label htmlFor={props.id} className="text-sm text-grey-900">
        {props.label}
      </label>
    </span>
  );
}

function Select(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium text-grey-700">
        {props.label}
      </label>
      <select
        id={props.id}
        className={`${controlClass(false)} min-w-0 max-w-full sm:max-w-sm`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
    </div>
  );
}
