import { article } from "../../held-title.ts";
import { isActionVerb } from "../../language/verbs.ts";
import type { EvidenceClause } from "../evidence-clauses.ts";
import type { PaperRecord } from "../publications.ts";

// What the three tones of a letter share (letter-frames.ts): what each is given, and the small
// pieces of English they all use.

/** One requirement (or none) answered by a job or a project, ready to be put in words. */
export interface SaidAnswer {
  /** The posting's needs the answer shows, in the posting's words: the paragraph names them. */
  terms: string[];
  /** The job's title ("" for a project). */
  role: string;
  /** The workplace as running text ("the University of X"), "" for freelance work. */
  at: string;
  /** Where, as a sentence says it ("at the University of X", "in the U.S. Army"), or "". */
  where: string;
  /** A project's name, when the answer is a project. */
  project: string;
  /** The project was a team's ("team of 4", "group project"): not said as the person's own. */
  team: boolean;
  /** The job is the person's current one. */
  current: boolean;
  /** The job's title is what shows the need: the answer says the title, in every tone. */
  byTitle: boolean;
  /** The first answer, or the first at its workplace: it names the role. */
  introducesRole: boolean;
  /** The answer before it was at the same workplace: "there" names it (a third "at X" reads stiff). */
  follows: boolean;
  /** The letter's wording choice (LetterFrame's `variant`), for the place's own wordings. */
  variant: number;
  clauses: EvidenceClause[];
  more: EvidenceClause[];
}

/** The degree and certificates a letter names, as the resume writes them. */
export interface Credentials {
  /** "a Bachelor of Science in Nursing from Wayne Hills University", or "". */
  degree: string;
  certificates: string[];
  /** A degree still in progress, "an M.S. in Health Informatics at Wayne Hills University", or "". */
  studying: string;
  /** The person's papers, where the posting asks for publications (publications.ts). */
  papers?: PaperRecord;
}

/**
 * "I am first author of 2 papers, including “…” (Journal, 2025).": first author only where the
 * person's own entry says so; otherwise the latest paper as a publication. Not "most recently":
 * the count may hold a later preprint (blind review r15).
 */
/**
 * The prose tones' credentials: what is held (`said`), a degree under way, and the papers, in the
 * tone's "I am" ("I am" formal, "I'm" warm).
 */
export function proseCredentials(held: Credentials, said: string, iAm: string): string {
  const studying = held.studying ? ` ${iAm} also completing ${held.studying}.` : "";
  const papers = held.papers ? ` ${papersSaid(held.papers, iAm)}` : "";
  return `${said ? `${said}${studying}` : studying.replace(" also", "").trim()}${papers}`.trim();
}

export function papersSaid({ latest, firstAuthor, firstAuthored }: PaperRecord, iAm: string): string {
  if (firstAuthored >= 2)
    return firstAuthor
      ? `${iAm} first author of ${firstAuthored} papers, including ${latest}.`
      : `${iAm} first author of ${firstAuthored} papers; my latest publication is ${latest}.`;
  return firstAuthor ? `${iAm} first author of ${latest}.` : `My publications include ${latest}.`;
}

export interface LetterFrame {
  greeting(company: string): string;
  position(title: string, company: string, variant: number): string;
  /** "I am a store manager…", then their own goal when they wrote one ("I am looking for a district role."). */
  identity(who: string, goal: string): string;
  /**
   * When the resume shows little of what the posting asks: said plainly, not as a claim. Only
   * when the person asks is it called a change of field (a web developer applying for a back-end
   * role has not changed fields, however few of its terms the resume names).
   */
  changingPath(variant: number, asked: boolean): string;
  /** That the person has not done this work before, by its title, said plainly before the closest work. */
  gap(role: string, variant: number): string;
  /** After the gap: "The work below is the closest I have done to it." */
  closestWork(variant: number): string;
  /** Whether the evidence is a list, which the qualifications join as its last line. */
  listsEvidence: boolean;
  /** The evidence paragraphs: prose tones give one or two, the direct tone one list. */
  evidence(answers: SaidAnswer[], variant: number): string[];
  credentials(held: Credentials, variant: number): string;
  /** "I have also worked with React and TypeScript.": only in a letter short of work to tell. */
  alsoUsed(tools: string[]): string;
  /** Asks for a conversation. It names no skill: "how my experience with reorder point could support" read as a slot filled (blind review). */
  closing(company: string, email: string, variant: number): string;
  withoutResume(position: string, focus: string[]): string;
  signOff(name: string): string;
}

