// The bullets of a row's text in the Original and in a revision, paired one to one, so that each
// reworded bullet can be accepted or rejected on its own (issue 14 §4). Writers polish a bullet
// and reorder the list, so a partner is found by the words two lines share, not by position; a
// revision line with no partner (a writer merged or rewrote bullets) means the row can only be
// reviewed whole.

/** A row's text as its non-empty lines, as stored (markers like "- " kept). */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim());
}

export interface LinePairing {
  /** [source index, revision index] for every revision line, in revision order. */
  pairs: [number, number][];
  /** Source lines the revision left out. */
  dropped: number[];
}

/** How alike two lines are: the share of their words they have in common (0–1). */
function likeness(a: string, b: string): number {
  const words = (line: string) => new Set(line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const left = words(a);
  const right = words(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  const all = left.size + right.size - shared;
  return all === 0 ? 1 : shared / all;
}

/** Below this, two lines are different bullets, not one reworded. */
const SAME_BULLET = 0.35;

/**
 * Pairs each revision line with the source line it rewrites, most alike first. Undefined when a
 * revision line has no partner: the row is then one change.
 */
export function pairLines(source: string[], revision: string[]): LinePairing | undefined {
  const candidates: { s: number; r: number; score: number }[] = [];
  source.forEach((line, s) => {
    revision.forEach((other, r) => {
      const score = likeness(line, other);
      if (score >= SAME_BULLET) candidates.push({ s, r, score });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.r - b.r || a.s - b.s);
  const bySource = new Map<number, number>();
  const byRevision = new Map<number, number>();
  for (const { s, r } of candidates) {
    if (bySource.has(s) || byRevision.has(r)) continue;
    bySource.set(s, r);
    byRevision.set(r, s);
  }
  if (byRevision.size < revision.length) return undefined;
  const pairs = revision.map((_, r) => [byRevision.get(r) as number, r] as [number, number]);
  const dropped = source.map((_, s) => s).filter((s) => !bySource.has(s));
  return { pairs, dropped };
}
