import { describe, expect, it } from "vitest";
import { checkGrounding, supportedYears } from "../../src/server/ai/grounding.ts";
import { nameCasing } from "../../src/server/ai/language/name-casing.ts";
import { findNumbers, numberValues } from "../../src/server/ai/language/numbers.ts";
import { writeCoverLetterOffline } from "../../src/server/ai/offline/cover-letter.ts";
import { hasFiller, saysFirstPerson } from "../../src/server/ai/offline/summary.ts";
import { resumeText } from "../../src/server/ai/resume-text.ts";
import type { LetterTone, ResumeDocument } from "../../src/shared/resume.ts";
import {
  type CorpusPair,
  corpusLabels,
  corpusPairs,
  corpusPosting,
  type PostingLabel,
  requireCorpus,
} from "../fixtures/corpus.ts";
import { median, tailorPair } from "../fixtures/corpus-tailoring.ts";
import { bulletRuns, normalised } from "../fixtures/writing-checks.ts";

// Issue 14 §1: the offline writer's summary and cover letter, read as a recruiter would, on every
// labelled corpus pair: names keep their casing, the role is its cleaned title, no skill group's
// name is used as a skill, every number comes from the resume, no bullet is pasted into a letter,
// the lengths fit, and the facts pass the grounding check. Written once per pair, checked many ways.

const available = requireCorpus("the writing quality test");
const labels = corpusLabels();
const pairs = corpusPairs();
const TONES: LetterTone[] = ["formal", "warm", "direct"];

interface Written {
  pair: CorpusPair;
  label: PostingLabel;
  source: ResumeDocument;
  summary: string;
  summaryFlags: string[];
  letters: Record<LetterTone, string>;
}

const written: Written[] = [];
if (available) {
  for (const pair of pairs) {
    const label = labels[pair.posting] as PostingLabel;
    const { source, revision, score } = await tailorPair(pair, label);
    const grounded = (score.terms ?? [])
      .filter((term) => term.before === "supported")
      .map((term) => term.term);
    const summaryFlags = checkGrounding(source, revision, [label.title], grounded)
      .filter((flag) => flag.path === "summary")
      .flatMap((flag) => flag.invented);
    const letter = (tone: LetterTone) =>
      writeCoverLetterOffline({
        resume: source,
        jobTitle: label.title,
        company: label.company,
        jobDescription: corpusPosting(pair.posting),
        instructions: "",
        tone,
      });
    const letters = Object.fromEntries(TONES.map((tone) => [tone, letter(tone)])) as Record<
      LetterTone,
      string
    >;
    written.push({ pair, label, source, summary: revision.summary, summaryFlags, letters });
  }
}

