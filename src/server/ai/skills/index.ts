import { BUSINESS_SKILLS } from "./business.ts";
import { CARE_SERVICE_SKILLS } from "./care-service.ts";
import { DATA_DESIGN_SKILLS } from "./data-design.ts";
import { SOFTWARE_SKILLS } from "./software.ts";

// The skills dictionary behind keyword extraction, ATS scoring and the grounding check.
//
// Display convention: a keyword is shown as the dictionary writes it: products and languages as
// their makers do ("JavaScript", "Node.js", "PostgreSQL"), acronyms in capitals ("SQL", "SEO"),
// methods and general skills in lower case ("project management"). Words found in a posting
// that the dictionary lacks are shown in lower case.
//
// Entry syntax: "Display|alias|alias". A leading "!" on a form makes that form match only with
// the same capitals (plain English words: "Go", "React", "Excel"); a leading "~" on the entry
// marks a soft skill, which a writer may name without it counting as an invented fact.

export interface Skill {
  display: string;
  /** Forms that match case-insensitively (after folding), the display form included when it may. */
  forms: string[];
  /** Forms that match only as written ("Go", "R"). */
  exactForms: string[];
  soft: boolean;
}

function parse(entry: string): Skill {
  const soft = entry.startsWith("~");
  const parts = (soft ? entry.slice(1) : entry).split("|");
  const forms: string[] = [];
  const exactForms: string[] = [];
  for (const part of parts) {
    if (part.startsWith("!")) exactForms.push(part.slice(1));
    else forms.push(part);
  }
  const display = (parts[0] ?? "").replace(/^!/, "");
  return { display, forms, exactForms, soft };
}

export const SKILLS: readonly Skill[] = [
  ...SOFTWARE_SKILLS,
  ...DATA_DESIGN_SKILLS,
  ...BUSINESS_SKILLS,
  ...CARE_SERVICE_SKILLS,
].map(parse);
