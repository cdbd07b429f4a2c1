import { describe, expect, it } from "vitest";
import { phraseWords } from "../phrase-echo.ts";
import { PHRASE_BANK } from "./phrase-bank/index.ts";
import { factsOf } from "./phrase-facts.ts";
import { meaningOf } from "./phrase-meaning.ts";
import { judgeFor, scoreOf } from "./phrase-rank.ts";
import { bankWordings, rephraseOffline } from "./rephrase.ts";

// Issue 33 §8: the free tool keeps what the person said. Every fact they gave (a name, number,
// date or stated reason) is in every answer; what they are doing stays the same (a resignation
// still resigns, a complaint still names its problem); the first answer is the best by the rule
// in phrase-rank.ts. The facts and intent words below are written by hand from each phrase, not
// read from the program.

type Category =
  | "complaint"
  | "resignation"
  | "let go"
  | "raise"
  | "declining"
  | "disagreeing"
  | "apologising"
  | "deadline"
  | "personal";

interface Case {
  phrase: string;
  category: Category;
  /** Words every answer must hold (lower case, whole words): the facts the person gave (names,
   * numbers, dates, the reason after "because"/"due to"). */
  facts: string[];
  /** Words of what the phrase is about that every answer keeps (lower case, word starts). */
  keeps?: string[];
  /** Names every answer must hold in the person's casing. */
  names?: string[];
  /** Every answer holds one of these (lower case, word starts): the intent is kept. */
  intent: string[];
}

const RESIGN = ["resign", "move on", "moving on", "leave", "leaving", "notice"];
const LET_GO = [
  "let go",
  "laid off",
  "layoff",
  "eliminated",
  "job cuts",
  "reduction",
  "ended",
  "came to an end",
];
const PAY = ["raise", "salary", "pay", "compensation", "money"];
// (Answers are compared without apostrophes: "won't" is "wont".)
const DECLINE = ["unable", "not able", "wont be able", "not available", "rather not", "prefer not", "not to"];
const SORRY = ["sorry", "apolog"];

