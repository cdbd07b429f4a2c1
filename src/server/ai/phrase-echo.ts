// The free tool must never hand a phrase back as its own "professional alternative": not the
// same words re-cased or re-punctuated, and not a copy with a letter or two changed. Shared by
// the offline writer and the LLM writer, which both answer the tool.

/** Lower case, apostrophes dropped, anything but letters and digits a space, single spaces. */
export function phraseWords(text: string): string {
  let out = "";
  for (const char of text.toLowerCase()) {
    if (char === "'" || char === "’") continue;
    out += /[\p{L}\p{N}]/u.test(char) ? char : " ";
  }
  return out.split(" ").filter(Boolean).join(" ");
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** True when `rewrite` is `phrase` back: same words, or within a few letters of them. */
export function isEcho(rewrite: string, phrase: string): boolean {
  const a = phraseWords(rewrite);
  const b = phraseWords(phrase);
  if (a === b) return true;
  // Far apart in length cannot be within the allowance: skip the quadratic comparison.
  const allowance = Math.max(2, Math.floor(b.length * 0.15));
  if (Math.abs(a.length - b.length) > allowance || b.length > 400) return false;
  return editDistance(a, b) <= allowance;
}
