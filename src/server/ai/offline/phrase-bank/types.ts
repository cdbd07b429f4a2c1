/** A casual phrase and professional ways to say it, best first. */
export type PhraseEntry = readonly [casual: string, alternatives: readonly string[]];

/** What a job seeker means, found by telling words (phrase-bank/intents.ts). */
export interface Intent {
  label: string;
  triggers: readonly string[];
  /** Words that carry the intent only as the whole phrase: "fired" alone, not "they fired Sam". */
  alone?: readonly string[];
  about?: readonly string[];
  alternatives: readonly string[];
}