const each = (check: (item: Written) => void) => () => {
  for (const item of written) check(item);
};
const name = ({ pair }: Written) => `${pair.resume} for ${pair.posting}`;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Names written with a casing their owner never uses ("IOS", "Ios", "jquery"). */
function miscased(text: string, source: string): string[] {
  return text
    .split(/[\s,;:()"“”]+/)
    .map((word) => word.replace(/[.!?]+$/, ""))
    .filter((word) => {
      const cased = nameCasing(word);
      return cased !== undefined && cased !== word && !source.includes(word);
    });
}

/** Skill groups' names ("Clinical Systems") the rest of the resume never says. */
function groupNamesOnly(document: ResumeDocument): string[] {
  const text = resumeText({ ...document, skills: [] }).toLowerCase();
  return document.skills
    .map((group) => group.name.trim())
    .filter((group) => group.length > 2 && !text.includes(group.toLowerCase()));
}

describe.skipIf(!available)("the offline writer's summaries and letters on every corpus pair", () => {
  it(
    "keep names' casing and use no skill group's name as a skill",
    each((item) => {
      const source = resumeText(item.source);
      for (const text of [item.summary, ...Object.values(item.letters)]) {
        expect(miscased(text, source), name(item)).toEqual([]);
        // A skill group's name ("Store operations") is a heading, never sold as a skill.
        for (const group of groupNamesOnly(item.source)) expect(text, name(item)).not.toContain(group);
      }
    }),
  );

  it(
    "name the role by its cleaned title and the company, never by the posting's phrasing around it",
    each((item) => {
      for (const letter of Object.values(item.letters)) {
        expect(letter).toContain(item.label.company);
        expect(letter, name(item)).not.toMatch(/\bseeking\b|we are hiring|\(m\/f\/d\)|\(remote\)/i);
        expect(letter, name(item)).not.toMatch(/\bmy resume\b|\bmy cv\b/i);
      }
    }),
  );

  it(
    "state no number the resume does not (the summary may state the years its dates cover)",
    each((item) => {
      const known = numberValues([resumeText(item.source), item.label.title, item.label.company].join("\n"));
      const years = supportedYears(item.source);
      const unstated = (text: string) =>
        findNumbers(text)
          .filter((number) => !known.has(number.value) && !(number.years && number.value <= years))
          .map((number) => number.text);
      expect(unstated(item.summary), name(item)).toEqual([]);
      for (const letter of Object.values(item.letters)) expect(unstated(letter), name(item)).toEqual([]);
      expect(item.summaryFlags, name(item)).toEqual([]);
    }),
  );

  it(
    "paste no bullet into a letter: no run of more than 12 words is the resume's own",
    each((item) => {
      const runs = bulletRuns(item.source);
      for (const letter of Object.values(item.letters)) {
        const text = normalised(letter);
        expect(
          runs.filter((run) => text.includes(run)),
          name(item),
        ).toEqual([]);
      }
    }),
  );

  it(
    "repeat no phrase: no run of 4 words comes back 3 times in a letter (issue 16: a requirement said thrice)",
    each((item) => {
      for (const letter of Object.values(item.letters)) {
        const words = letter
          .toLowerCase()
          .split(/[^\p{L}\p{N}'-]+/u)
          .filter(Boolean);
        const counts = new Map<string, number>();
        for (let at = 0; at + 4 <= words.length; at++) {
          const run = words.slice(at, at + 4).join(" ");
          counts.set(run, (counts.get(run) ?? 0) + 1);
        }
        expect(
          [...counts].filter(([, count]) => count >= 3).map(([run]) => run),
          name(item),
        ).toEqual([]);
      }
    }),
  );

  it(
    "rewrite the summary: 2 to 4 sentences, no first person or filler, not the old one with a prefix",
    each((item) => {
      const sentences = item.summary.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      expect(sentences.length, name(item)).toBeGreaterThanOrEqual(2);
      expect(sentences.length, name(item)).toBeLessThanOrEqual(4);
      expect(saysFirstPerson(item.summary), name(item)).toBe(false);
      expect(hasFiller(item.summary), name(item)).toBe(false);
      expect(item.summary).not.toMatch(/Background includes|Now seeking/);
      const old = item.source.summary.trim();
      expect(item.summary === old || item.summary.endsWith(old), name(item)).toBe(false);
    }),
  );

  it("write letters of 3 to 5 paragraphs and at most 400 words; full-length where the resume fits", () => {
    const lengths: number[] = [];
    for (const item of written) {
      const letter = item.letters.formal;
      const paragraphs = letter.split("\n\n").slice(1, -1);
      expect(paragraphs.length, name(item)).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, name(item)).toBeLessThanOrEqual(6);
      expect(words(letter), name(item)).toBeLessThanOrEqual(400);
      expect(words(letter), name(item)).toBeGreaterThanOrEqual(150);
      // The closing asks for a conversation.
      expect(paragraphs.at(-1), name(item)).toMatch(/interview|call|talk|discuss/);
      if (item.pair.fit !== "none") lengths.push(words(letter));
    }
    // Strong and partial fits have enough evidence for a full letter (measured in the note).
    expect(median(lengths)).toBeGreaterThanOrEqual(250);
    // Issue 33's floor. It was 200 while the opening said "At <latest employer>, my recent work
    // has involved X" for skills from anywhere in the resume; said only of that job's own lines,
    // the shortest fitting letter is 197 words.
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(180);
  });

  it(
    "say the same facts in every tone, each with its own greeting and sign-off",
    each((item) => {
      const numbers = (text: string) => [...numberValues(text)].sort((a, b) => a - b);
      expect(numbers(item.letters.warm), name(item)).toEqual(numbers(item.letters.formal));
      expect(numbers(item.letters.direct), name(item)).toEqual(numbers(item.letters.formal));
      expect(item.letters.formal).toMatch(/\n\nSincerely,\n/);
      expect(item.letters.warm).toMatch(/\n\nWarm regards,\n/);
      expect(item.letters.direct).toMatch(/\n\nBest regards,\n/);
    }),
  );
});
