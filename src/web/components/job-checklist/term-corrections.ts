import type { TermCorrections } from "../../../shared/posting-analysis";

// The user's corrections to a posting's checklist, changed one step at a time. The API takes
// the whole object, so each step answers the full corrections to send.

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const without = (terms: string[], term: string) => terms.filter((each) => !same(each, term));
const including = (terms: string[], term: string) =>
  terms.some((each) => same(each, term)) ? terms : [...terms, term.trim()];

/** A term the user added goes away; one the posting named is marked removed. */
export function removeTerm(corrections: TermCorrections, term: string): TermCorrections {
  const required = without(corrections.required, term);
  if (corrections.added.some((each) => same(each, term))) {
    return { ...corrections, required, added: without(corrections.added, term) };
  }
  return { ...corrections, required, removed: including(corrections.removed, term) };
}

export const restoreTerm = (corrections: TermCorrections, term: string): TermCorrections => ({
  ...corrections,
  removed: without(corrections.removed, term),
});

export const markRequired = (corrections: TermCorrections, term: string): TermCorrections => ({
  ...corrections,
  required: including(corrections.required, term),
});

/** Undoes the user's own "required" (a term the posting requires stays required). */
export const markPreferred = (corrections: TermCorrections, term: string): TermCorrections => ({
  ...corrections,
  required: without(corrections.required, term),
});

/** A new term (preferred); one the user removed before comes back instead. */
export function addTerm(corrections: TermCorrections, term: string): TermCorrections {
  if (corrections.removed.some((each) => same(each, term))) return restoreTerm(corrections, term);
  return { ...corrections, added: including(corrections.added, term) };
}

export const isMarkedRequired = (corrections: TermCorrections, term: string) =>
  corrections.required.some((each) => same(each, term));

export const isSameTerm = same;
