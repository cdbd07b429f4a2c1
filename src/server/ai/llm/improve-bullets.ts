import { groundedSuggestions, groundingContext } from "../ground-suggestions.ts";
import { type BulletSuggestion, type ImproveRequest, MAX_SUGGESTIONS } from "../improve-types.ts";
import { keepsMeaning } from "../offline/meaning-guard.ts";
import { suggestImprovements } from "../offline/suggest-improvements.ts";
import type { ImproveBulletsReply } from "./improve-reply.ts";

/**
 * The model's suggestions per line, each through the meaning and grounding checks; a line left short (the
 * model gave none, or invented something and lost it) is filled with the offline writer's.
 */
export function mergeImproveReply(
  request: ImproveRequest,
  reply: ImproveBulletsReply | null,
): BulletSuggestion[][] {
  const context = groundingContext(request.resume);
  const byLine = new Map<number, BulletSuggestion[]>();
  for (const item of reply?.lines ?? []) {
    const list = byLine.get(item.line) ?? [];
    // The summary is one paragraph: a model's line break there becomes a space.
    const text = (raw: string) => (request.style === "prose" ? tidy(raw).split("\n").join(" ") : tidy(raw));
    list.push(...item.suggestions.map((s) => ({ text: text(s.text), why: s.why || "A stronger wording." })));
    byLine.set(item.line, list);
  }
  return request.lines.map((line, index) => {
    // A model's bullet rewrite passes the same meaning check as the offline writer's: the
    // person's part, tense, names and numbers kept (issue 33 §3), or it is not offered.
    const fromModel = (byLine.get(index + 1) ?? []).filter(
      (suggestion) => request.style !== "bullet" || keepsMeaning(line, suggestion.text, request.tense),
    );
    const offline = suggestImprovements(line, request.tense, request.style);
    return groundedSuggestions(line, [...fromModel, ...offline], context, MAX_SUGGESTIONS);
  });
}

/** Models put bullet characters in front despite the rules; the field keeps its own markers. */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((part) => part.trim())
    .map((part) => (part.startsWith("- ") || part.startsWith("• ") ? part.slice(2) : part))
    .filter(Boolean)
    .join("\n");
}
