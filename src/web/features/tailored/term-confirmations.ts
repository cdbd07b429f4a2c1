import type { TermConfirmation } from "../../lib/revision-api";

// "Do you have this?": what the user chose for each term, and the request it makes.

export interface TermChoice {
  checked: boolean;
  /** Into a skill group, or as a bullet of one of their jobs. */
  place: "skills" | "bullet";
  /** The skill group's name; "" = plain skills. */
  group: string;
  /** The job's id as the select holds it ("" until one is chosen). */
  experienceId: string;
  text: string;
}

export const UNCHOSEN: TermChoice = {
  checked: false,
  place: "skills",
  group: "",
  experienceId: "",
  text: "",
};

/** The ticked terms as the API takes them, or a message per term that cannot be sent yet. */
export function confirmationsFrom(choices: Record<string, TermChoice>): {
  terms: TermConfirmation[];
  errors: Record<string, string>;
} {
  const terms: TermConfirmation[] = [];
  const errors: Record<string, string> = {};
  for (const [term, choice] of Object.entries(choices)) {
    if (!choice.checked) continue;
    if (choice.place === "skills") {
      terms.push(choice.group ? { term, group: choice.group } : { term });
      continue;
    }
    const experienceId = Number(choice.experienceId);
    const text = choice.text.trim();
    if (!experienceId) errors[term] = "Choose the job for your bullet.";
    else if (!text) errors[term] = `Write your bullet, naming "${term}".`;
    else terms.push({ term, experience_id: experienceId, text });
  }
  return { terms, errors };
}

/** "Added 2 terms to your resume." */
export const addedMessage = (count: number) => `Added ${count} term${count === 1 ? "" : "s"} to your resume.`;
