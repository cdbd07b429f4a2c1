import { readFileSync } from "node:fs";
import path from "node:path";
import { analysePosting } from "../../src/server/ai/posting/analyse-posting.ts";
import type { PostingAnalysis } from "../../src/shared/posting-analysis.ts";
import { sharedData } from "../fixtures/corpus.ts";
import { HELD_BACK_POSTINGS } from "./held-back.ts";

// The hand labels of ../shared/realworld/postings (its README: labelling rules) and how the
// analysis is scored against them. A label is the posting's own words, the shortest span that
// keeps one concept; the analysis may keep a modifier the label dropped ("proper GL coding") or
// drop one the label kept, so a term and a label match when one's words hold the other's with at
// most one word more, ignoring case, plural and punctuation. Terms of three characters or fewer
// match case-sensitively (R, Go, AP), as in the corpus's README.

interface RealPostingLabel {
  file: string;
  title: string;
  company: string;
  required: string[];
  preferred: string[];
  soft: string[];
  not_terms: string[];
  aliases?: Record<string, string[]>;
}

export interface RealPosting {
  id: string;
  heldBack: boolean;
  text: string;
  label: RealPostingLabel;
}

export function realworldPostings(what: string): RealPosting[] | undefined {
  const dir = sharedData("realworld/postings", what);
  if (!dir) return undefined;
  const labels: RealPostingLabel[] = JSON.parse(readFileSync(path.join(dir, "labels.json"), "utf8"));
  return labels.map((label) => {
    const id = label.file.replace(/\.txt$/, "");
    return {
      id,
      heldBack: HELD_BACK_POSTINGS.includes(id),
      text: readFileSync(path.join(dir, label.file), "utf8"),
      label,
    };
  });
}

const wordsOf = (value: string) =>
  value
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean)
    .map((word) =>
      word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );

function holds(longer: string[], shorter: string[]): boolean {
  if (!shorter.length || longer.length - shorter.length > 1) return false;
  for (let at = 0; at + shorter.length <= longer.length; at++)
    if (shorter.every((word, i) => longer[at + i] === word)) return true;
  return false;
}

function sameRealTerm(term: string, form: string): boolean {
  if (form.trim().length <= 3 || term.trim().length <= 3) return term.trim() === form.trim();
  const a = wordsOf(term);
  const b = wordsOf(form);
  return holds(a, b) || holds(b, a);
}

const formsOf = (label: RealPostingLabel, term: string) => [term, ...(label.aliases?.[term] ?? [])];
const asked = (label: RealPostingLabel) => [...label.required, ...label.preferred];

/** The labelled term a found term is, if any. */
function labelFor(label: RealPostingLabel, term: string): string | undefined {
  return asked(label).find((gold) => formsOf(label, gold).some((form) => sameRealTerm(term, form)));
}

/** A found term that is a labelled not-term or soft skill: junk among the hard terms. */
function isJunk(label: RealPostingLabel, term: string): boolean {
  if (labelFor(label, term)) return false;
  return [...label.not_terms, ...label.soft].some((item) => sameRealTerm(term, item));
}

export interface PostingScore {
  id: string;
  found: string[];
  right: number;
  junk: string[];
  wrong: string[];
  missed: string[];
  gold: number;
}

export function scorePosting(posting: RealPosting, analysis?: PostingAnalysis): PostingScore {
  const { label } = posting;
  const found = (analysis ?? analysePosting(posting.text)).terms.map((term) => term.term);
  const hits = new Set(found.map((term) => labelFor(label, term)).filter(Boolean));
  const wrong = found.filter((term) => !labelFor(label, term));
  return {
    id: posting.id,
    found,
    right: found.length - wrong.length,
    junk: wrong.filter((term) => isJunk(label, term)),
    wrong,
    missed: asked(label).filter((term) => !hits.has(term)),
    gold: asked(label).length,
  };
}

export interface SetFigures {
  precision: number;
  recall: number;
  junk: number;
}

export function setFigures(scores: PostingScore[]): SetFigures {
  const sum = (pick: (score: PostingScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const found = sum((s) => s.found.length);
  return {
    precision: found ? sum((s) => s.right) / found : 0,
    recall:
      sum((s) => s.gold - s.missed.length) /
      Math.max(
        1,
        sum((s) => s.gold),
      ),
    junk: found ? sum((s) => s.junk.length) / found : 0,
  };
}
