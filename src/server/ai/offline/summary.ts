import { hasMonth } from "../../../shared/month-year.ts";
import type { TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { inventionsIn, type Source } from "../grounding.ts";
import { roleSays } from "../held-title.ts";
import { capitalizeFirst, withNameCasing } from "../language/name-casing.ts";
import { numberValues } from "../language/numbers.ts";
import { indexText, mentions, type TextIndex } from "../language/skill-index.ts";
import { listOf } from "../language/word-lists.ts";
import { asksForShortResume, SHORT_SUMMARY_SENTENCES } from "../length-wish.ts";
import { resumeText } from "../resume-text.ts";
import type { ResumeTarget } from "../writer.ts";
import { bestResults, isOutcome, resultSentence, type WorkResult } from "./best-results.ts";
import { splitSentences } from "./bullet-lines.ts";
import type { Scorer } from "./relevance.ts";
import { postingSkills, strongestSkills, termName } from "./strongest-skills.ts";
import {
  pastesFrom,
  placed,
  type Requirement,
  requirementSentences,
  type WorkSentence,
} from "./summary-evidence.ts";
import {
  aimsElsewhere,
  identityTitle,
  isMinorRole,
  ownLines,
  substantiveRows,
  withoutOtherMove,
} from "./summary-identity.ts";
import { distinctSkills, employer, rowsByRecency, says } from "./summary-skills.ts";
import { saysFirstPerson } from "./summary-voice.ts";
import { coveredYears } from "./years.ts";

// The summary, rewritten from what the resume says (issue 14 §1, issue 33 §6): who the person is
// (their own opening description, else their latest substantive title and the years their dates
// cover when that is unambiguous), one or two of the posting's requirements said as work from the
// job line that shows each (summary-evidence.ts), one result from recent real work said whole,
// and their own goal or career-change line. No first person, no filler, no run of 13 words of a
// resume line; every sentence is checked against the source.

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
  // The posting asks for a degree, a licence or a certificate the resume holds.
  const asksCredential = matches.some((match) => match.kind === "qualification" && match.state !== "missing");
  const parts = {
    document,
    source: source ?? document,
    target,
    score,
    facts,
    role,
    skills,
    lost,
    asksCredential,
  };
  return (
    composeSummary({ ...parts, requirements: requirementsOf(skills, matches, resume) }) ?? document.summary
  );
}

/** Each skill with the words that stand for it in the evidence line the posting analysis found. */
function requirementsOf(
  skills: readonly string[],
  matches: readonly TermMatch[],
  resume: TextIndex,
): Requirement[] {
  return skills.map((term) => {
    const match = matches.find((item) => item.term === term || termName(item.term, resume) === term);
    const names = [term, match?.term ?? "", match?.via ?? ""].filter(Boolean);
    return { term, names: [...new Set(names)] };
  });
}

/** The longest result sentence a summary says whole. */
const RESULT_WORDS = 32;
/**
 * How much more like the posting a count of things must be to beat a measured change: one rare
 * word of the posting's shared (blind review: "mentors 2 junior engineers" beat "cut machine
 * build hours 18%" on one shared word).
 */
const OUTCOME_EDGE = 0.5;
/** "Recent" work: the latest few substantive jobs. */
const RECENT_JOBS = 3;
/** Skills a summary names, of the few strongest not already in its lead. */
const SKILLS_NAMED = 3;
const SKILL_CHOICES = 6;
/** Results to choose among, one per job. */
const RESULT_CHOICES = 3;
/** Words of their own lead that say who they are ("Data science intern at…"). */
const OPENING_WORDS = 5;
/** A sentence stating a credential: a licence, a certificate, a degree by name. */
const CREDENTIAL =
  /\b(?:[Ll]icen[sc]ed?|[Cc]ertifi(?:ed|cate|cation)|[Dd]egree|[Mm]aster'?s|[Bb]achelor'?s|MBA|CPA|PE|Ph\.?D)\b|\b(?:M\.S|M\.A|M\.Ed|B\.S|B\.A)\./;
/** Sentences of evidence for the posting's requirements, at most. */
const EVIDENCE_SENTENCES = 2;

interface SummaryParts {
  document: ResumeDocument;
  /** The resume as the user wrote it (its skills list without the posting's terms). */
  source: ResumeDocument;
  target: ResumeTarget;
  score: Scorer;
  facts: Source;
  role: string;
  skills: string[];
  requirements: Requirement[];
  lost: string[];
  asksCredential: boolean;
}

