import type { LetterTone } from "../../../shared/resume.ts";
import { STOPWORDS } from "../language/stopwords.ts";
import { readVerb } from "../language/verbs.ts";

// What a user's free-text instructions to the letter writer ask for (issue 33 §5): a tone, a short
// letter, their move explained, and which of their work to stress. The words of each ask are
// declared once; what is left of the instructions is what the letter is asked to be about.

const WARM = ["enthusiastic", "excited", "energetic", "passionate", "warm", "friendly"];
const DIRECT = ["direct", "to the point", "straightforward"];
const BRIEF = ["short", "shorter", "brief", "concise"];
// "Please stress my work with the finance team" asks for the finance team, not for stress.
const ASKING = `please stress emphasise emphasize highlight mention focus keep make sure tone formal letter
  cover work experience role job skills explain more less also really very lot`.split(/\s+/);

const HOW_TO_WRITE = new Set([...WARM, ...DIRECT, ...BRIEF, ...ASKING].flatMap((word) => word.split(" ")));
const MOVE =
  /\b(career change|chang(e|ing) (careers?|fields?)|my (move|transition|switch|pivot)|moving (into|from|to)|transition(ing)? (into|from|to))\b/i;

export interface LetterInstructions {
  tone: LetterTone;
  brief: boolean;
  /** "Explain my move from bedside nursing", "I am changing careers". */
  askedAboutMove: boolean;
  /**
   * What to stress, as words a line can be scored by: "emphasise my forecasting" asks for
   * "forecasting" and the verb's base form, "forecast" (a line says "forecast quarterly demand").
   * At most five, in the user's order.
   */
  asked: string[];
}

/** The instructions read; a tone picked in the form wins over one the text asks for. */
export function readInstructions(instructions: string, tone?: LetterTone): LetterInstructions {
  // Words between spaces, so "to the point" is found as a phrase and "shortlist" is not "short".
  const text = ` ${instructions.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const says = (list: string[]) => list.some((word) => text.includes(` ${word} `));
  return {
    tone: tone ?? (says(WARM) ? "warm" : says(DIRECT) ? "direct" : "formal"),
    brief: says(BRIEF),
    askedAboutMove: MOVE.test(instructions),
    asked: askedFor(instructions),
  };
}

function askedFor(instructions: string): string[] {
  const asked = instructions
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#-]+/u)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word) && !HOW_TO_WRITE.has(word))
    .slice(0, 5);
  return asked.flatMap((word) => {
    const lemma = readVerb(word)?.lemma;
    return lemma && lemma !== word ? [word, lemma] : [word];
  });
}
