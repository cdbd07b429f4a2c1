import { describe, expect, it } from "vitest";
import { isEcho, phraseWords } from "../phrase-echo.ts";
import { PHRASE_BANK } from "./phrase-bank/index.ts";
import { rephraseOffline } from "./rephrase.ts";

// Issue 14 §3: whatever a job seeker types into the free tool, they get at least 3 real rewrites
// in a professional register: never their own words back, never the word that made it blunt,
// and still about what they meant. None of these 50 phrases is in the phrase bank.

interface Case {
  phrase: string;
  /** At least one rewrite must contain one of these (lower case, "|" between options). */
  keeps: string;
  /** No rewrite may contain these words or phrases (whole words, lower case). */
  avoids: string[];
}

const CASES: Case[] = [
  { phrase: "I was fired", keeps: "role|position|let go|employment", avoids: ["fired"] },
  { phrase: "this meeting is pointless", keeps: "meeting", avoids: ["pointless"] },
  { phrase: "I need more money", keeps: "salary|pay|compensation", avoids: [] },
  { phrase: "my boss is an idiot", keeps: "manager", avoids: ["idiot", "boss"] },
  { phrase: "that idea is stupid", keeps: "idea|approach", avoids: ["stupid"] },
  { phrase: "I hate my job", keeps: "role|position", avoids: ["hate"] },
  { phrase: "no way am I working this weekend", keeps: "weekend", avoids: ["no way"] },
  { phrase: "send me the numbers ASAP", keeps: "numbers", avoids: ["asap"] },
  {
    phrase: "whatever, do what you want",
    keeps: "decision|your call|up to you|support",
    avoids: ["whatever"],
  },
  { phrase: "this project is a total disaster", keeps: "project", avoids: ["disaster", "total"] },
  { phrase: "your code is garbage", keeps: "code", avoids: ["garbage"] },
  { phrase: "why is nobody answering my emails", keeps: "email|message", avoids: ["nobody"] },
  {
    phrase: "I'm sick of doing everyone else's work",
    keeps: "workload|responsibilit|tasks",
    avoids: ["sick of"],
  },
  { phrase: "the new policy sucks", keeps: "policy", avoids: ["sucks"] },
  { phrase: "this is bullshit", keeps: "concern|fair|agree|accurate", avoids: ["bullshit"] },
  { phrase: "wtf happened to the server", keeps: "server", avoids: ["wtf"] },
  { phrase: "I'm pissed off about the schedule change", keeps: "schedule", avoids: ["pissed"] },
  { phrase: "can you stop interrupting me", keeps: "finish|point|thought", avoids: ["stop"] },
  { phrase: "give me a day off", keeps: "day off|time off|leave", avoids: ["give me"] },
  { phrase: "I need to leave early today", keeps: "leave early", avoids: [] },
  { phrase: "this deadline is insane", keeps: "deadline|timeline", avoids: ["insane"] },
  { phrase: "my coworker is lazy", keeps: "colleague", avoids: ["lazy"] },
  { phrase: "I don't get paid enough for this", keeps: "pay|compensation|salary", avoids: [] },
  { phrase: "i got canned last week", keeps: "role|position|let go|employment", avoids: ["canned"] },
  { phrase: "they laid off half the team", keeps: "team", avoids: [] },
  { phrase: "the interview was a joke", keeps: "interview", avoids: ["joke"] },
  { phrase: "i hate mondays", keeps: "monday", avoids: ["hate"] },
  { phrase: "damn printer is broken again", keeps: "printer", avoids: ["damn"] },
  { phrase: "stop emailing me", keeps: "email|message", avoids: ["stop"] },
  { phrase: "this software is crap", keeps: "software|tool", avoids: ["crap"] },
  { phrase: "u never told me about the meeting", keeps: "meeting", avoids: ["u"] },
  { phrase: "the recruiter ghosted me", keeps: "recruiter", avoids: ["ghosted"] },
  { phrase: "im so done with this company", keeps: "company|organisation|role", avoids: ["done with"] },
  { phrase: "can u pls fix my laptop", keeps: "laptop", avoids: ["u", "pls"] },
  { phrase: "what the hell is this", keeps: "clarify|understand|explain", avoids: ["hell"] },
  { phrase: "i cant do this anymore", keeps: "support|sustain|challeng", avoids: [] },
  { phrase: "lol i messed up the report", keeps: "report", avoids: ["lol", "messed up"] },
  { phrase: "the client is being a pain", keeps: "client", avoids: ["pain"] },
  { phrase: "hurry up with the invoice", keeps: "invoice", avoids: ["hurry up"] },
  { phrase: "this is a waste of time", keeps: "time|productive|priorit", avoids: ["waste"] },
  { phrase: "salary", keeps: "salary|compensation", avoids: [] },
  { phrase: "fired", keeps: "role|position|let go|employment", avoids: ["fired"] },
  { phrase: "help", keeps: "help|support|assist", avoids: [] },
  { phrase: "im gonna be late 2 work", keeps: "late|running behind|delayed", avoids: ["gonna"] },
  {
    phrase: "my manager keeps micromanaging everything i do",
    keeps: "manager",
    avoids: ["micromanaging"],
  },
  { phrase: "i applied to 100 jobs and nobody called me back", keeps: "appl", avoids: ["nobody"] },
  {
    phrase:
      "honestly this whole reorg is a joke, nobody told us anything and now we're supposed to just deal with it",
    keeps: "reorg|reorganisation|reorganization|change",
    avoids: ["joke", "nobody", "deal with it"],
  },
  { phrase: "i want to work from home on fridays", keeps: "home|remote", avoids: [] },
  { phrase: "teh report is wrong", keeps: "report", avoids: ["teh"] },
  { phrase: "this job is boring af", keeps: "role|job|work", avoids: ["boring", "af"] },
];

