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

export function tagWords(text: string): TaggedWord[] {
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
