import { groundedSuggestions, groundingContext } from "../ground-suggestions.ts";
import { type BulletSuggestion, type ImproveRequest, MAX_SUGGESTIONS } from "../improve-types.ts";
import { suggestImprovements } from "./suggest-improvements.ts";

/**
 * The offline writer's answer to "Improve": rule-made suggestions for each line, run through the
 * same grounding check as a model's (they only cut and swap words, so it is belt and braces).
 */
export function improveBulletsOffline(request: ImproveRequest): BulletSuggestion[][] {
  const context = groundingContext(request.resume);
  return request.lines.map((line) =>
    groundedSuggestions(
      line,
      suggestImprovements(line, request.tense, request.style),
      context,
      MAX_SUGGESTIONS,
    ),
  );
}