const words = phraseWords;

describe("an echo of the phrase", () => {
  it("is the same words re-cased or re-punctuated, or a copy a letter or two off; not a rewrite", () => {
    expect(isEcho("I was fired.", "i was fired")).toBe(true);
    expect(isEcho("I was fried", "I was fired")).toBe(true);
    expect(isEcho("My role was eliminated.", "I was fired")).toBe(false);
  });
});

/** Every way a list of rewrites fails the case; empty when it passes. */
function problems({ phrase, keeps, avoids }: Case, rewrites: string[]): string[] {
  const found: string[] = [];
  if (new Set(rewrites.map(words)).size < 3) found.push(`only ${rewrites.length} distinct rewrites`);
  if (rewrites.length > 8) found.push(`${rewrites.length} rewrites (at most 8)`);
  for (const rewrite of rewrites) {
    if (isEcho(rewrite, phrase)) found.push(`echo: ${rewrite}`);
    const padded = ` ${words(rewrite)} `;
    for (const word of avoids) if (padded.includes(` ${word} `)) found.push(`"${word}" in: ${rewrite}`);
    const first = rewrite.charAt(0);
    if (first !== first.toUpperCase() || first === first.toLowerCase()) found.push(`no capital: ${rewrite}`);
    if (!".?!".includes(rewrite.charAt(rewrite.length - 1))) found.push(`no full stop: ${rewrite}`);
  }
  const options = keeps.split("|");
  if (!rewrites.some((rewrite) => options.some((option) => rewrite.toLowerCase().includes(option))))
    found.push(`lost the intent (${keeps})`);
  return found;
}

describe("the free tool answers any phrase", () => {
  it("has 50 test phrases, none of them in the bank", () => {
    expect(CASES).toHaveLength(50);
    const bank = new Set(PHRASE_BANK.map(([casual]) => words(casual)));
    for (const { phrase } of CASES) expect(bank.has(words(phrase)), phrase).toBe(false);
  });

  it.each(CASES)("rewrites “$phrase” professionally", (testCase) => {
    expect(problems(testCase, rephraseOffline(testCase.phrase))).toEqual([]);
  });

  it("never answers a bank phrase with itself", () => {
    for (const [casual] of PHRASE_BANK) {
      const echoes = rephraseOffline(casual).filter((rewrite) => words(rewrite) === words(casual));
      expect(echoes, casual).toEqual([]);
    }
  });
});
