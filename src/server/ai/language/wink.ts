import { createRequire } from "node:module";
import type { PartOfSpeech } from "wink-nlp";

// wink-nlp's English model tags parts of speech for the posting reader (decision 031): it tags
// a requirement line in about 0.2 ms and tells "review journal entries" (verb, nouns) apart far
// better than compromise, whose strength is producing word forms for the writers (decision 012).
// Loaded on first use: the model is ~3.7 MB and only posting analysis needs it.

export interface TaggedWord {
  text: string;
  pos: PartOfSpeech;
  /** Whether whitespace comes before the word ("full-cycle" has none before "-" and "cycle"). */
  spaced: boolean;
}

type Reader = (text: string) => TaggedWord[];
const require = createRequire(import.meta.url);
let reader: Reader | undefined;

function load(): Reader {
  const winkNLP = require("wink-nlp");
  const model = require("wink-eng-lite-web-model");
  const nlp = winkNLP(model, ["sbd", "pos"]);
  const its = nlp.its;
  return (text) => {
    const tokens = nlp.readDoc(text).tokens();
    const values: string[] = tokens.out(its.value);
    const tags: PartOfSpeech[] = tokens.out(its.pos);
    const spaces: string[] = tokens.out(its.precedingSpaces);
    return values.map((value, i) => ({ text: value, pos: tags[i] ?? "X", spaced: (spaces[i] ?? "") !== "" }));
  };
}

/** The words of a short text (a posting line) with their parts of speech. */
export function tagWords(text: string): TaggedWord[] {
  reader ??= load();
  return reader(text);
}
