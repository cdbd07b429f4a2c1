// A word-level diff (longest common subsequence) between a field of the Original and the same
// field of a Tailored revision, so every word the writer removed or added can be shown.

type DiffKind = "same" | "removed" | "added";
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/** Beyond this many table cells the diff stops looking for common words (keeps the UI fast). */
const MAX_CELLS = 4_000_000;

/** A short common run between two changes ("of", "and the") reads better folded into them. */
const MAX_GLUE_WORDS = 2;
const MAX_GLUE_CHARS = 12;

/**
 * Words, the whitespace between them and punctuation on its own ("laws." is "laws" and "."),
 * so joining the tokens gives the text back and a full stop added is not a word changed.
 */
export function tokenize(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|\S/gu) ?? [];
}

export function diffWords(before: string, after: string): DiffPart[] {
  return foldShortRuns(diffTokens(tokenize(before), tokenize(after)));
}

/**
 * A rewritten sentence keeps a few small words in place; marking them as kept would chop the
 * change into confetti. Such short runs between changes join the change, which then shows as
 * one removed and one added block.
 */
function foldShortRuns(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = "";
  let added = "";
  let pending: DiffPart | null = null;
  const flush = () => {
    if (removed) out.push({ kind: "removed", text: removed });
    if (added) out.push({ kind: "added", text: added });
    removed = "";
    added = "";
  };
  for (const part of parts) {
    if (part.kind === "same") {
      if (pending) {
        flush();
        out.push(pending);
      }
      const inChange = removed !== "" || added !== "";
      if (inChange && isGlue(part.text)) pending = part;
      else {
        flush();
        out.push(part);
        pending = null;
      }
      continue;
    }
    if (pending) {
      removed += pending.text;
      added += pending.text;
      pending = null;
    }
    if (part.kind === "removed") removed += part.text;
    else added += part.text;
  }
  flush();
  if (pending) out.push(pending);
  return out;
}

function isGlue(text: string): boolean {
  // A line break separates bullets: changes on two lines stay two changes.
  if (text.includes("\n")) return false;
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= MAX_GLUE_WORDS && text.trim().length <= MAX_GLUE_CHARS;
}

/** Skills and other lists: whole items, in order, so a moved item shows as removed and added. */
export function diffList(before: string[], after: string[]): DiffPart[] {
  return diffSequence(before, after, (parts, kind, item) => parts.push({ kind, text: item }));
}

function diffTokens(before: string[], after: string[]): DiffPart[] {
  return diffSequence(before, after, (parts, kind, token) => {
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += token;
    else parts.push({ kind, text: token });
  });
}

type Push = (parts: DiffPart[], kind: DiffKind, item: string) => void;

function diffSequence(before: string[], after: string[], push: Push): DiffPart[] {
  const parts: DiffPart[] = [];
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  for (const item of before.slice(0, start)) push(parts, "same", item);
  for (const [kind, item] of middle(before.slice(start, endBefore), after.slice(start, endAfter))) {
    push(parts, kind, item);
  }
  for (const item of before.slice(endBefore)) push(parts, "same", item);
  return parts;
}

/** The differing middle: LCS lengths from the end, then one walk from the start. */
function middle(a: string[], b: string[]): [DiffKind, string][] {
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...a.map((item): [DiffKind, string] => ["removed", item]),
      ...b.map((item): [DiffKind, string] => ["added", item]),
    ];
  }
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = a[i] === b[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  const out: [DiffKind, string][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left !== undefined && left === right) {
      out.push(["same", left]);
      i++;
      j++;
    } else if (left !== undefined && (right === undefined || lcs(i + 1, j) >= lcs(i, j + 1))) {
      out.push(["removed", left]);
      i++;
    } else if (right !== undefined) {
      out.push(["added", right]);
      j++;
    }
  }
  return out;
}

/** Whether anything changed at all (the view says "No change" instead of repeating the text). */
export function hasChanges(parts: DiffPart[]): boolean {
  return parts.some((part) => part.kind !== "same");
}

/** The text as it was (same + removed) or as it is now (same + added). */
export function sideText(parts: DiffPart[], side: "before" | "after"): string {
  const skip: DiffKind = side === "before" ? "added" : "removed";
  return parts
    .filter((part) => part.kind !== skip)
    .map((part) => part.text)
    .join("");
}
