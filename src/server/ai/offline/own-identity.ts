import { type TaggedWord, tagWords } from "../language/grammar.ts";
import { splitSentences } from "./bullet-lines.ts";
import { hasFiller, saysFirstPerson } from "./summary-voice.ts";

// The person's own words for who they are, from their summary's first sentence when it is a noun
// phrase ("Registered nurse with 9 years of inpatient experience, now moving into clinical
// informatics"), so a letter can say "I am a registered nurse with 9 years…" in their terms.
// compromise tells a noun phrase from an adjective ("Comfortable in Python") or a verb
// ("Completing an M.S."); its numbers and facts are theirs, as written.

const MAX_WORDS = 40;
// Capitalised as the names of services, where the tagger reads a plain noun.
const NAMES = new Set(["Army", "Navy", "Air", "Marine", "Marines", "Coast", "National"]);

export function ownIdentity(summary: string): string {
  // "Front-end developer who came to code through logistics: I spent 4 years…": the part before a
  // colon or semicolon is the description; what follows explains it.
  const first = (splitSentences(summary.replace(/\s+/g, " ").trim())[0] ?? "").split(/[:;] /)[0] ?? "";
  if (!first || saysFirstPerson(first) || hasFiller(first) || first.split(" ").length > MAX_WORDS) return "";
  const terms = tagWords(first);
  const lead: TaggedWord[] = [];
  // "Store manager": the tagger reads "Store" as an order, but a person noun (Actor) follows.
  const compound = terms[0]?.tags.has("Imperative") && terms[1]?.tags.has("Actor") ? 2 : 0;
  lead.push(...terms.slice(0, compound));
  for (const [i, term] of terms.slice(compound).entries()) {
    // "Developmental and cell biologist": "and" joins two parts of one description.
    const joins = term.text === "and" && terms[compound + i + 1]?.chunk === "Noun" && lead.length > 0;
    // "developer who came to code through logistics": a relative clause describes the noun.
    if ((term.chunk !== "Noun" && !joins) || /^(who|that|which)$/i.test(term.text)) break;
    lead.push(term);
  }
  if (!lead.some((term) => term.tags.has("Noun") && !term.tags.has("Pronoun"))) return "";
  // "Richard hails from Tulsa" is a clause about someone, not a description to put after "I am".
  const next = terms[lead.length];
  const finite = next?.tags.has("Verb") && !next.tags.has("Gerund") && !next.tags.has("Participle");
  if (finite || lead.some((term) => term.tags.has("Person") || term.tags.has("FirstName"))) return "";
  const [word = "", ...rest] = first.split(" ");
  // "California-licensed CPA" keeps its capital, "Second-shift supervisor" does not: the part
  // before a hyphen is read on its own.
  const head = word.includes("-") ? tagWords(word.slice(0, word.indexOf("-")))[0] : terms[0];
  const keep =
    NAMES.has(word) ||
    ["ProperNoun", "Place", "Organization", "Acronym", "Date"].some((tag) => head?.tags.has(tag));
  const opening = keep || /\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase();
  return [opening, ...rest].join(" ").replace(/[.!?]$/, "");
}