function composeSummary(parts: SummaryParts): string | undefined {
  const { document, target, score, facts, role, skills, lost } = parts;
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
  // Who they are: their own description leads whenever they wrote one (blind review: "Graduate
  // researcher with 6 years of experience" before "Developmental and cell biologist finishing a
  // PhD…" put a computed line above the person's own words); else their latest substantive title
  // with its years, or with the skills the resume shows when it has no years to say.
  const ownLead = usable ? withoutOtherMove(own.lead, targetTitle) : "";
  // Their own sentence that best answers the posting keeps a place after the lead (blind review:
  // the tailored summary swapped "I translate what nurses actually do at 3 a.m. into build
  // requests…" for a line copied from a job, which a recruiter then reads twice). A credential
  // sentence has its own place below.
  const voice = bestOwnSentence(own.rest, score, skills, parts.asksCredential);
  // A skill their own lead already says ("local government" in "ten years in … local
  // government") is not said twice.
  const leadIndex = indexText(ownLead);
  const fresh = skills.filter((skill) => !mentions(leadIndex, skill));
  const inLead = !ownLead && years < 1 ? fresh.slice(0, SKILLS_NAMED) : [];
  const lead = ownLead || leadSentence(role, years, inLead);
  const leadNumbers = numberValues(lead);
  // One that only restates the lead's own numbers ("runs a kitchen of 18 cooks" after "running a
  // 140-seat kitchen with 18 cooks") says nothing new.
  const restates = (sentence: string) => [...numberValues(sentence)].some((value) => leadNumbers.has(value));
  const pastes = pastesFrom(document);
  // A work sentence is said in the summary's voice, grounded, in the writer's own words (no run
  // of 13 of the resume's), and says something the lead did not.
  const sayable = (sentence: string) =>
    !saysFirstPerson(sentence) &&
    inventionsIn(sentence, facts).length === 0 &&
    !restates(sentence) &&
    !pastes(sentence);
  const requirements = parts.requirements.filter(
    (item) => fresh.includes(item.term) && !inLead.includes(item.term),
  );
  const evidence = requirementSentences(document, requirements, EVIDENCE_SENTENCES, sayable);
  const result = recentResult(document, score, real, evidence, sayable);
  // A requirement no recent job's lines show is not named: "Skilled in Google Workspace." read
  // as a keyword echoed back on every blind review, and the skills list already says it.
  const most = asksForShortResume(target.instructions) ? SHORT_SUMMARY_SENTENCES : MAX_SENTENCES;
  const fits = (sentence: string | undefined): sentence is string =>
    Boolean(sentence) && inventionsIn(sentence as string, facts).length === 0;
  // What goes when there is no room, last first: the second evidence sentence, their own kept
  // sentence, the result, the first evidence sentence; who they are, their own goal and a
  // credential asked for stay. (Blind A/B review: their sentence in place of the first evidence
  // or the result lost a posting's core requirement or a measured result as often as it won;
  // in place of the second, it won.)
  const [first, second] = evidence;
  const work = [first, result, voice, second].filter((sentence) => sentence !== undefined);
  // Their own sentence stating a credential the posting asks for ("Licensed in New Mexico (Level
  // 2, K-8)…", "Completing an M.S. in Health Informatics…") stays: a recruiter screens on it
  // (blind review: required licences and degrees were dropped for work lines).
  const credential = parts.asksCredential
    ? own.rest.find((sentence) => CREDENTIAL.test(sentence))
    : undefined;
  const room = Math.max(0, most - [lead, own.goal, credential].filter(fits).length);
  // Their sentence comes in only where it says something no kept work line says (one month-end
  // close, not two).
  const keptWork: (string | WorkSentence)[] = [];
  const repeats = (sentence: string) =>
    keptWork.some((line) => typeof line !== "string" && saySame(sentence, line.text, skills));
  for (const sentence of work)
    if (keptWork.length < room && !(sentence === voice && repeats(voice))) keptWork.push(sentence);
  const keptVoice = voice && keptWork.includes(voice) ? voice : undefined;
  // Said in the order a reader follows: the requirements' evidence, then the result.
  const saidWork = [...evidence, ...(result ? [result] : [])].filter((sentence) =>
    keptWork.includes(sentence),
  );
  const byRecency = rowsByRecency(document);
  const latest = byRecency[0];
  const recency = byRecency.map((row) => row.id);
  const workLines = placed(saidWork, latest ? employer(latest) : "", recency).filter(fits);
  const kept = [lead, keptVoice, own.goal, ...workLines, credential].filter(fits).slice(0, most);
  const said = () => indexText(kept.join(" "));
  const keeps = (sentence: string) =>
    lost.some((term) => mentions(indexText(sentence), term) && !mentions(said(), term));
  const extra = own.rest
    .filter((sentence) => sentence !== voice)
    .sort((a, b) => Number(keeps(b)) - Number(keeps(a)) || score(b) - score(a));
  for (const sentence of extra) {
    // Fewer than two sentences is not a summary: their own next-best sentence fills in; one
    // that says a requirement only their summary said comes in while there is room.
    if (kept.length >= most || (kept.length >= 2 && !keeps(sentence))) continue;
    if (fits(sentence)) kept.push(sentence);
  }
  const order = [lead, keptVoice, ...workLines, credential, ...extra, own.goal];
  const sentences = order.filter(
    (sentence, i) => sentence && kept.includes(sentence) && order.indexOf(sentence) === i,
  );
  const text = withNameCasing(sentences.slice(0, most).join(" ").trim());
  if (splitSentences(text).length >= 2 && inventionsIn(text, facts).length === 0) return text;
  return undefined;
}

