// How English writes an institution's name inside a sentence: "the University of Westbridge",
// "the Department for Local Communities", "the Centre for Fair Housing Policy". A name made of an
// institution noun and "of"/"for" takes "the"; "Westbridge University" and "Acme Ltd" do not.

const INSTITUTION_OF =
  /(?:^|\s)(university|college|school|institute|department|ministry|office|centre|center|bureau|council|agency|commission|board|museum|library|academy|foundation|society|federation|association|court|house|bank)\s+(of|for)\s/i;

/**
 * An institution noun with "of"/"for", led by at most three capitalised names: "the Halcyon
 * Institute for Cardiovascular Research", "the Broad Institute of MIT" ("Acme makes tools for…"
 * has no institution noun; "tools and services for" leads with no name).
 */
function isInstitutionOf(name: string): boolean {
  const found = INSTITUTION_OF.exec(name);
  if (!found) return false;
  const lead = name.slice(0, found.index).trim().split(/\s+/).filter(Boolean);
  return lead.length <= 3 && lead.every((word) => /^\p{Lu}/u.test(word));
}

// A nation's services and bodies take "the" in English: "the U.S. Army", "the United States Postal
// Service"; so do the armed services named alone ("the Army"). ("US Foods" is a company: no "the".)
const NATIONAL =
  /^(u\.s\.|united states)\s|^(army|navy|air force|marine corps|coast guard|national guard)\b/i;

// Resumes write an employer with what a sentence leaves out: a unit after a comma ("Bayview
// University, Department of Molecular & Cell Biology", "U.S. Army, Sustainment Brigade"), a legal
// form ("Harborview Medical Devices, Inc.") and a parent, brand or native name in brackets
// ("Juniper Table (Harbor & Pine Hospitality)"). Said in a letter, the name before them is the
// employer. A comma that is part of a firm's name ("Skadden, Arps, Slate") stays.
const UNIT =
  /^(department|dept\.|division|school|faculty|college|lab|laboratory|unit|office|branch|campus|brigade|battalion|regiment|squadron|wing|fleet|team|section|group|program|programme|center|centre|institute|clinic|ward)\b/i;
const LEGAL_FORM =
  /^(inc|ltd|llc|llp|lp|plc|corp|co|gmbh|ag|sa|s\.a|bv|b\.v|pty|pvt|srl|s\.r\.l|oy|ab|as|kk|limited|incorporated|corporation)\.?$/i;

/** The employer as a sentence says it: without its unit, legal form or bracketed other name. */
function spokenName(name: string): string {
  let text = name.trim();
  const open = text.indexOf(" (");
  if (open > 0 && text.endsWith(")")) text = text.slice(0, open).trim();
  const comma = text.indexOf(", ");
  const rest = comma > 0 ? text.slice(comma + 2) : "";
  // A unit leads with its kind ("Department of X") or ends with it ("Sustainment Brigade").
  const last = rest.slice(rest.lastIndexOf(" ") + 1);
  if (rest && (UNIT.test(rest) || UNIT.test(last) || LEGAL_FORM.test(rest)))
    text = text.slice(0, comma).trim();
  return text;
}

/**
 * The name as it reads after "at" or "from" ("the University of X"), without what a sentence
 * leaves out (spokenName); other names unchanged.
 */
export function inRunningText(name: string): string {
  return withItsArticle(spokenName(name));
}

// English says one serves *in* an armed service and works *at* any other employer.
const ARMED_SERVICE = /\b(?:Army|Navy|Air Force|Marine Corps|Coast Guard|National Guard|Space Force)$/;

/**
 * Where a job was, as a sentence says it, from the name as inRunningText gives it: "at Acme",
 * "at the University of X", "in the U.S. Army", "in the Navy".
 */
export function atWorkplace(name: string): string {
  if (!ARMED_SERVICE.test(name)) return `at ${name}`;
  return /^the\s/i.test(name) ? `in ${name}` : `in the ${name}`;
}

/** "the Halcyon Institute for Cardiovascular Research", "the U.S. Army"; other names as written. */
export function withItsArticle(name: string): string {
  const trimmed = name.trim();
  if (/^the\s/i.test(trimmed)) return trimmed;
  return isInstitutionOf(trimmed) || NATIONAL.test(trimmed) ? `the ${trimmed}` : trimmed;
}
