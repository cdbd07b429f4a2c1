// Career fields (issue 16): which field a role title belongs to, so that the wizard's examples
// and skill suggestions fit the person (a nurse is shown "Patient assessment", not "TypeScript").
// Each suggestion is a form of an entry in the skills knowledge base (src/server/ai/skills,
// decision 010; career-fields.test.ts checks it), copied here because the browser needs only
// these few names, not the 2,000-entry dictionary.

import { CAREER_FIELDS, type CareerField, GENERIC_FIELD } from "./career-field-table.ts";

export { CAREER_FIELDS, type CareerField };

/** "Sr. Front-End Developer (Remote)" -> " sr front end developer remote ": whole words between spaces. */
function titleWords(title: string): string {
  let words = "";
  for (const char of title.toLowerCase()) words += /[a-z0-9+#]/.test(char) ? char : " ";
  return ` ${words.split(" ").filter(Boolean).join(" ")} `;
}

/** The field one title belongs to, or undefined when no field's words appear in it. */
export function fieldOfTitle(title: string): CareerField | undefined {
  const words = titleWords(title);
  return CAREER_FIELDS.find((field) => field.titleWords.some((word) => words.includes(` ${word} `)));
}

export interface DetectedField {
  field: CareerField;
  /** The title the field was read from ("Registered Nurse"), "" for the fallback. */
  title: string;
}

/**
 * The field of the first title that has one: pass the desired role first, then the job titles
 * newest first. Empty titles are skipped; nothing recognised gives the generic fallback.
 */
export function detectCareerField(titles: readonly string[]): DetectedField {
  for (const raw of titles) {
    const title = raw.trim();
    const field = title ? fieldOfTitle(title) : undefined;
    if (field) return { field, title };
  }
  return { field: GENERIC_FIELD, title: "" };
}