/** Two sentences that name one of the posting's skills, or one number, both: one says it already. */
function saySame(one: string, other: string, skills: readonly string[]): boolean {
  const [a, b] = [indexText(one), indexText(other)];
  if (skills.some((skill) => mentions(a, skill) && mentions(b, skill))) return true;
  const numbers = numberValues(one);
  return [...numberValues(other)].some((value) => numbers.has(value));
}

/**
 * The sentence of their own summary that names most of what the posting asks, in their own
 * voice ("Builds literacy in two languages…"); a credential sentence is kept by its own rule when
 * asked for. None when no sentence of theirs names a requirement ("Born in São Paulo…" is no
 * answer to an analyst posting, though it shares a word with it).
 */
function bestOwnSentence(
  rest: readonly string[],
  score: Scorer,
  skills: readonly string[],
  asksCredential: boolean,
): string | undefined {
  const names = (sentence: string) => {
    const index = indexText(sentence);
    return skills.filter((skill) => mentions(index, skill)).length;
  };
  const options = rest.filter(
    (sentence) => names(sentence) > 0 && !(asksCredential && CREDENTIAL.test(sentence)),
  );
  return options.sort((a, b) => names(b) - names(a) || score(b) - score(a))[0];
}

/**
 * A result from recent, real work with its number, said whole; without a number, the work that
 * matters most. Never the line an evidence sentence already restates.
 */
function recentResult(
  document: ResumeDocument,
  score: Scorer,
  real: ResumeDocument["experiences"],
  evidence: readonly WorkSentence[],
  sayable: (sentence: string) => boolean,
): WorkSentence | undefined {
  const recent = new Set(
    real
      .slice()
      .sort((a, b) => a.order - b.order)
      .slice(0, RECENT_JOBS)
      .map((row) => row.id),
  );
  const used = new Set(evidence.map((sentence) => sentence.line));
  const options = {
    rows: (row: { id: number }) => recent.has(row.id),
    wholeWithin: RESULT_WORDS,
    skip: (line: string) => used.has(line),
  };
  const pick = (results: WorkResult[]) => {
    const said = results.flatMap((result): WorkSentence[] => {
      const row = document.experiences.find((item) => item.id === result.rowId);
      const text = resultSentence(result);
      return row && sayable(text)
        ? [{ rowId: row.id, place: employer(row), text, line: result.line ?? text }]
        : [];
    });
    // A change a recruiter can weigh ("cut build hours 18%", "from 48% to 71%", "$45K") beats a
    // count of things ("mentors 2 junior engineers") of no more relevance to the posting.
    const [first] = said;
    const outcome = said.find((sentence) => isOutcome(sentence.text));
    return outcome && first && score(outcome.text) + OUTCOME_EDGE >= score(first.text) ? outcome : first;
  };
  return (
    pick(bestResults(document, score, RESULT_CHOICES, true, SUMMARY_CLAUSE_WORDS, options)) ??
    pick(bestResults(document, score, RESULT_CHOICES, false, SUMMARY_CLAUSE_WORDS, options))
  );
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
