/** A casual phrase and professional ways to say it, best first. */
export type PhraseEntry = readonly [casual: string, alternatives: readonly string[]];
