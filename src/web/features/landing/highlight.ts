// Splits a testimonial into plain and highlighted parts (spec §3 highlightWords), so the page
// can wrap the phrases in <mark> with React: the text is never parsed as HTML.

export interface TextPart {
  text: string;
  highlighted: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function splitHighlights(text: string, phrases: readonly string[]): TextPart[] {
  const wanted = [...new Set(phrases.map((phrase) => phrase.trim()).filter(Boolean))]
    // Longer phrases first, so "AI tailoring" wins over "AI" where both match.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (wanted.length === 0) return text ? [{ text, highlighted: false }] : [];
  const pattern = new RegExp(`(${wanted.join("|")})`, "gi");
  // With one capture group, split() puts each match at an odd index of its result.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, highlighted: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

/** "Amara Okafor" -> "AO"; one word -> its first letter; nothing -> "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
