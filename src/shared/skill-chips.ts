import { SHORT } from "./field-formats.ts";
import { MAX_GROUP_KEYWORDS } from "./skill-groups.ts";

// The rules of the wizard's skill chips (issue 16): what typed or pasted text becomes chips,
// and which chips a group takes. The stored format stays the spec's list of skills per group;
// chips are only how the list is edited.

/** Characters that end a skill while typing or separate skills in pasted text. */
const SEPARATORS = new Set([",", ";", "\n", "\r", "\t"]);
/** List markers a pasted list may start its items with ("• Triage", "- Epic"). */
const MARKERS = new Set(["•", "·", "*", "-", "–", "—"]);

/** "a, b; c\n• d" -> ["a", "b", "c", "d"]: every skill in typed or pasted text. */
export function splitChipText(text: string): string[] {
  const items: string[] = [];
  let current = "";
  for (const char of text) {
    if (SEPARATORS.has(char)) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items.map(withoutMarker).filter(Boolean);
}

function withoutMarker(item: string): string {
  const trimmed = item.trim();
  return MARKERS.has(trimmed.charAt(0)) ? trimmed.slice(1).trim() : trimmed;
}

/** Whether typed text holds a separator, so what is before it is finished. */
export const hasSeparator = (text: string): boolean => [...text].some((char) => SEPARATORS.has(char));

/**
 * Typed text split at its last separator: the finished skills before it, and what is still
 * being typed after it ("Epic, Tri" -> ["Epic"], "Tri").
 */
export function finishedAndTyping(text: string): { finished: string[]; typing: string } {
  let last = -1;
  for (let at = 0; at < text.length; at++) if (SEPARATORS.has(text.charAt(at))) last = at;
  if (last < 0) return { finished: [], typing: text };
  return { finished: splitChipText(text.slice(0, last)), typing: text.slice(last + 1).trimStart() };
}

export interface ChipAddition {
  /** The group's skills after the addition. */
  keywords: string[];
  /** What was added, in order. */
  added: string[];
  /** Skills left out because the resume already has them (any case): refused quietly. */
  duplicates: string[];
  /** Why the rest could not be added (a limit), and that rest as text to keep in the input. */
  refusal?: { message: string; rest: string };
}

/**
 * Adds `incoming` to a group's `keywords`. A skill the resume already has (in this group or
 * in `elsewhere`, case-insensitively) is skipped; the group's size and a skill's length keep
 * the limits the resume's schema checks, and the first skill over one stops the addition.
 */
export function addChips(
  keywords: readonly string[],
  incoming: readonly string[],
  elsewhere: readonly string[] = [],
): ChipAddition {
  const seen = new Set([...keywords, ...elsewhere].map((skill) => skill.toLowerCase()));
  const result: ChipAddition = { keywords: [...keywords], added: [], duplicates: [] };
  for (const [index, raw] of incoming.entries()) {
    const skill = raw.trim();
    if (!skill) continue;
    if (seen.has(skill.toLowerCase())) {
      result.duplicates.push(skill);
      continue;
    }
    const message =
      skill.length > SHORT
        ? `A skill can be at most ${SHORT} characters long.`
        : result.keywords.length >= MAX_GROUP_KEYWORDS
          ? `A skill group holds at most ${MAX_GROUP_KEYWORDS} skills. Add another group for the rest.`
          : undefined;
    if (message) {
      result.refusal = { message, rest: incoming.slice(index).join(", ") };
      break;
    }
    seen.add(skill.toLowerCase());
    result.keywords.push(skill);
    result.added.push(skill);
  }
  return result;
}
