// Words and phrases that take room on a resume and say nothing ("successfully", "various",
// "in order to"). Matched word by word on plain strings (no regex runs over the user's text),
// so the cost stays linear however the bullet is written.

/** A phrase (lower case, single spaces) and what it becomes; "" drops it. */
const FILLERS: [string, string][] = [
  ["in order to", "to"],
  ["in an effort to", "to"],
  ["so as to", "to"],
  ["for the purpose of", "for"],
  ["due to the fact that", "because"],
  ["on a daily basis", "daily"],
  ["on a weekly basis", "weekly"],
  ["on a monthly basis", "monthly"],
  ["on a regular basis", "regularly"],
  ["was able to", ""],
  ["were able to", ""],
  ["a wide variety of", ""],
  ["a wide range of", ""],
  ["a variety of", ""],
  ["as well as", "and"],
  ["successfully", ""],
  ["effectively", ""],
  ["actively", ""],
  ["various", ""],
  ["very", ""],
  ["really", ""],
  ["extremely", ""],
  ["basically", ""],
  ["truly", ""],
];

const TRAILING = ",.;:!?)\"'”’";

export interface CutResult {
  text: string;
  /** The phrases cut or shortened, as the user wrote them. */
  cut: string[];
}

/** `text` without filler phrases; punctuation after a dropped phrase stays with the word before. */
export function cutFillers(text: string): CutResult {
  const words = text.split(" ").filter(Boolean);
  const out: string[] = [];
  const cut: string[] = [];
  let i = 0;
  while (i < words.length) {
    const hit = fillerAt(words, i);
    if (!hit) {
      out.push(words[i] ?? "");
      i += 1;
      continue;
    }
    const [phrase, replacement] = hit;
    const length = phrase.split(" ").length;
    const last = words[i + length - 1] ?? "";
    const tail = trailingMarks(last);
    cut.push(
      words
        .slice(i, i + length)
        .join(" ")
        .slice(0, tail ? -tail.length : undefined),
    );
    if (replacement) out.push(matchCase(replacement, words[i] ?? "") + tail);
    else if (tail && out.length) out[out.length - 1] += tail;
    i += length;
  }
  return { text: out.join(" "), cut };
}

function fillerAt(words: string[], at: number): [string, string] | undefined {
  for (const filler of FILLERS) {
    const parts = filler[0].split(" ");
    const matches = parts.every((part, k) => {
      const word = words[at + k];
      if (word === undefined) return false;
      // Only the phrase's last word may carry punctuation ("various," is still "various").
      const bare = k === parts.length - 1 ? word.slice(0, word.length - trailingMarks(word).length) : word;
      return bare.toLowerCase() === part;
    });
    // "very" and the like only as a modifier: something must follow them.
    if (matches && (filler[1] !== "" || words[at + parts.length] !== undefined)) return filler;
  }
  return undefined;
}

function trailingMarks(word: string): string {
  let end = word.length;
  while (end > 0 && TRAILING.includes(word.charAt(end - 1))) end--;
  return word.slice(end);
}

function matchCase(replacement: string, original: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}