/**
 * "manage calendars for the CEO and coordinate 35-50 meetings a week": the person's clauses are
 * one list of what they did, "I" said once (a second "and I" in every sentence read as stitched,
 * blind review). A clause with its own subject ("compliance rose to 96%"), a clause holding a list
 * of its own ("track action items and take minutes") or one in another tense joins after a comma
 * with its own "I": a list inside a list, or "planned … and prepare …", misreads; two clauses of
 * one bullet joined by a bare "and" would be the bullet pasted back.
 */
export function clauses(list: EvidenceClause[]): string {
  if (listable(list) && list.length > 1)
    return `${list
      .slice(0, -1)
      .map((clause) => clause.text)
      .join(", ")} and ${list.at(-1)?.text}`;
  return list
    .map((clause, i) =>
      clause.subject || i === 0 ? clause.text : `${clause.shared ? "we" : "I"} ${clause.text}`,
    )
    .join(", and ");
}

function listable(list: EvidenceClause[]): boolean {
  return list.every(
    (clause, i) =>
      !clause.subject &&
      !clause.shared &&
      !holdsList(clause.text) &&
      (i === 0 ||
        (isPresent(clause) === isPresent(list[0] as EvidenceClause) &&
          (!clause.bullet || clause.bullet !== list[i - 1]?.bullet))),
  );
}

/** "track action items and take minutes": a clause that is a list of actions itself ("receivable and payable" is not). */
function holdsList(text: string): boolean {
  if (text.includes(", ")) return true;
  const words = text.split(" ");
  return words.some((word, i) => word === "and" && isActionVerb(words[i + 1] ?? ""));
}

/** "manage calendars" (said of now), not "managed calendars": the clause opens with its verb's lemma. */
function isPresent(clause: EvidenceClause): boolean {
  return clause.text.split(" ", 1)[0]?.toLowerCase() === clause.lemma;
}

/**
 * The further things done in one job, as sentences: up to three in one list ("I also a, b and
 * c."); two to a sentence when they cannot be one list (see `clauses`).
 */
export function groups(items: EvidenceClause[]): EvidenceClause[][] {
  if (items.length <= 3 && listable(items)) return items.length ? [items] : [];
  const out: EvidenceClause[][] = [];
  // A result with its own subject ("sell-through rose 31%") stays with the work before it (a
  // sentence cannot open "I sell-through rose…"), and so does the next clause of the same line
  // ("provided go-live support, and I logged 310+ issues in the first 3 weeks").
  const dependsOn = (at: number) => {
    const item = items[at];
    return (
      item?.subject === true ||
      item?.shared === true ||
      (!!item?.bullet && item.bullet === items[at - 1]?.bullet)
    );
  };
  for (const [at, item] of items.entries()) {
    const last = out.at(-1);
    const dependent = dependsOn(at);
    // Work followed by its result opens a sentence of its own: "I mentor 2 engineers, and I
    // designed a cartridge, and it cut claims 40%" runs three clauses on.
    if (last && (dependent || (last.length < 2 && !dependsOn(at + 1)))) last.push(item);
    // Nor does one open the sentences: without its work it is no one's doing.
    else if (!dependent) out.push([item]);
  }
  return out;
}

/** The sentence with one full stop: "…at Halvorsen Motion Systems, Inc." gets no second one. */
export function stop(sentence: string): string {
  return sentence.endsWith(".") ? sentence : `${sentence}.`;
}

/** "Riverbend Health hiring team"; "hiring team at The Homes Institute" (no "Dear The …"). */
export function teamOf(company: string, team: string): string {
  return /^the\s/i.test(company) ? `${team} at ${company}` : `${company} ${team}`;
}

