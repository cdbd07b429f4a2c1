import { nlp } from "./nlp.ts";

// compromise's reading of a text, word by word as the writers split it (on spaces): its part of
// speech tags and its chunk (noun phrase, verb phrase, pivot). compromise splits some words
// further ("at-the-elbow"); a word takes the tags of its first part. Read from the parsed
// document directly: its .json() output is several times slower and the writers call this per
// bullet.

export interface TaggedWord {
  text: string;
  tags: ReadonlySet<string>;
  chunk: string;
}

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: Set<string>;
  chunk?: string;
}

/**
 * The tagger reads at most this much; the words after it come back untagged. compromise takes
 * time quadratic in a run of punctuation ("||||…" x20,000 is seconds), and a bullet or a
 * summary's first sentence is far shorter (docs/architecture.md "## Security", text work).
 */
const TAGGED_CHARS = 1_000;
const UNTAGGED: ReadonlySet<string> = new Set();

export function tagWords(text: string): TaggedWord[] {
  if (text.length <= TAGGED_CHARS) return tagged(text);
  // Cut at the last space inside the bound (none: nothing is tagged), so no word is split.
  const cut = Math.max(0, text.lastIndexOf(" ", TAGGED_CHARS));
  const rest = text
    .slice(cut)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ text: word, tags: UNTAGGED, chunk: "" }));
  return [...(cut > 0 ? tagged(text.slice(0, cut)) : []), ...rest];
}

function tagged(text: string): TaggedWord[] {
  const doc = nlp(text) as unknown as { compute(name: string): void; docs: Term[][] };
  doc.compute("chunks");
  const words: TaggedWord[] = [];
  let parts: Term[] = [];
  const terms = doc.docs.flat();
  terms.forEach((term, i) => {
    parts.push(term);
    if (!/\s/.test(term.post) && i < terms.length - 1) return;
    const first = parts[0] as Term;
    const written = parts.map((part) => `${part.pre}${part.text}${part.post}`).join("");
    words.push({ text: written.trim(), tags: first.tags, chunk: first.chunk ?? "" });
    parts = [];
  });
  return words;
}
