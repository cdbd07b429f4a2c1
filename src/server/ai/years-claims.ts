import { findSkills } from "./language/skill-index.ts";
import { tokenize } from "./language/tokens.ts";

// "11 years of experience in Epic ClinDoc, Cerner PowerChart": a number of years said of a tool
// or product is a claim of its own, true only where the resume says so. A career's years (the
// dates cover them) say nothing of how long each tool was used. Field words ("in nursing",
// "in retail") are not checked here: those years are the career's.

const CLAIM =
  /\b(\d{1,2})\+?\s+years?\b(?:\s+of\s+(?:[\p{L}-]+\s+){0,2}?experience)?\s+(?:in|with|using|on|across)\s+([^.;:!?\n]{1,120})/giu;

/** The "N years ... in <tool>" phrases of `text` that no sentence of the source states. */
export function unsupportedYearsClaims(text: string, sourceSentences: string[]): string[] {
  const claims: string[] = [];
  for (const match of text.matchAll(CLAIM)) {
    const years = match[1] ?? "";
    const object = match[2] ?? "";
    const tools = findSkills(tokenize(object)).filter(
      (hit) => !hit.skill.soft && hit.skill.display !== hit.skill.display.toLowerCase(),
    );
    if (!tools.length) continue;
    const stated = tools.every((hit) =>
      sourceSentences.some((sentence) => statesYearsOf(sentence, years, hit.skill.display)),
    );
    if (!stated) claims.push(match[0].trim());
  }
  return claims;
}

const YEARS = /\b(\d{1,2})\+?\s+years?\b/gi;

function statesYearsOf(sentence: string, years: string, tool: string): boolean {
  if (![...sentence.matchAll(YEARS)].some((match) => match[1] === years)) return false;
  return findSkills(tokenize(sentence)).some((hit) => hit.skill.display === tool);
}