/** FNV-1a of `text` from `seed`: neighbouring names spread over the wordings (a sum of code points clusters). */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/**
 * One of `options` for this person. Each sentence (`salt`) is chosen on its own hash, so people
 * who share one wording do not share the next: no frame, opening or closing, for everyone.
 */
export function pick(options: string[], variant: number, salt: string): string {
  let hash = fnv1a(salt, variant);
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0;
  return options[((hash ^ (hash >>> 12)) >>> 0) % options.length] as string;
}

/** The first three words: what a reader hears as a sentence's opening ("In my time", "When I was"). */
const opening = (text: string) => text.split(" ").slice(0, 3).join(" ");

/**
 * pick, passing over the wordings whose opening the letter has used already: two paragraphs
 * opening "In my time as…" read as one template filled twice (blind review).
 */
export function pickFresh(
  options: string[],
  variant: number,
  salt: string,
  taken: ReadonlySet<string>,
): string {
  const start = options.indexOf(pick(options, variant, salt));
  const fresh = options.map((_, n) => options[(start + n) % options.length] as string);
  return fresh.find((option) => !taken.has(opening(option))) ?? (fresh[0] as string);
}
/**
 * "my PantryPal project"; a long or titled name is quoted: 'my project "Senior capstone:
 * forecasting defaults"'; a team's project is the team's ("the PantryPal team project").
 */
export function projectName(name: string, team = false): string {
  const quoted = name.includes(":") || name.split(" ").length > 4;
  if (team) return quoted ? `the team project “${name}”` : `the ${name} team project`;
  return quoted ? `my project “${name}”` : `my ${name} project`;
}

/** "Bootcamp capstone (team of 4)", "group project", "with 3 classmates": a project several people made. */
export function isTeamProject(text: string): boolean {
  return /\b(?:team of \d+|\d+-person team|group project|team project|with \d+ (?:classmates|teammates|others|students))\b/i.test(
    text,
  );
}

export const atCompany = (company: string) => (company ? ` at ${company}` : "");
export const titled = (role: string) => `${article(role)} ${role}`;

/**
 * "I am a registered nurse with 9 years…". Nothing more: a sentence of the skills the latest job
 * "involves" read as filler and, said of a job that had ended or of a word a line only mentioned
 * ("Catering is part of my current work" for a bakery's website), claimed what was not so (blind review).
 */
export function identity(subject: string): LetterFrame["identity"] {
  return (who, goal) =>
    [who ? stop(`${subject} ${titled(who)}`) : "", goal ? stop(`${subject} ${goal}`) : ""]
      .filter(Boolean)
      .join(" ");
}

/** Prose evidence: each answer in its own sentences, split into two paragraphs when there are several. */
export function prose(
  answers: SaidAnswer[],
  /** Where the work was; `taken` holds the openings the letter has used so far. */
  place: (answer: SaidAnswer, taken: ReadonlySet<string>) => string,
  more: (clauses: string, first: boolean) => string,
  /** How further things done there are added, in turn ("Beyond that, I…", then plain "I…"): never "I also" again. */
  further: string[],
): string[] {
  const taken = new Set<string>();
  const said = answers.map((answer, i) => {
    if (!answer.clauses.length) return "";
    const where = place(answer, taken);
    taken.add(opening(where));
    const done = `${where}, I ${clauses(answer.clauses)}.`;
    const [pair = [], ...later] = groups(answer.more);
    // A project is no role: "In the same role" would say it was a job.
    const also = answer.project ? `I also ${clauses(pair)}.` : more(clauses(pair), i === 0);
    const next = [
      pair.length ? also : "",
      ...later.map((two, n) => `${further[Math.min(n, further.length - 1)]} ${clauses(two)}.`),
    ]
      .filter(Boolean)
      .map((sentence) => ` ${sentence}`)
      .join("");
    return `${done}${next}`;
  });
  const half = Math.ceil(said.length / 2);
  return [said.slice(0, half).filter(Boolean).join(" "), said.slice(half).filter(Boolean).join(" ")];
}
