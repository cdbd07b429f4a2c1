import { hasMonth } from "../../../shared/month-year.ts";
import type { TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { inventionsIn, type Source } from "../grounding.ts";
import { roleSays } from "../held-title.ts";
import { capitalizeFirst, withNameCasing } from "../language/name-casing.ts";
import { numberValues } from "../language/numbers.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import { listOf } from "../language/word-lists.ts";
import { asksForShortResume, SHORT_SUMMARY_SENTENCES } from "../length-wish.ts";
import { resumeText } from "../resume-text.ts";
import type { ResumeTarget } from "../writer.ts";
import { bestResults, resultSentence, type WorkResult } from "./best-results.ts";
import { splitSentences } from "./bullet-lines.ts";
import type { Scorer } from "./relevance.ts";
import { postingSkills, strongestSkills, termName } from "./strongest-skills.ts";
import { aimsElsewhere, identityTitle, isMinorRole, ownLines, substantiveRows } from "./summary-identity.ts";
import { distinctSkills, employer, says, skillsSentence } from "./summary-skills.ts";
import { saysFirstPerson } from "./summary-voice.ts";
import { coveredYears, statesYears } from "./years.ts";

// The summary, rewritten from what the resume says (issue 14 §1, issue 33 §6): who the person is
// (their own opening description, else their latest substantive title and the years their dates
// cover when that is unambiguous), the posting's requirements their resume shows and where, one
// result from recent real work said whole, and their own goal or career-change line. No first
// person, no filler; every sentence is checked against the source.

export interface SummaryInput {
  document: ResumeDocument;
  target: ResumeTarget;
  score: Scorer;
  facts: Source;
  /** The posting's terms and how the resume meets each (empty without a posting). */
  matches: TermMatch[];
  /** The resume as the user wrote it, when `document` has the posting's terms added to its skills. */
  source?: ResumeDocument;
}

const MAX_SENTENCES = 4;
/** A summary's result sentence may be longer than a letter's clause, not a paragraph. */
const SUMMARY_CLAUSE_WORDS = 22;

export function writeSummary({ document, target, score, facts, matches, source }: SummaryInput): string {
  const role = identityTitle(document);
  // Each named skill must pass the grounding check on its own ("CRISPR/Cas9" where the resume
  // says only "CRISPR" would state a number it lacks). With a posting, the skills named are its
  // requirements the resume says; without one, the resume's strongest.
  const written = resumeText(document);
  const resume = indexText(written);
  // A capitalised word is a name ("Outreach" the product): the resume must write it so, not only
  // say the common word ("science outreach").
  const named = (skill: string) => !/^\p{Lu}\p{Ll}+$/u.test(skill) || indexText(written).byText.has(skill);
  // The summary names what the user's own words say (whole words, any dictionary spelling), not
  // a term matched by stem alone ("marketing" from "Bloomberg Market Concepts").
  const own = resumeText(source ?? document).toLowerCase();
  const said = (skill: string) => mentions(resume, skill) && named(skill) && says(own, skill);
  const wanted = postingSkills(document, matches, role).filter(said);
  const grounded = (skill: string) => inventionsIn(skill, facts).length === 0;
  const pool = wanted.length
    ? wanted
    : strongestSkills(document, matches, score, role).filter((skill) => says(own, skill));
  const skills = distinctSkills(pool).filter(grounded).slice(0, SKILL_CHOICES);
  // A posting term only their old summary said ("two EHR go-lives") must not be lost with it:
  // the sentence of theirs that says it stays when there is room.
  const lost = onlyInSummary(document, matches);
  return composeSummary(document, target, score, facts, role, skills, lost) ?? document.summary;
}

/** The longest result sentence a summary says whole. */
const RESULT_WORDS = 32;
/** "Recent" work: the latest few substantive jobs. */
const RECENT_JOBS = 3;
/** Skills a summary names, of the few strongest not already in its lead. */
const SKILLS_NAMED = 3;
const SKILL_CHOICES = 6;
/** Results to choose among, one per job. */
const RESULT_CHOICES = 3;
/** Words of their own lead that say who they are ("Data science intern at…"). */
const OPENING_WORDS = 5;

function composeSummary(
  document: ResumeDocument,
  target: ResumeTarget,
  score: Scorer,
  facts: Source,
  role: string,
  skills: string[],
  lost: string[],
): string | undefined {
  const own = ownLines(document.summary, document.full_name);
  // Their goal stays theirs, but not on an application for other work (summary-identity.ts).
  const targetTitle = target.job?.title || target.desiredRole;
  if (aimsElsewhere(own.goal, targetTitle)) own.goal = "";
  const real = substantiveRows(document);
  // Their own description, unless it names them by a student or intern role while a real job
  // exists ("Data science intern…" for someone whose latest real job says otherwise).
  const opening = own.lead.split(" ").slice(0, OPENING_WORDS).join(" ");
  const usable =
    own.lead &&
    !(isMinorRole(opening) && real.some((row) => !isMinorRole(row.role))) &&
    !aimsElsewhere(own.lead, targetTitle);
  const computed = target.mentionYears !== false ? yearsAs(document, role) : 0;
  const years = document.years_experience ?? computed;
  // Who they are: their description leads when it states their years ("Registered nurse with 9
  // years…") or when no count can be said (their words beat a bare title); otherwise their latest
  // substantive title with its years leads, and their description follows when there is room.
  const ownLead = usable && (statesYears(own.lead) || years < 1 || !role) ? own.lead : "";
  const description = usable && !ownLead ? own.lead : "";
  // A skill their own lead already says ("local government" in "ten years in … local
  // government") is not said twice.
  const leadIndex = indexText(ownLead);
  const fresh = skills.filter((skill) => !mentions(leadIndex, skill)).slice(0, SKILLS_NAMED);
  const placedLine = skillsSentence(document, fresh, ownLead || role);
  // A generated lead names the skills itself when no job's lines show them ("Web developer
  // skilled in React") or when it has no years to say.
  const inLead = !ownLead && fresh.length > 0 && (years < 1 || !placedLine.shown);
  const lead = ownLead || leadSentence(role, years, inLead ? fresh : []);
  const named = inLead && lead ? "" : placedLine.sentence;
  // A result from recent, real work, said whole; without a number, the work that matters most.
  const recent = new Set(
    real
      .slice()
      .sort((a, b) => a.order - b.order)
      .slice(0, RECENT_JOBS)
      .map((row) => row.id),
  );
  const options = { rows: (row: { id: number }) => recent.has(row.id), wholeWithin: RESULT_WORDS };
  // A result in the first person ("Generated 38% of my own pipeline") is not said in a summary's
  // voice; the next job's result is.
  // One that only restates the lead's own numbers ("runs a kitchen of 18 cooks" after "running a
  // 140-seat kitchen with 18 cooks") says nothing new.
  const leadNumbers = numberValues(lead);
  const restates = (sentence: string) => {
    const values = [...numberValues(sentence)];
    return values.length > 0 && values.some((value) => leadNumbers.has(value));
  };
  // A result from any job but the latest, or from another employer than the skills sentence
  // names, says where it was done: after "Current work at Cobaltline…", a bare "Created the
  // company's first ML deployment path" would put Tidewater's work at Cobaltline.
  const latest = real.slice().sort((a, b) => a.order - b.order)[0];
  const placed = (result: WorkResult) => {
    const row = document.experiences.find((item) => item.id === result.rowId);
    const sentence = resultSentence(result);
    if (!row) return sentence;
    const place = employer(row);
    // The sentence before names this employer: the result reads as theirs already. It names
    // another: the result needs its own. It names none: only the latest job goes without.
    const namesEmployer = placedLine.shown && / (at|in) /.test(placedLine.sentence);
    if (place && placedLine.sentence.includes(place)) return sentence;
    if (!namesEmployer && row.id === latest?.id) return sentence;
    const where = place ? capitalizeFirst(place) : "In freelance work";
    return `${where}, ${lowerFirst(sentence)}`;
  };
  const sayable = (results: WorkResult[]) =>
    results
      .map(placed)
      .find(
        (sentence) =>
          !saysFirstPerson(sentence) && inventionsIn(sentence, facts).length === 0 && !restates(sentence),
      );
  const result =
    sayable(bestResults(document, score, RESULT_CHOICES, true, SUMMARY_CLAUSE_WORDS, options)) ??
    sayable(bestResults(document, score, RESULT_CHOICES, false, SUMMARY_CLAUSE_WORDS, options));
  const most = asksForShortResume(target.instructions) ? SHORT_SUMMARY_SENTENCES : MAX_SENTENCES;
  const fits = (sentence: string | undefined): sentence is string =>
    Boolean(sentence) && inventionsIn(sentence as string, facts).length === 0;
  // What goes when there is no room, last first: their description after a title lead, then the
  // skills, then the result; who they are and their own goal stay.
  const kept = [lead, own.goal, result, named, description].filter(fits).slice(0, most);
  const said = () => indexText(kept.join(" "));
  const keeps = (sentence: string) =>
    lost.some((term) => mentions(indexText(sentence), term) && !mentions(said(), term));
  const extra = own.rest.slice().sort((a, b) => Number(keeps(b)) - Number(keeps(a)) || score(b) - score(a));
  for (const sentence of extra) {
    // Fewer than two sentences is not a summary: their own next-best sentence fills in; one
    // that says a requirement only their summary said comes in while there is room.
    if (kept.length >= most || (kept.length >= 2 && !keeps(sentence))) continue;
    if (fits(sentence)) kept.push(sentence);
  }
  const order = [lead, named, result, description, ...extra, own.goal];
  const sentences = order.filter(
    (sentence, i) => sentence && kept.includes(sentence) && order.indexOf(sentence) === i,
  );
  const text = withNameCasing(sentences.slice(0, most).join(" ").trim());
  if (splitSentences(text).length >= 2 && inventionsIn(text, facts).length === 0) return text;
  return undefined;
}

/** "Created the path" -> "created the path"; a name or an acronym keeps its capital ("SQL", "Epic"). */
function lowerFirst(sentence: string): string {
  const first = sentence.split(" ", 1)[0] ?? "";
  return /^\p{Lu}\p{Ll}*$/u.test(first) && !/^I$/.test(first)
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}

/** Posting terms the resume says only in its summary (the evidence map shows the summary last). */
function onlyInSummary(document: ResumeDocument, matches: TermMatch[]): string[] {
  const summary = document.summary;
  const said = indexText(summary);
  return matches
    .filter(
      (match) => match.state === "literal" && match.kind === "skill" && summary.includes(match.evidence),
    )
    .map((match) => termName(match.term, said));
}

/**
 * Whole years of the roles titled `title`, only when every such role has a start month and an
 * end (or is current): a year-only or missing date would make the count a guess.
 */
function yearsAs(document: ResumeDocument, title: string): number {
  if (!title) return 0;
  const rows = document.experiences.filter((row) => roleSays(row.role, title));
  // A student job or an internship is not "N years of experience" to a recruiter.
  if (rows.some((row) => isMinorRole(row.role))) return 0;
  const dated = hasMonth;
  if (
    !rows.length ||
    rows.some((row) => !dated(row.start_date) || (!row.still_working && !dated(row.end_date)))
  )
    return 0;
  const years = coveredYears(rows, new Date());
  return years >= 2 ? years : 0;
}

function leadSentence(role: string, years: number, skills: string[]): string {
  const subject = role ? sentenceCase(role) : skills.length ? "Professional" : "";
  if (!subject) return "";
  const span = years >= 1 ? ` with ${years} years of experience` : "";
  // "with 9 years of experience, skilled in Epic": the years are the career's, never claimed
  // for each skill ("9 years of experience in Epic ClinDoc" would be a fact the resume lacks).
  if (skills.length) return `${subject}${span}${span ? "," : ""} skilled in ${listOf(skills)}.`;
  return span ? `${subject}${span}.` : "";
}

/** "Web Developer" -> "Web developer"; acronyms and names (iOS, QA, UX/UI) keep their capitals. */
function sentenceCase(role: string): string {
  const words = role.split(/\s+/).map((word, i) => {
    if (i === 0) return word;
    if (/^\p{Lu}{2,}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word) || /[/&]/.test(word)) return word;
    return word.toLowerCase();
  });
  return capitalizeFirst(withNameCasing(words.join(" ")));
}

export { hasFiller, saysFirstPerson } from "./summary-voice.ts";
