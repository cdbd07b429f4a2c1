import { SKILLS } from "../skills/index.ts";

// Names whose casing is the name: iOS, macOS, eBay, jQuery, .NET, pH. A sentence that starts with
// one must not capitalise it ("IOS software engineer"), and a title lower-cased for a sentence
// must give it back ("an ios engineer"). The knowledge base spells most of them; a few common
// names that are not skills are listed here.
const OTHER_NAMES = [
  "eBay",
  "iPhone",
  "iPad",
  "iPadOS",
  "watchOS",
  "tvOS",
  "pH",
  "YouTube",
  "PayPal",
  "iCloud",
];

/** A word with a capital after a lower-case letter, or a leading dot: "iOS", "PostgreSQL", ".NET". */
function isCasedName(word: string): boolean {
  return /^\.\p{Lu}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word);
}

const BY_LOWER = new Map<string, string>();
for (const name of [...SKILLS.flatMap((skill) => skill.display.split(" ")), ...OTHER_NAMES]) {
  if (isCasedName(name) && !BY_LOWER.has(name.toLowerCase())) BY_LOWER.set(name.toLowerCase(), name);
}

/** The word as its name is spelled, keeping any punctuation around it ("ios," -> "iOS,"). */
function caseWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && "(\"'“‘".includes(word.charAt(start))) start++;
  while (end > start && ",.;:!?)\"'”’".includes(word.charAt(end - 1))) end--;
  const core = word.slice(start, end);
  // Only a word written plainly ("ios", "Ebay") is a miscased name; "IOS" may be Cisco's.
  if (!/^\.?\p{L}\p{Ll}*$/u.test(core)) return word;
  const named = BY_LOWER.get(core.toLowerCase());
  return named ? word.slice(0, start) + named + word.slice(end) : word;
}

/** Every known name in `text` with its own casing: "ios and MACOS" -> "iOS and macOS". */
export function withNameCasing(text: string): string {
  return text
    .split(" ")
    .map((word) => caseWord(word))
    .join(" ");
}

/** A capital first letter, unless the first word is a name that starts lower-case ("iOS engineer"). */
export function capitalizeFirst(text: string): string {
  const first = text.split(" ", 1)[0] ?? "";
  const named = caseWord(first);
  if (named !== first || /^\p{Ll}+\p{Lu}/u.test(first)) return named + text.slice(first.length);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a known name is spelled ("ios" -> "iOS"), or undefined for any other word. */
export function nameCasing(word: string): string | undefined {
  return BY_LOWER.get(word.toLowerCase());
}
