import { latestExperience } from "../../../shared/headline.ts";
import type { PostingTerm } from "../../../shared/posting-analysis.ts";
import type { LetterTone, ResumeDocument } from "../../../shared/resume.ts";
import { matchTerms } from "../evidence/match-terms.ts";
import { heldTitle, titleHead } from "../held-title.ts";
import { isLanguageTerm } from "../language/languages.ts";
import { withNameCasing } from "../language/name-casing.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import { analysePosting } from "../posting/analyse-posting.ts";
import { cleanTitle } from "../posting/posting-header.ts";
import { resumeText } from "../resume-text.ts";
import type { CoverLetterInput } from "../writer.ts";
import { bestResults, type WorkResult } from "./best-results.ts";
import { credentialsSentence } from "./credentials.ts";
import {
  type Answer,
  answersFor,
  moreFromJob,
  placeOf,
  projectAnswers,
  QUALIFICATION,
  workplace,
} from "./letter-answers.ts";
import { LETTER_FRAMES, type LetterFrame } from "./letter-frames.ts";
import { ownIdentity } from "./own-identity.ts";
import { relevanceScorer } from "./relevance.ts";
import { termName, withoutOverlaps } from "./strongest-skills.ts";

// A cover letter written from the resume's own evidence (issue 14 §1): the role by its cleaned
// title and the company, who the person is, the posting's top requirements each answered with
// something they did (restated from their bullets in short clauses, never pasted whole), and a
// closing that asks for a conversation. Three tones share the same facts. Nothing is claimed
// that the resume does not say; no sentence points at "my resume".

/** Below this a letter reads thin; between this and ENOUGH_WORDS, only relevant work is added. */
const MIN_WORDS = 250;
const ENOUGH_WORDS = 290;
const MAX_WORDS = 400;

export function writeCoverLetterOffline(input: CoverLetterInput): string {
  const given = {
    title: input.jobTitle.trim() ? cleanTitle(input.jobTitle) : "",
    company: input.company.trim(),
  };
  const frame = LETTER_FRAMES[toneOf(input)];
  const brief = /\b(short|shorter|brief|concise)\b/i.test(input.instructions);
  const analysis = input.jobDescription.trim() ? analysePosting(input.jobDescription, given) : null;
  // A pasted posting names its job and employer: the letter greets them, not "the open position".
  const title = given.title || analysis?.title || "";
  const company = given.company || analysis?.company || "";
  const terms = analysis ? byImportance(analysis.terms) : [];
  const position = frame.position(title, company);
  const resume = input.resume;
  if (!resume) {
    const focus = [...terms.map((term) => term.term), ...(analysis?.soft ?? [])].slice(0, 3);
    return join([
      frame.greeting(company),
      frame.withoutResume(position, focus),
      frame.closing(company, focus, ""),
      frame.signOff(""),
    ]);
  }

  const matches = matchTerms(resume, terms);
  const said = indexText(resumeText(resume));
  const score = relevanceScorer([...terms.map((term) => term.term), ...(title ? [title.toLowerCase()] : [])]);
  const answers = answersFor(resume, matches, score, said, brief ? 1 : 3);
  const answered = answers.flatMap((answer) => answer.terms);
  const other = withoutOverlaps([
    ...answered,
    ...matches
      .filter(
        (match) =>
          match.state === "literal" &&
          match.kind === "skill" &&
          !QUALIFICATION.test(match.term) &&
          !isLanguageTerm(match.term),
      )
      .map((match) => termName(match.term, said)),
  ]).slice(answered.length);
  const latest = latestExperience(resume);
  const content: LetterContent = {
    position: { title, company },
    own: ownIdentity(resume.summary),
    role: titleHead(heldTitle(resume, resume.desired_role)),
    years: resume.years_experience,
    workplace: workplace(latest?.company ?? ""),
    other,
    recent: recentWork(latest, other),
    answers,
    // Asked for things the resume barely shows: say so plainly instead of pretending a match.
    changing: !answered.length && other.length < 2 && terms.length > 0 && resume.experiences.length > 0,
    credentials: brief ? "" : credentialsSentence(resume, score),
    brief,
    email: resume.email.trim(),
    name: resume.full_name.trim(),
  };
  // The facts are chosen once, measured in the formal wording, so every tone says the same.
  const measure = () => wordCount(render(content, LETTER_FRAMES.formal));
  // A thin match still makes a full letter, in this order: the person's other relevant results
  // (one per job), their projects, then less relevant work with a measured result.
  const relevant = (result: WorkResult) =>
    !terms.length || score(result.clauses.map((clause) => clause.text).join(" ")) > 0;
  const results = bestResults(resume, score, 6, false).filter(
    (result) => !answers.some((answer) => answer.result.rowId === result.rowId),
  );
  const fromJob = (result: WorkResult): Answer => {
    const row = resume.experiences.find((experience) => experience.id === result.rowId);
    const more = row ? moreFromJob(row.responsibilities, "", result.tense, score, result.clauses) : [];
    return { terms: [], result, more };
  };
  const fillers = [
    ...results.filter(relevant).map(fromJob),
    ...projectAnswers(resume, score),
    ...results
      .filter((result) => !relevant(result) && result.clauses.some((clause) => clause.measured))
      .map(fromJob),
  ];
  for (const filler of fillers) {
    const words = measure();
    if (brief || words >= ENOUGH_WORDS || (answers.length >= 4 && words >= MIN_WORDS)) break;
    // Less relevant work only while the letter is thin or has a single paragraph of evidence.
    const lessRelevant = !filler.place && !relevant(filler.result);
    if (lessRelevant && words >= MIN_WORDS && answers.length >= 2) break;
    answers.push(filler);
  }
  while (measure() > MAX_WORDS && answers.length > 1) answers.pop();
  return withNameCasing(render(content, frame));
}

