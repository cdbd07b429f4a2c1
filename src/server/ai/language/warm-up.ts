// The language data the writers and the quality check read, loaded once after the server listens
// (start.ts) so that the first Improve or check request finds it ready instead of paying for it:
// the spelling dictionary (nspell, ~0.3 s), wink's tagger and its model, and the word
// frequencies (3.6 MB of JSON). Each load is synchronous and builds its tables in this process,
// where the writers read them, so the loads take turns with requests: one at a time, with a turn
// of the event loop before each, a request arriving meanwhile waits for one load at most. The
// modules are imported here, not at start, so the server listens no later than before.

const loads: [what: string, load: () => Promise<unknown>][] = [
  ["spelling dictionary", async () => (await import("./english-dictionary.ts")).isEnglishWord("resume")],
  ["wink tagger", async () => (await import("./wink.ts")).tagWords("Led the team.")],
  ["word frequencies", async () => (await import("./word-frequency.ts")).spokenCount("team")],
];

/** Loads each in turn; a load that fails is reported to `failed` and the rest still load. */
export async function warmUpLanguage(failed: (what: string, error: unknown) => void): Promise<void> {
  for (const [what, load] of loads) {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await load();
    } catch (error) {
      failed(what, error);
    }
  }
}