const CASES: Case[] = [
  // Complaints: a concern about the same thing.
  { phrase: "I hate this project", category: "complaint", facts: [], intent: ["project"] },
  {
    phrase: "I can't stand the new ticketing system",
    category: "complaint",
    facts: [],
    intent: ["ticketing system"],
  },
  {
    phrase: "I'm sick of the weekly status meetings",
    category: "complaint",
    facts: [],
    intent: ["status meeting"],
  },
  {
    phrase: "I'm tired of fixing Dave's bugs",
    category: "complaint",
    facts: [],
    names: ["Dave"],
    intent: ["bug"],
  },
  {
    phrase: "this project is a disaster because the specs keep changing",
    category: "complaint",
    facts: ["specs", "changing"],
    intent: ["project"],
  },
  {
    phrase: "I hate working with Priya on the Q3 launch",
    category: "complaint",
    facts: ["q3"],
    names: ["Priya"],
    intent: ["priya"],
  },
  { phrase: "my manager is an idiot", category: "complaint", facts: [], intent: ["manager"] },
  {
    phrase: "the new expense tool is garbage",
    category: "complaint",
    facts: [],
    intent: ["expense tool", "quality"],
  },
  // Resignations stay resignations.
  { phrase: "I'm quitting", category: "resignation", facts: [], intent: RESIGN },
  { phrase: "I'm quitting on Friday", category: "resignation", facts: ["friday"], intent: RESIGN },
  {
    phrase: "I quit because the pay is too low",
    category: "resignation",
    facts: ["pay", "low"],
    intent: RESIGN,
  },
  {
    phrase: "I'm resigning from Acme next month",
    category: "resignation",
    facts: ["next month"],
    names: ["Acme"],
    intent: RESIGN,
  },
  { phrase: "I'm thinking about quitting my job", category: "resignation", facts: [], intent: RESIGN },
  {
    phrase: "I'm leaving the company in two weeks",
    category: "resignation",
    facts: ["two weeks"],
    intent: RESIGN,
  },
  {
    phrase: "I'm handing in my notice tomorrow",
    category: "resignation",
    facts: ["tomorrow"],
    intent: RESIGN,
  },
  {
    phrase: "Sam is quitting at the end of March",
    category: "resignation",
    facts: ["march"],
    names: ["Sam"],
    intent: RESIGN,
  },
  // Being let go: the reason and the time stay, and it stays about the person.
  {
    phrase: "I was let go because of budget cuts",
    category: "let go",
    facts: ["budget cuts"],
    intent: LET_GO,
  },
  { phrase: "I got fired yesterday", category: "let go", facts: ["yesterday"], intent: LET_GO },
  {
    phrase: "they fired me after 6 years",
    category: "let go",
    facts: ["6 years"],
    intent: [...LET_GO, "dismissed"],
  },
  {
    phrase: "I was laid off in March due to a restructuring",
    category: "let go",
    facts: ["march", "restructuring"],
    intent: LET_GO,
  },
  {
    phrase: "my boss fired me because I missed two deadlines",
    category: "let go",
    facts: ["missed", "two deadlines"],
    intent: [...LET_GO, "dismissed"],
  },
  // Asking for a raise.
  { phrase: "I want a raise", category: "raise", facts: [], intent: PAY },
  { phrase: "I want a 10% raise", category: "raise", facts: ["10"], intent: PAY },
  {
    phrase: "I deserve a raise because I took on three new clients",
    category: "raise",
    facts: ["three new clients"],
    intent: PAY,
  },
  {
    phrase: "I haven't had a raise in 3 years",
    category: "raise",
    facts: ["3 years"],
    keeps: ["not"],
    intent: PAY,
  },
  // Declining work.
  {
    phrase: "I can't take on the Henderson account this week",
    category: "declining",
    facts: ["this week"],
    keeps: ["account"],
    names: ["Henderson"],
    intent: DECLINE,
  },
  {
    phrase: "no way am I working this Saturday",
    category: "declining",
    facts: ["saturday"],
    intent: DECLINE,
  },
  {
    phrase: "I don't want to go to the offsite on Friday",
    category: "declining",
    facts: ["friday"],
    keeps: ["offsite"],
    intent: DECLINE,
  },
  {
    phrase: "I won't be able to cover Maria's shift on Sunday",
    category: "declining",
    facts: ["sunday"],
    keeps: ["shift"],
    names: ["Maria"],
    intent: DECLINE,
  },
  // Disagreeing.
  {
    phrase: "you're wrong about the budget numbers",
    category: "disagreeing",
    facts: [],
    keeps: ["budget numbers"],
    intent: ["not quite right", "correct", "concerns"],
  },
  {
    phrase: "I don't agree with moving the launch to June",
    category: "disagreeing",
    facts: ["june"],
    keeps: ["launch"],
    intent: ["disagree", "different view", "reservations"],
  },
  {
    phrase: "this plan makes no sense because we only have 2 developers",
    category: "disagreeing",
    facts: ["2 developers"],
    intent: ["plan"],
  },
  // Apologising.
  {
    phrase: "sorry I messed up the client report",
    category: "apologising",
    facts: [],
    keeps: ["client report"],
    intent: SORRY,
  },
  {
    phrase: "my bad, I forgot to send the invoice to Acme",
    category: "apologising",
    facts: [],
    keeps: ["invoice"],
    names: ["Acme"],
    intent: SORRY,
  },
  {
    phrase: "sorry I'm late, the train was delayed",
    category: "apologising",
    facts: [],
    keeps: ["late"],
    intent: SORRY,
  },
  // Deadlines.
  {
    phrase: "I can't finish the report by Monday",
    category: "deadline",
    facts: ["monday"],
    keeps: ["report"],
    intent: DECLINE,
  },
  {
    phrase: "the deadline is insane, we need until Thursday",
    category: "deadline",
    facts: ["thursday"],
    intent: ["deadline"],
  },
  { phrase: "I'm gonna miss the 5pm deadline", category: "deadline", facts: ["5pm"], intent: ["deadline"] },
  {
    phrase: "the release is late because QA found 12 bugs",
    category: "deadline",
    facts: ["12 bugs", "qa"],
    intent: ["release"],
  },
  // Personal facts with numbers, dates and names.
  {
    phrase: "I need to leave at 3 for my daughter's appointment",
    category: "personal",
    facts: ["3"],
    keeps: ["appointment"],
    intent: ["leave"],
  },
  { phrase: "I'm out sick today", category: "personal", facts: ["today"], intent: ["sick"] },
  {
    phrase: "I'll be on vacation from July 1 to July 15",
    category: "personal",
    facts: ["july 1", "july 15"],
    intent: ["vacation"],
  },
  {
    phrase: "I've been here 4 years and never got a promotion",
    category: "personal",
    facts: ["4 years"],
    keeps: ["never"],
    intent: ["promotion"],
  },
  {
    phrase: "Tom took credit for my work in the Tuesday meeting",
    category: "personal",
    facts: ["tuesday"],
    names: ["Tom"],
    intent: ["credit"],
  },
];

