// How English writes an institution's name inside a sentence: "the University of Westbridge",
// "the Department for Local Communities", "the Centre for Fair Housing Policy". A name made of an
// institution noun and "of"/"for" takes "the"; "Westbridge University" and "Acme Ltd" do not.

const INSTITUTION_OF =
  /^(university|college|school|institute|department|ministry|office|centre|center|bureau|council|agency|commission|board|museum|library|academy|foundation|society|federation|association|court|house|bank)\s+(of|for)\s/i;

// A nation's services and bodies take "the" in English: "the U.S. Army", "the United States Postal
// Service"; so do the armed services named alone ("the Army"). ("US Foods" is a company: no "the".)
const NATIONAL =
  /^(u\.s\.|united states)\s|^(army|navy|air force|marine corps|coast guard|national guard)\b/i;

/** The name as it reads after "at" or "from" ("the University of X"); other names unchanged. */
export function inRunningText(name: string): string {
  const trimmed = name.trim();
  if (/^the\s/i.test(trimmed)) return trimmed;
  return INSTITUTION_OF.test(trimmed) || NATIONAL.test(trimmed) ? `the ${trimmed}` : trimmed;
}
