import { describe, expect, it } from "vitest";
import { findNumbers, numberValues } from "../../src/server/ai/language/numbers.ts";
import { STOPWORDS } from "../../src/server/ai/language/stopwords.ts";
import { writeCoverLetterOffline } from "../../src/server/ai/offline/cover-letter.ts";
import { brokenSentences } from "../../src/server/ai/quality/whole-sentences.ts";
import { resumeText } from "../../src/server/ai/resume-text.ts";
import type { LetterTone } from "../../src/shared/resume.ts";
import { corpusAvailable } from "../fixtures/corpus.ts";
import {
  bulletRuns,
  letterSentences,
  normalised,
  ownWords,
  sentenceFrame,
} from "../fixtures/writing-checks.ts";
import { type WritingPair, writingPairs } from "../fixtures/writing-pairs.ts";

// Issue 33 §4–5: the offline writer's letters, on the corpus pairs and on corpus resumes paired with
// real postings (tests/fixtures/writing-pairs.ts), read as a recruiter reads them: every sentence
// whole, nothing pasted, no number the resume lacks, tones that differ in more than their first and
// last lines, no framing sentence shared by more than a third of the people, a full length.

const TONES: LetterTone[] = ["formal", "warm", "direct"];

interface Written {
  pair: WritingPair;
  letters: Record<LetterTone, string>;
}

function write(pairs: WritingPair[]): Written[] {
  return pairs.map((pair) => ({
    pair,
    letters: Object.fromEntries(
      TONES.map((tone) => [
        tone,
        writeCoverLetterOffline({
          resume: pair.resume,
          jobTitle: pair.title,
          company: pair.company,
          jobDescription: pair.description,
          instructions: "",
          tone,
        }),
      ]),
    ) as Record<LetterTone, string>,
  }));
}

const sets = corpusAvailable
  ? ([
      ["the corpus pairs", write(writingPairs("corpus", "the whole-letter test"))],
      ["corpus resumes with real postings", write(writingPairs("real", "the whole-letter test"))],
    ] as const)
  : [];
const label = ({ pair }: Written, tone: LetterTone) => `${pair.person} for ${pair.posting} (${tone})`;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.skipIf(!corpusAvailable)("letters a recruiter could send", () => {
  for (const [set, written] of sets) {
    describe(set, () => {
      it("has no broken sentence, no pasted bullet and no number the resume lacks, in any tone", () => {
        for (const item of written) {
          const runs = bulletRuns(item.pair.resume);
          const known = numberValues(
            [resumeText(item.pair.resume), item.pair.title, item.pair.company].join("\n"),
          );
          for (const tone of TONES) {
            const letter = item.letters[tone];
            expect(brokenSentences(letter), label(item, tone)).toEqual([]);
            const text = normalised(letter);
            expect(
              runs.filter((run) => text.includes(run)),
              label(item, tone),
            ).toEqual([]);
            const unknown = findNumbers(letter).filter((number) => !known.has(number.value));
            expect(
              unknown.map((number) => number.text),
              label(item, tone),
            ).toEqual([]);
          }
        }
      });

      it("is 150 to 400 words in every tone", () => {
        for (const item of written) {
          for (const tone of TONES) {
            expect(words(item.letters[tone]), label(item, tone)).toBeGreaterThanOrEqual(150);
            expect(words(item.letters[tone]), label(item, tone)).toBeLessThanOrEqual(400);
          }
        }
      });

      it("repeats at most a fifth of a formal letter's sentences in the warm or direct letter", () => {
        let formal = 0;
        let repeated = 0;
        for (const item of written) {
          const others = new Set([
            ...letterSentences(item.letters.warm),
            ...letterSentences(item.letters.direct),
          ]);
          const sentences = letterSentences(item.letters.formal);
          formal += sentences.length;
          repeated += sentences.filter((sentence) => others.has(sentence)).length;
        }
        expect(repeated / formal).toBeLessThanOrEqual(0.2);
      });

      it("shares no framing sentence among more than a third of the people", () => {
        const people = new Set(written.map((item) => item.pair.person));
        const users = new Map<string, Set<string>>();
        for (const item of written) {
          const facts = new Set(
            normalised([resumeText(item.pair.resume), item.pair.title, item.pair.company].join(" ")).split(
              " ",
            ),
          );
          for (const tone of TONES) {
            for (const sentence of letterSentences(item.letters[tone])) {
              const frame = sentenceFrame(sentence, facts, STOPWORDS);
              if (ownWords(frame) < 5) continue;
              const key = `${tone}: ${frame}`;
              users.set(key, (users.get(key) ?? new Set()).add(item.pair.person));
            }
          }
        }
        const shared = [...users].filter(([, who]) => who.size > people.size / 3).map(([frame]) => frame);
        expect(shared, JSON.stringify(shared)).toEqual([]);
      });
    });
  }
});
