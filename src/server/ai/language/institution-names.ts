// How English writes an institution's name inside a sentence: "the University of Westbridge",
// "the Department for Local Communities", "the Centre for Fair Housing Policy". A name made of an
// institution noun and "of"/"for" takes "the"; "Westbridge University" and "Acme Ltd" do not.

const INSTITUTION_OF =
  /^(university|college|school|institute|department|ministry|office|centre|center|bureau|council|agency|commission|board|museum|library|academy|foundation|society|federation|association|court|house|bank)\s+(of|for)\s/i;

/** The name as it reads after "at" or "from" ("the University of X"); other names unchanged. */
export function inRunningText(name: string): string {
  const trimmed = name.trim();
  return INSTITUTION_OF.test(trimmed) ? `the ${trimmed}` : trimmed;
}
