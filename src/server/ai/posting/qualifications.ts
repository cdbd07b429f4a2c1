// Degrees, diplomas, licences and GPAs a posting asks for, named the way resumes and recruiters
// name them ("Bachelor's degree in Nursing or a related field" -> "bachelor's degree";
// "Active CPA license" -> "CPA license"). Certifications are dictionary terms (skills/).

const DEGREE_WORDS: [RegExp, string][] = [
  [/\b(MS|M\.S\.|master'?s) (or|and\/or|\/) (PhD|Ph\.D\.|doctorate)\b/i, "advanced degree"],
  [/\b(advanced|graduate) degree\b/i, "advanced degree"],
  [/\b(postgraduate|post-graduate) (degree|qualification)\b/i, "postgraduate degree"],
  [/\b(PhD|Ph\.D\.|doctorate|doctoral degree)\b/, "PhD"],
  [/\bmaster'?s( degree)?\b/i, "master's degree"],
  [/\bbachelor'?s( degree)?\b|\b(undergraduate|four-year|4-year) degree\b/i, "bachelor's degree"],
  [/\bassociate'?s? degree\b/i, "associate degree"],
  [/\bhigh school (diploma|education)\b|\bGED\b/, "high school diploma"],
  [/\bculinary (degree|school|arts degree)\b/i, "culinary degree"],
  [/\bbusiness degree\b|\bdegree in business\b/i, "business degree"],
  [
    /\b(relevant|related) degree\b|\bdegree in a (relevant|related) (subject|field|discipline)\b/i,
    "relevant degree",
  ],
];

/** "B.S. Mechanical Engineering", "BSc Computer Science": the degree with its named field. */
const NAMED_DEGREE =
  /\b(B\.?S\.?|BSc|B\.?A\.?|B\.?Eng\.?)\s+(?:in\s+)?((?:\p{Lu}\p{Ll}+)(?:\s\p{Lu}\p{Ll}+){0,3})/u;

/**
 * "BA/BS required", "B.S./B.A. in a related field": postings abbreviate the bachelor's degree as
 * its two common kinds joined by a slash, and a recruiter searches for it as written. Kept in
 * the posting's own words; evidence/degrees.ts reads it as the bachelor's level.
 */
export const BACHELOR_PAIR = /\b(?:B\.?A\.?|B\.?S\.?|BSc)\/(?:B\.?A\.?|B\.?S\.?|BSc)(?![\p{L}\d])/u;

/** The term is such a pair and nothing else ("BA/BS"). */
export const isBachelorPair = (term: string) => BACHELOR_PAIR.exec(term)?.[0] === term.trim();

const LICENSE = /\b(licen[sc]e)\b/i;
const LICENSE_WORD = /^(\p{Lu}[\p{L}\d-]*|\d[\w-]*|teaching|nursing|driver'?s|professional|\([A-Z]{2,5}\))$/u;
const LICENSE_FILLER = /^(active|valid|current|unrestricted|state|a|an|the)$/i;
const GPA = /\b(?:GPA (?:of )?(\d\.\d+)\+?|(\d\.\d+)\+? (?:cumulative )?GPA)/i;

/** The qualifications a requirement line names, in canonical form. */
export function qualificationsIn(line: string): string[] {
  const found: string[] = [];
  const named = NAMED_DEGREE.exec(line);
  const pair = BACHELOR_PAIR.exec(line);
  if (pair) found.push(pair[0]);
  else if (named) found.push(`BS ${named[2]}`);
  else {
    for (const [pattern, term] of DEGREE_WORDS) {
      if (!pattern.test(line)) continue;
      // "MS or PhD" is one advanced degree, not also a master's and a PhD.
      if (term === "advanced degree" || !found.includes("advanced degree")) found.push(term);
      if (term === "advanced degree" || term === "PhD") break;
    }
  }
  const licence = licenceIn(line);
  if (licence) found.push(licence);
  const gpa = GPA.exec(line);
  if (gpa) found.push(`GPA ${gpa[1] ?? gpa[2]}+`);
  return [...new Set(found)];
}

/** "Active RN license in the State of Michigan" -> "RN license"; "Professional Engineer (PE) license" -> "PE license". */
function licenceIn(line: string): string | undefined {
  const match = LICENSE.exec(line);
  if (!match) return undefined;
  const before = line.slice(0, match.index).trim().split(/\s+/).filter(Boolean);
  const words: string[] = [];
  for (let i = before.length - 1; i >= 0 && words.length < 6; i--) {
    const word = before[i] as string;
    if (!LICENSE_WORD.test(word) || LICENSE_FILLER.test(word)) break;
    words.unshift(word);
  }
  const acronym = words.find((word) => /^\([A-Z]{2,5}\)$/.test(word));
  if (acronym) return `${acronym.slice(1, -1)} license`;
  return words.length ? `${words.join(" ")} license` : undefined;
}
