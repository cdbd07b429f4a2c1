// Casual, blunt and negative words, and what a professional would say instead. Used by the free
// tool for phrases its bank does not know: "this meeting is pointless" has no bank entry, but
// "pointless" after "is" becomes "not the best use of our time" (and, for "I'm not sure it is …",
// "the best use of our time"). Words are lower case; a phrase of several words matches in a row.

export interface ToneWord {
  /** The casual word or words, as spelled out by spellOut ("can't" -> "cannot"). */
  words: string;
  /** What to say instead anywhere in a sentence, best first; "{rest}" takes the rest of the clause. */
  say: readonly string[];
  /** After a form of "be" ("is pointless"): the judgement said kindly… */
  isNot?: string;
  /** …and its positive, for "I'm not sure this meeting is the best use of our time." */
  is?: string;
  /** The first word of `say` is a verb: put it in the tense of the word it replaces. */
  verb?: boolean;
  /** The word carries its own "be": "the policy sucks" reads as "the policy is …". */
  copula?: boolean;
  /** A fact, not an opinion ("broken"): say it plainly, never "I'm not sure it is working". */
  plain?: boolean;
  /** Instead of `say` when a clause follows ("hate when people are late"): "{rest}" is that clause. */
  sayClause?: readonly string[];
}

const QUALITY = { isNot: "not up to our usual standard", is: "up to our usual standard" };
const SENSE = { isNot: "not quite the right approach", is: "the right approach" };
const PERSON = { isNot: "difficult to work with at times", is: "making the best decisions here" };
const MESS = { isNot: "facing some serious challenges", is: "on track" };
const WASTE = { isNot: "not the best use of our time", is: "the best use of our time" };
const UNREALISTIC = { isNot: "very ambitious", is: "realistic" };
const CLAUSE = ["find it frustrating {rest}", "find it difficult {rest}"];
const UNFAIR = { isNot: "not fair", is: "fair" };

/** One swap for several casual words, in the order given. */
const alike = (words: readonly string[], swap: Omit<ToneWord, "words">): ToneWord[] =>
  words.map((word) => ({ words: word, ...swap }));

const TONE_WORDS: readonly ToneWord[] = [
  // Judgements of a thing or an idea.
  { words: "pointless", say: ["unproductive", "low-value"], ...WASTE },
  {
    words: "useless",
    say: ["unhelpful", "ineffective"],
    isNot: "not as useful as it could be",
    is: "as useful as it could be",
  },
  { words: "waste of time", say: ["poor use of our time"], ...WASTE },
  { words: "waste of my time", say: ["poor use of my time"], ...WASTE },
  { words: "no point", say: ["little value"] },
  ...alike(["stupid", "dumb", "idiotic"], { say: ["questionable", "ill-advised"], ...SENSE }),
  { words: "silly", say: ["questionable"], ...SENSE },
  { words: "ridiculous", say: ["unreasonable", "hard to justify"], ...UNREALISTIC },
  ...alike(["insane", "crazy"], { say: ["very demanding", "unrealistic"], ...UNREALISTIC }),
  { words: "nuts", say: ["very demanding"], ...UNREALISTIC },
  ...alike(["garbage", "trash", "rubbish", "junk", "crap"], { say: ["below standard"], ...QUALITY }),
  { words: "crappy", say: ["below-standard"], ...QUALITY },
  { words: "shit", say: ["below standard"], ...QUALITY },
  { words: "shitty", say: ["below-standard"], ...QUALITY },
  ...alike(["terrible", "awful", "horrible"], { say: ["below standard"], ...QUALITY }),
  {
    words: "sucks",
    say: ["is not working well"],
    copula: true,
    isNot: "not working as well as it could",
    is: "working as well as it could",
  },
  {
    words: "suck",
    say: ["are not working well"],
    copula: true,
    isNot: "not working as well as they could",
    is: "working as well as they could",
  },
  {
    words: "sucked",
    say: ["did not go well"],
    copula: true,
    isNot: "not as good as it could have been",
    is: "as good as it could have been",
  },
  { words: "disaster", say: ["serious problem"], ...MESS },
  { words: "mess", say: ["difficult situation"], ...MESS },
  { words: "nightmare", say: ["serious challenge"], ...MESS },
  { words: "shitshow", say: ["difficult situation"], ...MESS },
  { words: "train wreck", say: ["difficult situation"], ...MESS },
  // No positive: "I'm not sure my salary is well run" fits nothing; only the plain version is said.
  { words: "joke", say: ["disappointment"], isNot: "not what I had hoped for" },
  ...alike(["bullshit", "bs"], { say: ["unfair"], ...UNFAIR }),
  {
    words: "boring",
    say: ["unchallenging", "repetitive"],
    isNot: "not very challenging for me",
    is: "challenging enough for me",
  },
  {
    words: "annoying",
    say: ["frustrating"],
    isNot: "frustrating at times",
    is: "working as well as it could",
  },
  { words: "wrong", say: ["incorrect"], isNot: "not quite right", is: "correct" },
  { words: "broken", say: ["faulty"], isNot: "not working", is: "working properly", plain: true },
  // Judgements of a person.
  ...alike(["idiot", "moron", "jerk", "clown"], { say: ["difficult person"], ...PERSON }),
  { words: "incompetent", say: ["inexperienced"], ...PERSON },
  { words: "pain", say: ["challenge"], isNot: "difficult to work with at times", is: "easy to work with" },
  {
    words: "lazy",
    say: ["disengaged"],
    isNot: "not as engaged as the team needs",
    is: "as engaged as the team needs",
  },
  // Feelings.
  ...alike(["pissed off", "pissed", "mad", "furious"], { say: ["frustrated", "concerned", "disappointed"] }),
  ...alike(["sick of", "tired of", "fed up with"], {
    say: ["concerned about {rest}", "frustrated with {rest}", "finding {rest} hard to sustain"],
  }),
  { words: "done with", say: ["ready to move on from {rest}", "looking for a change from {rest}"] },
  { words: "slow", say: ["slower than expected"], isNot: "taking longer than expected", is: "on schedule" },
  { words: "bad at", say: ["still building my skills in", "less experienced with"] },
  // "I hate to say it" is regret, not dislike.
  { words: "hate to", say: ["regret to"] },
  // "hate" is about liking, not ability: "I find my job hard to enjoy", never "I struggle with my job".
  {
    words: "hate",
    say: ["find {rest} hard to enjoy", "find {rest} frustrating", "do not enjoy {rest}"],
    sayClause: CLAUSE,
    verb: true,
  },
  ...alike(["hates", "hated"], {
    say: ["find {rest} hard to enjoy", "find {rest} frustrating"],
    sayClause: CLAUSE,
    verb: true,
  }),
  { words: "cannot stand", say: ["find {rest} hard to enjoy", "find {rest} frustrating"], sayClause: CLAUSE },
  // Things done or said.
  ...alike(["messed up", "screwed up", "fucked up"], {
    say: ["make a mistake on", "make an error in"],
    verb: true,
  }),
  { words: "ghosted", say: ["has not replied to", "has not got back to"] },
  ...alike(["got fired", "got canned", "got sacked", "was fired", "was canned", "was sacked"], {
    say: ["was let go"],
  }),
  ...alike(["fired", "canned", "sacked"], { say: ["dismissed"] }),
  { words: "micromanaging", say: ["closely checking", "checking in on"] },
  { words: "micromanages", say: ["closely checks", "checks in on"] },
  { words: "nobody", say: ["no one"] },
  { words: "whatever", say: [""] },
  ...alike(["wtf", "what the hell", "what the heck", "what the fuck"], { say: ["what"] }),
  { words: "the hell", say: [""] },
  { words: "deal with it", say: ["adapt to it"] },
  // "my bad" is slang for an apology.
  { words: "my bad", say: ["my apologies"] },
  // Casual nouns and typos.
  { words: "boss", say: ["manager"] },
  { words: "coworker", say: ["colleague"] },
  { words: "coworkers", say: ["colleagues"] },
  { words: "co-worker", say: ["colleague"] },
  { words: "reorg", say: ["reorganisation"] },
  { words: "teh", say: ["the"] },
  { words: "hte", say: ["the"] },
  { words: "thier", say: ["their"] },
];

