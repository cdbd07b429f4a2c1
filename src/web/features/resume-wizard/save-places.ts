import { type WizardStep, wizardSteps } from "../../../shared/resume";
import type { HeldField } from "../../lib/autosave/resume-autosave";
import { type SaveStatus, statusText } from "../../lib/autosave/save-status";
import { entityConfigs } from "./entity-configs";

// Where a field held back from saving is, in the words of the wizard: "Email in General",
// "Start date in Experience 1"; which step tabs show it; and the status line built from them
// ("Saved, except 1 field: Email in General"). Pure, for the chrome, the leave prompt and tests.

export interface HeldPlace {
  /** "Email in General", "Start date in Experience 2". */
  name: string;
  /** The steps that show the field (the first is where "Go to" leads). */
  steps: readonly WizardStep[];
  /** The value of the field's data-save-field attribute. */
  saveField: string;
  /** The row's key (data-row-key) for a field of a child row. */
  rowKey?: string;
  message: string;
}

/** The resume's own fields: what the step calls each, and the steps that show it. */
const resumeFieldPlaces: Record<string, { name: string; steps: readonly WizardStep[] }> = {
  name: { name: "Resume name", steps: ["General"] },
  full_name: { name: "Full name", steps: ["General"] },
  headline: { name: "Headline", steps: ["General"] },
  desired_role: { name: "Desired role", steps: ["General", "Tailor"] },
  years_experience: { name: "Years of experience", steps: ["General"] },
  hobbies: { name: "Hobbies", steps: ["General"] },
  email: { name: "Email", steps: ["General"] },
  phone: { name: "Phone", steps: ["General"] },
  address: { name: "Address", steps: ["General"] },
  links: { name: "Links", steps: ["General"] },
  languages: { name: "Languages", steps: ["General"] },
  summary: { name: "Summary", steps: ["Summary"] },
  skills: { name: "Skills", steps: ["Summary"] },
  sections: { name: "Additional sections", steps: ["Certificate"] },
  job_posting: { name: "Job posting", steps: ["Tailor"] },
  user_instructions: { name: "Instructions for the AI", steps: ["Tailor", "Finalize"] },
};

const rowStep: Record<Extract<HeldField, { kind: "row" }>["type"], WizardStep> = {
  educations: "Education",
  experiences: "Experience",
  projects: "Project",
  certificates: "Certificate",
};

function heldPlace(held: HeldField): HeldPlace {
  if (held.kind === "row") {
    const config = entityConfigs[held.type];
    const label = config.fields.find((spec) => spec.name === held.field)?.label ?? held.field;
    return {
      name: `${label} in ${config.noun} ${held.index + 1}`,
      steps: [rowStep[held.type]],
      saveField: held.field,
      rowKey: held.row.key,
      message: held.message,
    };
  }
  const place = resumeFieldPlaces[held.field] ?? { name: held.field, steps: ["General"] as const };
  return {
    name: `${place.name} in ${place.steps[0]}`,
    steps: place.steps,
    saveField: held.field,
    message: held.message,
  };
}

const stepOrder = (place: HeldPlace) => wizardSteps.findIndex(({ step }) => step === place.steps[0]);

/** The places of the held fields, in the order of the steps. */
export function heldPlaces(held: readonly HeldField[]): HeldPlace[] {
  return held
    .map(heldPlace)
    .map((place, index) => ({ place, index }))
    .sort((a, b) => stepOrder(a.place) - stepOrder(b.place) || a.index - b.index)
    .map(({ place }) => place);
}

const fields = (count: number) => `${count} ${count === 1 ? "field" : "fields"}`;

/**
 * The status line: exactly "Saved" when everything is; "Saved, except 1 field: Email in
 * General" when fields are held back and the rest is saved; a save under way or failing says so.
 */
export function saveLine(status: SaveStatus, places: readonly HeldPlace[]): string {
  if (status.kind !== "saved" || places.length === 0) return statusText(status);
  const named = places.slice(0, 2).map((place) => place.name);
  const more = places.length > 2 ? ` and ${places.length - 2} more` : "";
  return `Saved, except ${fields(places.length)}: ${named.join(", ")}${more}`;
}

/** What a step tab adds to its name: "1 field not saved", or null when the step has none. */
export function stepMarker(
  step: WizardStep,
  places: readonly HeldPlace[],
): { count: number; text: string } | null {
  const count = places.filter((place) => place.steps.includes(step)).length;
  return count ? { count, text: `${fields(count)} not saved` } : null;
}
