// "Keep it to one page", "make it concise": the one wish in the user's instructions that both
// writers act on the same way (issue 16 §6), so a one-page resume comes out of the offline
// writer and the model alike: a two-sentence summary and each entry's most relevant bullets.
// Layout cannot be chosen here (the writers return text, not a design).

/** The summary's sentences when a short resume is asked for (the usual summary has up to 4). */
export const SHORT_SUMMARY_SENTENCES = 2;
/** The bullets an entry keeps when a short resume is asked for. */
export const SHORT_ENTRY_BULLETS = 4;

// Whole words only; one alternation of literals, no nested repetition (regex-safety test).
const SHORT_WISH = /\b(?:concise|shorter|short|brief|one[- ]page|1[- ]page|single[- ]page)\b/;

/** Whether the user's instructions ask for a shorter resume ("one page", "concise", "brief"). */
export function asksForShortResume(instructions: string): boolean {
  return SHORT_WISH.test(instructions.toLowerCase().slice(0, 10_000));
}