/** Every way a list of answers fails the case; empty when it passes. */
function problems({ phrase, facts, keeps = [], names = [], intent }: Case, answers: string[]): string[] {
  const found: string[] = [];
  if (answers.length < 3) found.push(`only ${answers.length} answers`);
  for (const answer of answers) {
    const padded = ` ${phraseWords(answer.replace(/['’]s\b/g, " s"))} `;
    for (const fact of facts) if (!padded.includes(` ${fact} `)) found.push(`lost "${fact}": ${answer}`);
    for (const word of keeps) if (!padded.includes(` ${word}`)) found.push(`lost "${word}": ${answer}`);
    for (const name of names) if (!answer.includes(name)) found.push(`lost the name ${name}: ${answer}`);
    if (!intent.some((word) => padded.includes(` ${word}`))) found.push(`lost the intent: ${answer}`);
  }
  // The first answer is not weaker than any other by the stated rule.
  // (The bank's own wordings for this very phrase lead by rule 2: they are scored above all.)
  const judge = judgeFor(phrase, factsOf(phrase), meaningOf(phrase));
  const bank = new Set(bankWordings(phrase).map((answer) => phraseWords(answer)));
  const score = (answer: string) =>
    bank.has(phraseWords(answer)) ? Number.POSITIVE_INFINITY : scoreOf(answer, judge);
  const first = score(answers[0] ?? "");
  for (const answer of answers.slice(1))
    if (score(answer) > first + 1e-9) found.push(`stronger than the first: ${answer}`);
  return found;
}

describe("the free tool keeps the meaning and the facts", () => {
  it("has at least 40 phrases across every category", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(CASES.map((testCase) => testCase.category));
    expect(categories.size).toBe(9);
  });

  it.each(CASES)("“$phrase” ($category)", (testCase) => {
    expect(problems(testCase, rephraseOffline(testCase.phrase))).toEqual([]);
  });

  it("answers the issue's three phrases with their meaning", () => {
    const hate = rephraseOffline("I hate this project");
    expect(hate[0]).toMatch(/concern/);
    expect(hate.every((answer) => /\bproject\b/.test(answer))).toBe(true);
    const quitting = rephraseOffline("I'm quitting");
    expect(quitting).not.toContain("Could we discuss this?");
    expect(quitting[0]).toMatch(/resign/);
    const letGo = rephraseOffline("I was let go because of budget cuts");
    expect(letGo.every((answer) => answer.includes("because of budget cuts"))).toBe(true);
  });

  it("keeps a negation: nothing happened that the person says did not", () => {
    for (const phrase of ["I'm not quitting", "I was not fired", "I don't want a raise"]) {
      const joined = rephraseOffline(phrase).join(" ");
      expect(joined, phrase).not.toMatch(/resign|let go|compensation|salary/i);
    }
  });

  it("reads a resignation from grammar, not from the word alone", () => {
    // Something else quit, or a leaving that is not the job: no resignation is said.
    for (const phrase of [
      "I quit smoking",
      "I'm leaving early today",
      "we are resigning ourselves to a delay",
    ])
      expect(rephraseOffline(phrase).join(" "), phrase).not.toMatch(
        /resign from|move on from|decided to resign/i,
      );
    // The notice given keeps its length and its day.
    for (const answer of rephraseOffline("I'm putting in my two weeks notice today"))
      expect(answer).toMatch(/two weeks notice today/);
  });

  it("keeps who did what: someone else's resignation or firing is not the speaker's", () => {
    expect(rephraseOffline("Sam is quitting").join(" ")).not.toMatch(/\bI\b|\bmy\b/);
    expect(rephraseOffline("they fired Sam").join(" ")).not.toContain("I was let go");
  });

  it("still answers every bank phrase first with a bank wording written for it (the fact rules drop none of them)", () => {
    const bare = (text: string) => phraseWords(text);
    const wordings = new Set(PHRASE_BANK.flatMap(([, alternatives]) => alternatives.map(bare)));
    const missed = PHRASE_BANK.map(([casual]) => casual).filter(
      (casual) => !wordings.has(bare(rephraseOffline(casual)[0] ?? "")),
    );
    // ("yo" alone is dropped as a greeting when spelled out, polish-phrase.ts, so it matches nothing: as before.)
    expect(missed).toEqual(["yo"]);
  });
});