/** Words that only add heat: dropped wherever they are. */
export const SWEARING: ReadonlySet<string> = new Set(
  "fuck fucks fuckin fucking freaking frickin effing damn damned bloody goddamn goddamned af lol lmao ugh ffs smh fml".split(
    " ",
  ),
);

/** Words that only make a judgement louder ("so stupid", "a total disaster"): dropped before a tone word. */
export const INTENSIFIERS: ReadonlySet<string> = new Set(
  "so really very super totally completely absolutely extremely total complete absolute utter such pretty whole".split(
    " ",
  ),
);

/** Forms of "be" and its cousins that make the next judgement a predicate ("is pointless"). */
export const BE_WORDS: ReadonlySet<string> = new Set(
  "is are was were be been being am seems seem seemed looks look feels feel sounds sound".split(" "),
);

const BY_FIRST_WORD = new Map<string, ToneWord[]>();
for (const entry of TONE_WORDS) {
  const first = entry.words.split(" ")[0] ?? "";
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), entry]);
}

/** The longest tone word starting at `words[at]`, if any. */
export function toneWordAt(words: readonly string[], at: number): ToneWord | undefined {
  let best: ToneWord | undefined;
  for (const entry of BY_FIRST_WORD.get(words[at] ?? "") ?? []) {
    const parts = entry.words.split(" ");
    if (
      parts.every((part, n) => words[at + n] === part) &&
      parts.length > (best?.words.split(" ").length ?? 0)
    )
      best = entry;
  }
  return best;
}

/** A blunt word on its own ("whatever", "stupid"), or swearing. */
export function isToneWord(word: string): boolean {
  return SWEARING.has(word) || (BY_FIRST_WORD.get(word) ?? []).some((entry) => entry.words === word);
}

/** The tone words in a phrase (lower-case words): a rewrite must not repeat them. */
export function toneWordsIn(words: readonly string[]): string[] {
  const found: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at] ?? "";
    if (SWEARING.has(word)) found.push(word);
    const entry = toneWordAt(words, at);
    // Plain words that are fine to keep once softened ("wrong", "broken") are not banned.
    if (entry && entry.words !== "wrong" && entry.words !== "broken") found.push(entry.words);
  }
  return found;
}
