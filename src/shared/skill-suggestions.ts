import { type CareerField, detectCareerField, fieldOfTitle } from "./career-fields.ts";

// Which skills the wizard offers under a skill group (issue 34 point 6), in what order: first the
// job the person is aiming at, then the work they have done. A nurse moving into informatics was
// offered bedside skills, a teacher moving into instructional design graphic-design tools,
// because the offers came from one field read off one title. Now:
//   1. the saved posting's skills the resume does not say (its analysis, GET /api/cv/posting-skills),
//   2. the skills of the target's career field (the desired role, else the posting's title),
//   3. the skills of the field of the person's own job titles, when it is another field.
// Offers only: nothing is added without a click, and what the resume has is never offered.

/** At most this many offers at a time: enough to choose from, few enough to read. */
export const SHOWN_SUGGESTIONS = 10;
/** The posting's share of them, so the target field always has room after a long posting. */
const POSTING_SHARE = 6;

/** A skill the saved posting asks for that the resume does not say, with its other names. */
interface PostingGap {
  term: string;
  /** Every name of the skill in the knowledge base, lower case ("rise 360", "articulate rise"). */
  aliases: readonly string[];
}

type SuggestionSource = "posting" | "target" | "past";

export interface SuggestionGroup {
  source: SuggestionSource;
  /** What the offers are for: the posting's job, the target role, the past job title. */
  title: string;
  skills: string[];
}

export interface SuggestionInput {
  /** The desired role as typed. */
  targetRole: string;
  /** The person's job titles, current first. */
  pastTitles: readonly string[];
  /** The saved posting's missing skills, most important first; null without a posting. */
  posting: { title: string; gaps: readonly PostingGap[] } | null;
  /** Every skill of the resume, any group, and what is being typed. */
  present: readonly string[];
}

/** The offers, grouped by where they come from, in that order; empty groups left out. */
export function suggestSkills({
  targetRole,
  pastTitles,
  posting,
  present,
}: SuggestionInput): SuggestionGroup[] {
  const taken = new Set(present.map(key).filter(Boolean));
  let room = SHOWN_SUGGESTIONS;
  const offer = (names: readonly { shown: string; keys: readonly string[] }[], limit: number) => {
    const picked: string[] = [];
    for (const { shown, keys } of names) {
      if (picked.length >= Math.min(limit, room)) break;
      if (keys.some((name) => taken.has(key(name)))) continue;
      for (const name of keys) taken.add(key(name));
      picked.push(shown);
    }
    room -= picked.length;
    return picked;
  };
  const ofField = (field: CareerField) => field.suggestions.map((name) => ({ shown: name, keys: [name] }));

  const groups: SuggestionGroup[] = [];
  const postingTitle = posting?.title.trim() ?? "";
  if (posting) {
    const gaps = posting.gaps.map((gap) => ({ shown: asChip(gap.term), keys: [gap.term, ...gap.aliases] }));
    groups.push({ source: "posting", title: postingTitle, skills: offer(gaps, POSTING_SHARE) });
  }
  const target = targetRole.trim() || postingTitle;
  const targetField = target ? fieldOfTitle(target) : undefined;
  if (targetField)
    groups.push({ source: "target", title: target, skills: offer(ofField(targetField), room) });
  const past = detectCareerField(pastTitles);
  if (past.title && past.field.id !== targetField?.id) {
    groups.push({ source: "past", title: past.title, skills: offer(ofField(past.field), room) });
  }
  return groups.filter((group) => group.skills.length > 0);
}

/** The same skill whatever its capitals and spacing. */
function key(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * A posting's term as a chip: a method the knowledge base writes in lower case ("instructional
 * design", "e-learning") in sentence case, as the fields' lists and people's resumes write it;
 * a one-word name in lower case ("pandas", "dbt") and any name with capitals ("iOS") as it is.
 */
function asChip(term: string): string {
  const first = term.charAt(0);
  const phrase = /[\s-]/.test(term);
  return phrase && term === term.toLowerCase() && first !== first.toUpperCase()
    ? first.toUpperCase() + term.slice(1)
    : term;
}