/** What a letter says, whatever its tone. */
interface LetterContent {
  position: { title: string; company: string };
  own: string;
  role: string;
  years: number | null;
  workplace: string;
  /** Posting terms the resume says that no answer names. */
  other: string[];
  /** Those of `other` the latest job's own lines say (the opening's "my recent work"). */
  recent: string[];
  answers: Answer[];
  changing: boolean;
  credentials: string;
  brief: boolean;
  email: string;
  name: string;
}

/**
 * Greeting, an opening (the role, who the person is, why this role), one or two paragraphs of
 * evidence (the requirements answered, then other skills and credentials), a closing that asks
 * for a conversation, and the sign-off: three or four paragraphs between greeting and name.
 */
function render(content: LetterContent, frame: LetterFrame): string {
  const { title, company } = content.position;
  const answered = content.answers.flatMap((answer) => answer.terms);
  const drawn = answered.length >= 2 ? answered.slice(0, 2) : [];
  // Each requirement is named once: terms the opening already named are answered without being
  // announced again, and the closing names none (a letter that said "go-live support and change
  // requests" three times read like a template, issue 16).
  const said = content.answers.map((answer, i) =>
    frame.answer(
      i,
      answer.terms.every((term) => drawn.includes(term)) ? [] : answer.terms,
      answer.place ?? placeOf(answer.result, i),
      answer.result.clauses,
      answer.more,
    ),
  );
  // The evidence names the latest workplace: the opening then does not say it first.
  const workplace = said.some((paragraph) => content.workplace && paragraph.includes(content.workplace))
    ? ""
    : content.workplace;
  const opening = [
    frame.position(title, company),
    frame.identity(content.own, content.role, content.years, workplace, content.recent),
    drawn.length ? frame.drawnBy(drawn) : "",
    content.changing ? frame.changingPath() : "",
  ];
  const rest = content.other.filter((term) => !content.recent.includes(term)).slice(0, 4);
  const extras = content.brief ? [] : [rest.length >= 2 ? frame.alsoBring(rest) : "", content.credentials];
  const half = Math.ceil(said.length / 2);
  const body = [said.slice(0, half), [...said.slice(half), ...extras]].map((part) =>
    part.filter(Boolean).join(" "),
  );
  return join([
    frame.greeting(company),
    opening.filter(Boolean).join(" "),
    ...body,
    // The greeting and the first sentence named the company already: a third time reads stiff.
    // The closing recalls the requirements answered after the opening's two, said once so far.
    frame.closing("", answered.slice(2, 4), content.email),
    frame.signOff(content.name),
  ]);
}

/**
 * "At Lakeshore, my recent work has involved Epic": only what that job's own title and bullets
 * say. A skill from another job, a project or the skills list is not the latest job's work.
 */
function recentWork(latest: ResumeDocument["experiences"][number] | undefined, terms: string[]): string[] {
  if (!latest) return [];
  const lines = indexText(`${latest.role}\n${latest.responsibilities}`);
  return terms.filter((term) => mentions(lines, term)).slice(0, 2);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function toneOf(input: CoverLetterInput): LetterTone {
  if (input.tone) return input.tone;
  if (/\b(enthusiastic|excited|energetic|passionate|warm|friendly)\b/i.test(input.instructions))
    return "warm";
  if (/\b(direct|to the point|straightforward)\b/i.test(input.instructions)) return "direct";
  return "formal";
}

/** Hard skills and qualifications, required ones first, in the posting's order. */
function byImportance(terms: PostingTerm[]): PostingTerm[] {
  return [
    ...terms.filter((term) => term.importance === "required"),
    ...terms.filter((term) => term.importance === "preferred"),
  ];
}

function join(paragraphs: string[]): string {
  return paragraphs.filter(Boolean).join("\n\n");
}
