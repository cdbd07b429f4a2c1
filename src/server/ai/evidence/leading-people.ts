// Managing people, shown the way resumes show it: "Led a 14-person team", "Run a store with 4
// assistant managers and 32 associates", "Lead 7 enterprise account executives". A posting asks
// for "people management" or "team leadership"; the resume counts the people led. A general fact
// of resumes, not a synonym list: the line needs a verb of leading and a counted group of people.
// Read word by word (no pattern with a bounded gap: those are hard to prove linear).

const GROUP_WORDS = new Set("people team teams staff personnel employee employees direct".split(" "));
const LEADING_NOUNS = new Set("management leadership supervision managing leading supervising".split(" "));

const LEADING_VERBS = new Set(
  (
    "led lead leads leading managed manage manages managing supervised supervise supervises supervising " +
    "directed direct directs oversaw oversee oversees overseeing ran run runs running coached mentored"
  ).split(" "),
);
const COUNT_WORDS = new Set(
  "two three four five six seven eight nine ten eleven twelve fifteen twenty thirty dozen".split(" "),
);
const PEOPLE = new Set(
  (
    "team teams staff people associates employees engineers nurses cooks executives managers analysts " +
    "reports agents representatives volunteers members workers technicians drivers teachers designers " +
    "developers accountants supervisors specialists consultants scientists researchers students " +
    "assistants clerks chefs stewards cashiers"
  ).split(" "),
);
/** How far after the verb the counted group may end ("Run a $6.8M store with 4 assistant managers"). */
const REACH = 10;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}$.]+/gu) ?? [];

/**
 * "people management", "team leadership", "staff supervision", "supervisory experience" (not
 * "sales management": that asks to lead sellers, which a counted team does not show).
 */
export function asksForLeadingPeople(term: string): boolean {
  const words = wordsOf(term);
  if (words[0] === "supervision" || (words[0] === "supervisory" && words[1] === "experience")) return true;
  return words.some((word) => GROUP_WORDS.has(word)) && words.some((word) => LEADING_NOUNS.has(word));
}

const isCount = (word: string) => /^\d{1,4}(-person|-member|-strong)?$/.test(word) || COUNT_WORDS.has(word);

/** The words of a line that show leading a counted group of people, or undefined. */
export function leadingPeopleIn(line: string): string | undefined {
  const words = line.match(/\S+/g) ?? [];
  const plain = words.map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}$-]/gu, ""));
  for (let v = 0; v < plain.length; v++) {
    if (!LEADING_VERBS.has(plain[v] as string)) continue;
    let counted = false;
    for (let at = v + 1; at < Math.min(plain.length, v + REACH); at++) {
      const word = plain[at] as string;
      if (isCount(word) || (word === "of" && plain[at - 1] === "team")) counted = true;
      // "a team of 8": the count may come after the group.
      if (word === "team" && plain[at + 1] === "of" && isCount(plain[at + 2] ?? "")) {
        return words.slice(v, at + 3).join(" ");
      }
      if (counted && PEOPLE.has(word)) return words.slice(v, at + 1).join(" ");
    }
  }
  return undefined;
}
