import { englishNames } from "./display-names.ts";

// Languages by name, from the runtime's own list (display-names.ts): what a posting asks for when
// it says "written and spoken English", and what a writer must not sell as a strength.

/** Words that say how a language is used or how well, not which ("written", "native level"). */
const LANGUAGE_USE = new Set(
  "language languages communication communications written spoken verbal oral native fluency fluent level speaker user proficiency in".split(
    " ",
  ),
);
// The words asked about are single words, so the runtime's names of two words ("Swiss German")
// never match one.
const names = () => englishNames("language");

/**
 * "written and spoken English", "the English language", "fluency in Spanish": the language a
 * phrase names, when naming one is all it does.
 */
export function languageNamed(words: readonly string[]): string | undefined {
  const rest = words.filter((word) => !LANGUAGE_USE.has(word.toLowerCase()));
  return rest.length === 1 && names().has(rest[0] as string) ? rest[0] : undefined;
}

/**
 * "Fluency in Spanish and English": beside another language, the language the posting is
 * written in is not what it asks; the other one is (and being bilingual). One pass over the line.
 */
export function namesLanguageBesideEnglish(line: string): boolean {
  for (const word of line.match(/\p{Lu}\p{Ll}+/gu) ?? [])
    if (word !== "English" && names().has(word)) return true;
  return false;
}

/**
 * A term that only names a language ("English", "Spanish fluency"): a fact the resume shows, not
 * a strength a summary or a letter sells (an English letter saying "skilled in English" reads odd).
 */
export function isLanguageTerm(term: string): boolean {
  return languageNamed(term.split(/\s+/)) !== undefined;
}
