import { STOPWORDS } from "../language/stopwords.ts";
import { BUSINESS_SKILLS } from "./business.ts";
import { CARE_SERVICE_SKILLS } from "./care-service.ts";
import { DATA_DESIGN_SKILLS } from "./data-design.ts";
import { DESIGN_CREATIVE_SKILLS } from "./design-creative.ts";
import { EDUCATION_SKILLS } from "./education.ts";
import { ENGINEERING_TRADES_SKILLS } from "./engineering-trades.ts";
import { FINANCE_ACCOUNTING_SKILLS } from "./finance-accounting.ts";
import { HEALTH_SKILLS } from "./health.ts";
import { HOSPITALITY_FOOD_SKILLS } from "./hospitality-food.ts";
import { LANGUAGE_SKILLS } from "./languages.ts";
import { OFFICE_ADMIN_SKILLS } from "./office-admin.ts";
import { OPERATIONS_SUPPLY_CHAIN_SKILLS } from "./operations-supply-chain.ts";
import { PUBLIC_POLICY_SKILLS } from "./public-policy.ts";
import { RESEARCH_SCIENCE_SKILLS } from "./research-science.ts";
import { RETAIL_SKILLS } from "./retail.ts";
import { SALES_SKILLS } from "./sales.ts";
import { SOFT_SKILLS } from "./soft-skills.ts";
import { SOFTWARE_SKILLS } from "./software.ts";
import { SOFTWARE_TOOLS_SKILLS } from "./software-tools.ts";
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
    // "HIM", "IT", "OR": an acronym spelled like an English function word is that acronym only in
    // capitals ("enabling him or her" names no health information management).
    else if (/^\p{Lu}{2,4}$/u.test(part) && STOPWORDS.has(part.toLowerCase())) exactForms.push(part);
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
  ...SOFTWARE_TOOLS_SKILLS,
  ...HEALTH_SKILLS,
  ...OPERATIONS_SUPPLY_CHAIN_SKILLS,
  ...EDUCATION_SKILLS,
  ...FINANCE_ACCOUNTING_SKILLS,
  ...RESEARCH_SCIENCE_SKILLS,
  ...HOSPITALITY_FOOD_SKILLS,
  ...RETAIL_SKILLS,
  ...SALES_SKILLS,
  ...PUBLIC_POLICY_SKILLS,
  ...ENGINEERING_TRADES_SKILLS,
  ...DESIGN_CREATIVE_SKILLS,
  ...OFFICE_ADMIN_SKILLS,
  ...LANGUAGE_SKILLS,
  ...SOFT_SKILLS,
].map(parse);
