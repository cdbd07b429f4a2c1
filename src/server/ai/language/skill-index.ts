import { SKILLS, type Skill } from "../skills/index.ts";
import { type Token, tokenize } from "./tokens.ts";

// Looks skills and keywords up in tokenized text. Built once at module load: every dictionary
// form becomes a phrase of fold keys ("node.js", "project manag"), indexed by its first word,
// so scanning a text is one pass over its tokens, and "does this text mention X?" is a map
// lookup plus a check of the few words after it.

interface Form {
  skill: Skill;
  /** Fold keys, or the words as written for a case-sensitive form. */
  words: string[];
  /** Which words end in "-ing": "accounting" must not match "account", nor "warehousing" "warehouse". */
  ing: boolean[];
  exact: boolean;
}

const BY_FIRST_WORD = new Map<string, Form[]>();
const BY_KEY = new Map<string, Skill>();
/** Each skill's phrases, as words to look up in a TextIndex. */
const FORMS = new Map<Skill, Form[]>();
const LONGEST = 6;
const ING = /ing$/;

function addForm(skill: Skill, text: string, exact: boolean) {
  const tokens = tokenize(text);
  const words = tokens.map((token) => (exact ? token.text : token.key));
  const first = words[0];
  if (!first || words.length > LONGEST) return;
  const form = { skill, words, ing: tokens.map((token) => ING.test(token.lower)), exact };
  const list = BY_FIRST_WORD.get(first) ?? [];
  list.push(form);
  // Longest first, so "React Native" wins over "React".
  list.sort((a, b) => b.words.length - a.words.length);
  BY_FIRST_WORD.set(first, list);
  const key = words.join(" ");
  if (!BY_KEY.has(key)) BY_KEY.set(key, skill);
  FORMS.set(skill, [...(FORMS.get(skill) ?? []), form]);
}

for (const skill of SKILLS) {
  for (const form of skill.forms) addForm(skill, form, false);
  for (const form of skill.exactForms) addForm(skill, form, true);
}

/** The dictionary skill a term names ("postgres" -> PostgreSQL), if any. */
export function skillFor(term: string): Skill | undefined {
  return BY_KEY.get(termWords(term).join(" ")) ?? BY_KEY.get(term.trim());
}

export interface SkillHit {
  skill: Skill;
  /** Index of the first token and one past the last. */
  from: number;
  to: number;
}

/** Dictionary skills named in `tokens`, left to right, longest match first, no overlaps. */
export function findSkills(tokens: Token[]): SkillHit[] {
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    let matched: Form | undefined;
    for (const list of [BY_FIRST_WORD.get(token.key), BY_FIRST_WORD.get(token.text)]) {
      for (const form of list ?? []) {
        if ((!matched || form.words.length > matched.words.length) && matchesForm(tokens, i, form)) {
          matched = form;
        }
      }
    }
    if (matched) {
      hits.push({ skill: matched.skill, from: i, to: i + matched.words.length });
      i += matched.words.length;
    } else {
      i++;
    }
  }
  return hits;
}

function matchesForm(tokens: Token[], at: number, form: Form): boolean {
  if (!matchesAt(tokens, at, form.words, form.exact)) return false;
  return form.exact || form.ing.every((ing, n) => ING.test(tokens[at + n]?.lower ?? "") === ing);
}

function matchesAt(tokens: Token[], at: number, words: string[], exact: boolean): boolean {
  for (let n = 0; n < words.length; n++) {
    const token = tokens[at + n];
    if (!token || (exact ? token.text : token.key) !== words[n]) return false;
  }
  return true;
}

/** A text prepared for many "does it mention X?" questions. */
export interface TextIndex {
  tokens: Token[];
  /** Where each fold key occurs. */
  byKey: Map<string, number[]>;
  /** Where each word occurs exactly as written. */
  byText: Map<string, number[]>;
  /** Parts of slashed words ("UI/UX" also mentions "ui" and "ux"). */
  parts: Set<string>;
}

export function indexText(text: string): TextIndex {
  const cached = INDEX_CACHE.get(text);
  if (cached) return cached;
  const tokens = tokenize(text);
  const byKey = new Map<string, number[]>();
  const byText = new Map<string, number[]>();
  const parts = new Set<string>();
  tokens.forEach((token, i) => {
    push(byKey, token.key, i);
    push(byText, token.text, i);
    if (token.lower.includes("/"))
      for (const part of tokenize(token.lower.replace(/\//g, " "))) parts.add(part.key);
  });
  const index = { tokens, byKey, byText, parts };
  // The same resume is indexed again and again (scores before and after, grounding); short
  // texts (one bullet) are cheap to index and would only push the resumes out.
  if (text.length < 500) return index;
  if (INDEX_CACHE.size >= 64) INDEX_CACHE.delete(INDEX_CACHE.keys().next().value as string);
  INDEX_CACHE.set(text, index);
  return index;
}
const INDEX_CACHE = new Map<string, TextIndex>();

function push(map: Map<string, number[]>, key: string, at: number) {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
}

function hasWords(index: TextIndex, words: string[]): boolean {
  const first = words[0];
  if (first === undefined) return false;
  const starts = index.byKey.get(first);
  if (!starts) return words.length === 1 && index.parts.has(first);
  return words.length === 1 || starts.some((at) => matchesAt(index.tokens, at, words, false));
}

/**
 * Whether the indexed text mentions `term`: its words in order (plurals and -ing forms meet),
 * or any dictionary spelling of the same skill ("Postgres" counts for "PostgreSQL").
 */
export function mentions(index: TextIndex, term: string): boolean {
  const skill = skillFor(term);
  if (skill) return mentionsSkill(index, skill);
  return hasWords(index, termWords(term));
}

export function mentionsSkill(index: TextIndex, skill: Skill): boolean {
  return (FORMS.get(skill) ?? []).some((form) => {
    const starts = (form.exact ? index.byText : index.byKey).get(form.words[0] ?? "");
    if (starts?.some((at) => matchesForm(index.tokens, at, form))) return true;
    return !form.exact && form.words.length === 1 && index.parts.has(form.words[0] ?? "");
  });
}

// Keywords repeat across requests (the same posting is scored before and after): remember
// their words, within a bound so a stream of distinct postings cannot grow it forever.
const TERM_CACHE = new Map<string, string[]>();
function termWords(term: string): string[] {
  let words = TERM_CACHE.get(term);
  if (!words) {
    if (TERM_CACHE.size > 5_000) TERM_CACHE.clear();
    words = tokenize(term).map((token) => token.key);
    TERM_CACHE.set(term, words);
  }
  return words;
}

let formWords: Set<string> | undefined;

/** A word some dictionary skill is written with ("kubectl", "pyspark", "mise"): a term, not a typo. */
export function isSkillWord(word: string): boolean {
  formWords ??= new Set(
    SKILLS.flatMap((skill) => [...skill.forms, ...skill.exactForms]).flatMap((form) =>
      tokenize(form).map((token) => token.lower),
    ),
  );
  return formWords.has(word.toLowerCase());
}
