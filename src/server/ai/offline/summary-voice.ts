// The voice a summary sentence must not have: first person, or filler a recruiter skips.

// Words a recruiter skips: they say nothing the rest of the resume does not show.
const FILLER = [
  "results-driven",
  "results-oriented",
  "team player",
  "detail-oriented",
  "hard-working",
  "hardworking",
  "self-starter",
  "self-motivated",
  "go-getter",
  "proven track record",
  "think outside the box",
  "synergy",
  "dynamic",
  "passionate",
];

/** First person: "I", "my", "we"... ("US" in capitals is the country, not "us"). */
export function saysFirstPerson(sentence: string): boolean {
  return sentence
    .split(/[^\p{L}']+/u)
    .some((word) => /^(I|I'm|I've|I'd|me|my|My|mine|we|We|our|Our|us)$/.test(word));
}

export function hasFiller(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  return FILLER.some((phrase) => lower.includes(phrase));
}
