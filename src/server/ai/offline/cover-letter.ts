import type { PostingTerm, TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { matchTerms } from "../evidence/match-terms.ts";
import { heldTitle, titleHead } from "../held-title.ts";
import { tagWords } from "../language/grammar.ts";
import { withItsArticle } from "../language/institution-names.ts";
import { isLanguageTerm } from "../language/languages.ts";
import { withNameCasing } from "../language/name-casing.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import { analysePosting } from "../posting/analyse-posting.ts";
import { cleanTitle } from "../posting/posting-header.ts";
import { type StressCue, stressTerms } from "../posting/posting-stress.ts";
import { resumeText } from "../resume-text.ts";
import type { CoverLetterInput } from "../writer.ts";
import { readLines } from "./bullet-lines.ts";
import { credentialsOf } from "./credentials.ts";
import { saysWhatItDoes } from "./evidence-clauses.ts";
import {
  type Answer,
  actsOnSomething,
  firstOf,
  jobAnswer,
  moreFromJob,
  namesAny,
  projectAnswers,
  QUALIFICATION,
} from "./letter-answers.ts";
import { dutyNeeds } from "./letter-duties.ts";
import { LETTER_FRAMES } from "./letter-frames.ts";
import { readInstructions } from "./letter-instructions.ts";
import { answerNeeds, type Need } from "./letter-needs.ts";
import { type LetterContent, renderLetter } from "./letter-render.ts";
import { fnv1a } from "./letter-tones/wording.ts";
import { ownIdentity } from "./own-identity.ts";
import { paperRecord } from "./publications.ts";
import { postingWordsScorer, relevanceScorer } from "./relevance.ts";
import { termName, withoutOverlaps } from "./strongest-skills.ts";
import { aimsElsewhere, ownLines, withoutOtherMove } from "./summary-identity.ts";

// A cover letter written from the resume's own evidence (issue 14 §1): the role by its cleaned
// title and the company, who the person is, the posting's top requirements each answered with
// something they did (restated from their bullets in short clauses, never pasted whole), and a
// closing that asks for a conversation. Three tones share the same facts. Nothing is claimed
// that the resume does not say; no sentence points at "my resume".

/** Below this a letter reads thin; between this and ENOUGH_WORDS, only relevant work is added. */
const MIN_WORDS = 250;
const SHORTEST_LETTER = 180;
const ENOUGH_WORDS = 290;
const MAX_WORDS = 400;
/**
 * Below this weighted share of the posting's terms shown anywhere in the resume, the match is
 * thin, whatever a word or two in passing ("catering orders" on a bakery's website) suggests.
 */
const THIN_SHARE = 0.3;
/** A title's level ("Intermediate", "Senior"): "I have not worked as a Backend Engineer", not as an intermediate one. */
const LEVEL =
  /^(?:(?:intermediate|senior|junior|sr\.?|jr\.?|lead|principal|staff|associate|entry[- ]level)\s+)+/i;
/** Further clauses a job says while the letter is thin: about three more lines, each with its result. */
const MORE_CLAUSES = 6;

export function writeCoverLetterOffline(input: CoverLetterInput): string {
  const given = {
    title: input.jobTitle.trim() ? cleanTitle(input.jobTitle) : "",
    company: input.company.trim(),
  };
  const asks = readInstructions(input.instructions, input.tone);
  const frame = LETTER_FRAMES[asks.tone];
  const brief = asks.brief;
  const analysis = input.jobDescription.trim() ? analysePosting(input.jobDescription, given) : null;
  // A pasted posting names its job and employer: the letter greets them, not "the open position".
  const title = given.title || analysis?.title || "";
  // "the Halcyon Institute for Cardiovascular Research": a sentence names it with its article.
  const company = withItsArticle(given.company || analysis?.company || "");
  // The posting's requirements, the ones it stresses most first (posting-stress.ts).
  const stressed = analysis ? stressTerms(input.jobDescription, analysis) : [];
  const terms: PostingTerm[] = stressed;
  const position = frame.position(title, company, 0);
  const resume = input.resume;
  if (!resume) {
    const focus = [...terms.map((term) => term.term), ...(analysis?.soft ?? [])].slice(0, 3);
    return join([
      frame.greeting(company),
      frame.withoutResume(position, focus),
      frame.closing(company, "", 0),
      frame.signOff(""),
    ]);
  }

  const matches = matchTerms(resume, terms);
  const said = indexText(resumeText(resume));
  // What the user asks the letter to stress ("emphasise my mentoring") weighs most, then the
  // posting's requirements, then its title: it picks which of their work is said.
  const asked = asks.asked;
  const byTerms = relevanceScorer([
    ...asked,
    ...terms.map((term) => term.term),
    ...(title ? [title.toLowerCase()] : []),
  ]);
  // Then how like the posting's work a line is, in its rarer words: a line naming none of its
  // terms ("built 14 flowsheet rows and documentation templates") can still be its work.
  const likePosting = postingWordsScorer(input.jobDescription);
  const score = (text: string) => byTerms(text) + likePosting(text);
  // A body or a role ("Joint Commission", "super user") is no need a sentence can say was asked for.
  const needs = matches
    .map(
      (match, i): Need => ({
        match,
        stress: stressed[i]?.stress ?? 0,
        cue: stressed[i]?.cue ?? "required",
      }),
    )
    // A language is met by the languages the person speaks, not shown by a job's work.
    .filter((need) => !namesPersonOrBody(need.match.term) && !isLanguageTerm(need.match.term));
  // The duties the posting describes in everyday words, where a job line shows them (letter-duties.ts).
  if (input.jobDescription.trim()) needs.push(...dutyNeeds(input.jobDescription, resume, company));
  const answers = answerNeeds(resume, needs, score, said, brief ? 1 : 3);
  // Whether the resume shows the posting's own requirements: soft skills below do not change that.
  // A duty or a nice-to-have alone is a thin match when the posting requires more than that.
  const required = (cue: StressCue) => cue !== "duty" && cue !== "preferred";
  const hardAnswered =
    answers.length > 0 &&
    (answers.some((answer) => answer.cues?.some(required)) || !needs.some((need) => required(need.cue)));
  // A thin match (a career change, most often): the posting's soft skills that the work shows in
  // so many words ("mentor 2 junior engineers" for mentoring) answer it too, so the letter argues
  // from what carries over instead of only saying that the match is thin.
  if (!brief && answers.length < 2 && analysis?.soft.length) {
    const soft = analysis.soft.map((term): PostingTerm => ({ term, importance: "preferred", kind: "skill" }));
    const shown = matchTerms(resume, soft)
      .filter((match) => match.state === "literal")
      .map((match): Need => ({ match, stress: 1, cue: "required" }));
    const more = answerNeeds(resume, shown, score, said, 3).filter(
      (answer) => !answers.some((other) => other.result.rowId === answer.result.rowId),
    );
    // Said as work, not as the posting's demand: a soft skill a posting names in passing
    // ("seeking mentorship") is not "on your list".
    answers.push(...more.slice(0, 2 - answers.length).map((answer) => ({ ...answer, terms: [], cues: [] })));
  }
  const answered = answers.flatMap((answer) => answer.terms);
  const other = withoutOverlaps([
    ...answered,
    ...matches
      .filter(
        (match) =>
          match.state === "literal" &&
          match.kind === "skill" &&
          !QUALIFICATION.test(match.term) &&
          !isLanguageTerm(match.term) &&
          !namesPersonOrBody(match.term),
      )
      .map((match) => termName(match.term, said)),
  ]).slice(answered.length);
  const content: LetterContent = {
    position: { title, company },
    who: whoIs(resume, title),
    goal: goalOf(resume, title),
    answers,
    // Asked for things the resume barely shows, in a line of work the person has not held, or
    // asked in their instructions: the move is said plainly instead of pretending a match.
    askedAboutMove: asks.askedAboutMove,
    changing:
      asks.askedAboutMove ||
      (((!hardAnswered && other.length < 2) || shownShare(matches) < THIN_SHARE) &&
        terms.length > 0 &&
        resume.experiences.length > 0 &&
        !heldSameWork(resume, title)),
    // Named plainly (RUBRIC.md: "name the gap in one sentence"): the work itself, by the
    // posting's title ("I have not worked as a People Business Partner before."). Its tools named
    // instead read as keywords and misstated the gap ("…not yet worked with GitLab or EQ", blind
    // review). Never said to someone who has held that title.
    gapRole: heldSameWork(resume, title) ? "" : titleHead(title).replace(LEVEL, ""),
    credentials: credentialsOf(resume, score),
    brief,
    email: resume.email.trim(),
    name: resume.full_name.trim(),
    // The same person's letters keep one wording on every regeneration; people differ (pick).
    variant: fnv1a(resume.full_name.trim()),
  };
  // A thin match is not padded to a full letter with work that does not bear on the posting
  // ("where nothing transfers, a short honest note beats a padded letter", blind review).
  const fullLength = content.changing ? SHORTEST_LETTER : MIN_WORDS;
  const enough = content.changing ? SHORTEST_LETTER : ENOUGH_WORDS;
  // The facts are chosen once, so every tone says the same: enough for the shortest wording,
  // never too much for the longest.
  const lengths = () => Object.values(LETTER_FRAMES).map((tone) => wordCount(renderLetter(content, tone)));
  const measure = () => Math.min(...lengths());
  const longest = () => Math.max(...lengths());
  // A thin match still makes a full letter, in this order: the person's other relevant results
  // (one per job), their projects, then less relevant work with a measured result.
  const relevant = (answer: Answer) =>
    !terms.length || byTerms(answer.result.clauses.map((clause) => clause.text).join(" ")) > 0;
  // Every other job, in the resume's order, by its best line: not only the jobs whose lines
  // rank highest overall (a 20-year resume's current job would crowd out the rest).
  const jobs = resume.experiences
    .filter((row) => !answers.some((answer) => answer.result.rowId === row.id))
    .sort((a, b) => a.order - b.order)
    .flatMap((row) => jobAnswer(row, score));
  const fillers = [
    ...jobs.filter(relevant),
    ...projectAnswers(resume, score).filter(
      (project) => !answers.some((answer) => answer.result.rowId === project.result.rowId),
    ),
  ];
  // Work that names none of the posting's needs comes last, after the answering jobs have said
  // more ("I took vital signs" from a technician job of 2013 padded an analyst's letter, blind review).
  const lessRelevant = jobs.filter(
    (job) => !relevant(job) && job.result.clauses.some((clause) => clause.measured),
  );
  // Thin: the answering jobs (recent work first) say more of their relevant work before older
  // jobs come in: a recruiter reads the current job's close from 9 to 5 days before an internship.
  const sayMore = (relevantOnly: boolean) => {
    for (const answer of answers) {
      if (brief || measure() >= fullLength) break;
      const lines = workLines(resume, answer.result.rowId);
      if (!lines) continue;
      const said = [...answer.result.clauses, ...answer.more];
      // Another paragraph's need is said there, announced: not first as more of this job's work.
      const others = answers.filter((other) => other !== answer).flatMap((other) => other.terms);
      const extra = moreFromJob(
        lines,
        "",
        answer.result.tense,
        score,
        said,
        MORE_CLAUSES,
        relevantOnly,
      ).filter((clause) => !namesAny([clause], others));
      answer.more = [...answer.more, ...extra].filter(firstOf(MORE_CLAUSES));
    }
  };
  sayMore(true);
  const fill = (from: Answer[]) => {
    for (const filler of from) {
      const words = measure();
      if (brief || words >= enough || (answers.length >= 4 && words >= fullLength)) break;
      answers.push(filler);
    }
  };
  fill(fillers);
  // Still thin: the answering jobs say more of what they did, any of it.
  sayMore(false);
  // Less relevant work only while the letter is thin or has a single paragraph of evidence.
  if (measure() < fullLength || answers.length < 2) {
    fill(lessRelevant);
    sayMore(false);
  }
  // Still short of a letter (under 180 words, the least a recruiter reads as one): the other
  // jobs' work too, in the resume's order, rather than a letter too short to send.
  for (const job of jobs) {
    if (brief || measure() >= SHORTEST_LETTER) break;
    if (!answers.includes(job)) answers.push(job);
  }
  // Still short, with no more work to tell (a career's first job): the posting's terms their
  // skills list states, in one sentence. Said only then (in a full letter it read as keywords
  // echoed), and only from that list: a word a line mentions ("online catering orders" on a
  // bakery's website) is no skill of theirs (blind review).
  if (!brief && measure() < SHORTEST_LETTER) {
    const listed = indexText(resume.skills.map((group) => group.keywords.join(", ")).join("\n"));
    content.tools = other.filter((term) => mentions(listed, term)).slice(0, 4);
  }
  // The papers a research posting asks for are said beside the work, not instead of it: added
  // after the work is chosen (blind review r15: a letter lost its current job to a paper's title).
  const papers = brief ? undefined : paperRecord(resume, input.jobDescription);
  if (papers) content.credentials = { ...content.credentials, papers };
  while (longest() > MAX_WORDS && answers.length > 1) answers.pop();
  return withNameCasing(renderLetter(content, frame));
}

/**
 * "Super user" is a role and "Joint Commission" a body: "I have worked with super user" says
 * nothing (blind review). compromise reads a person noun (Actor) or an organisation at the head.
 */
function namesPersonOrBody(term: string): boolean {
  const head = tagWords(term).at(-1)?.tags ?? new Set<string>();
  return head.has("Actor") || head.has("Organization");
}

/**
 * A research assistant applying to be a research assistant is not changing careers, however few
 * of the posting's terms the resume names: a held title with the target's head noun is the same work.
 */
function heldSameWork(resume: ResumeDocument, title: string): boolean {
  const head = (text: string) => (titleHead(text).toLowerCase().split(/\s+/).at(-1) ?? "").replace(/s$/, "");
  const target = head(title);
  return target !== "" && resume.experiences.some((row) => head(row.role) === target);
}

/** "registered nurse with 9 years of inpatient experience" (their words), or "Web Developer with 4 years of experience". */
function whoIs(resume: ResumeDocument, title: string): string {
  const own = ownIdentity(resume.summary);
  // "…transitioning to civilian supply chain" on a workshop administrator's letter says the person
  // wants other work: their title says who they are instead.
  if (own && !aimsElsewhere(own, title)) return withoutOtherMove(own, title, "anywhere");
  const role = titleHead(heldTitle(resume, resume.desired_role));
  const years = resume.years_experience;
  return role && years ? `${role} with ${years} ${years === 1 ? "year" : "years"} of experience` : role;
}

/**
 * Their own goal, from their summary, to follow "I am": "Looking for an executive chef role with
 * menu ownership" becomes "looking for an executive chef role with menu ownership". A motive the
 * person wrote is theirs to state (RUBRIC.md: none they did not write); a goal naming other work
 * than the posting's is left out, and so is one that does not read after "I am".
 */
function goalOf(resume: ResumeDocument, title: string): string {
  const goal = ownLines(resume.summary, resume.full_name).goal.replace(/\.$/, "");
  const first = goal.split(" ", 1)[0] ?? "";
  if (!goal || aimsElsewhere(goal, title) || !/^(\p{L}+ing|ready|eager|keen|open)$/iu.test(first)) return "";
  // "Looking for an executive chef role" told to the executive chef posting says nothing new.
  const head = titleHead(title).toLowerCase().split(/\s+/).at(-1) ?? "";
  if (
    head &&
    goal
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .includes(head)
  )
    return "";
  return `${first.toLowerCase()}${goal.slice(first.length)}`;
}

/**
 * The lines of a job, or of a project (its id negated, as letter-needs.ts numbers them) less
 * those said of the project rather than by the person ("Piloted with a pantry").
 */
function workLines(resume: ResumeDocument, rowId: number): string | undefined {
  if (rowId >= 0) return resume.experiences.find((row) => row.id === rowId)?.responsibilities;
  const project = resume.projects.find((row) => row.id === -rowId);
  return project
    ? readLines(project.description)
        .map((line) => line.text)
        .filter((line) => actsOnSomething(line) && !saysWhatItDoes(line))
        .join("\n")
    : undefined;
}

/** The weighted share of the posting's terms the resume shows, in its words or another name (required count twice). */
function shownShare(matches: TermMatch[]): number {
  let total = 0;
  let shown = 0;
  for (const match of matches) {
    const weight = match.importance === "required" ? 2 : 1;
    total += weight;
    if (match.state !== "missing") shown += weight;
  }
  return total ? shown / total : 1;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function join(paragraphs: string[]): string {
  return paragraphs.filter(Boolean).join("\n\n");
}
