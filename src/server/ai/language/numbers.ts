// Numbers as a resume states them: "40%", "$1.2M", "10x", "3+ years", "2019", "twelve".
// The grounding check compares their values, so "40 percent" supports "40%" and "1,200"
// supports "1200", while "45%" is a new claim.

export interface NumberMention {
  /** As written ("$1.2M", "twelve"). */
  text: string;
  value: number;
  /** Followed by "years" ("3+ years"): a length of experience rather than a result. */
  years: boolean;
}

const DIGITS =
  /[$€£]?\d+(?:[.,]\d+)*(?:\s?(?:%|percent\b|per cent\b|million\b|billion\b|thousand\b|mm\b|bn\b|[kmb]\b|x\b))?\+?/gi;
// One way to read the spaces around "+": /\s*\+?\s*/ has as many as the run is long, and trying
// them all costs the square of a long run of spaces.
const YEARS_AFTER = /^\s*(?:\+\s*)?(years?|yrs?)\b/i;

const UNITS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
};
// "one" alone is a pronoun far more often than a count ("one of the first"): it counts only
// before a scale ("one million").
const WORDS =
  /\b(?:(?:one|a)\s+)?(?:(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozen|hundred|thousand|million|billion)\b[\s-]*)+/gi;

function multiplier(suffix: string): number {
  const word = suffix.trim().toLowerCase();
  if (word === "k" || word === "thousand") return 1_000;
  if (word === "m" || word === "mm" || word === "million") return 1_000_000;
  if (word === "b" || word === "bn" || word === "billion") return 1_000_000_000;
  return 1;
}

function digitsValue(raw: string): { value: number; suffix: string } {
  // [\s\S]* takes the rest as it is; (.*)$ failed on a line break and retried every digit group.
  const match = raw.match(/^[$€£]?(\d+(?:[.,]\d+)*)([\s\S]*)/);
  const digits = match?.[1] ?? "0";
  const suffix = (match?.[2] ?? "").replace("+", "");
  // "1,200" and "1.200.000" group thousands; "4.0" and "1,5" are decimals.
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(digits) && !/^\d+\.\d{3}$/.test(digits);
  const plain = grouped ? digits.replace(/[.,]/g, "") : digits.replace(",", ".");
  return { value: Number(plain) * multiplier(suffix), suffix };
}

function wordsValue(text: string): number {
  let total = 0;
  let current = 0;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word === "one" || word === "a") current += 1;
    else if (word === "dozen") current = (current || 1) * 12;
    else if (UNITS[word] !== undefined) current += UNITS[word];
    else if (SCALES[word] !== undefined) {
      const scale = SCALES[word];
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
    }
  }
  return total + current;
}

/** Every number in `text`, digits and words. */
export function findNumbers(text: string): NumberMention[] {
  const found: NumberMention[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const raw = match[0].trim();
    const { value } = digitsValue(raw);
    if (!Number.isFinite(value)) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    found.push({ text: raw, value, years: YEARS_AFTER.test(after) });
  }
  for (const match of text.matchAll(WORDS)) {
    let raw = match[0].trim().replace(/-$/, "");
    // "a dozen" is 12, but in "a ten-person team" the "a" is only an article.
    if (/^a\s/i.test(raw) && !/(hundred|thousand|million|billion|dozen)/i.test(raw))
      raw = raw.slice(2).trim();
    if (/^(a|one)$/i.test(raw)) continue;
    const value = wordsValue(raw);
    if (!value) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    found.push({ text: raw, value, years: YEARS_AFTER.test(after) });
  }
  return found;
}

/** The values of every number in a text, for "does the source say this number?". */
export function numberValues(text: string): Set<number> {
  const values = new Set<number>();
  for (const mention of findNumbers(text)) values.add(mention.value);
  return values;
}
