import type { LetterTone } from "../../../shared/resume.ts";
import { direct } from "./letter-tones/direct.ts";
import { formal } from "./letter-tones/formal.ts";
import { warm } from "./letter-tones/warm.ts";
import type { LetterFrame } from "./letter-tones/wording.ts";

export type { Credentials, LetterFrame, SaidAnswer } from "./letter-tones/wording.ts";

// The words around the facts of a cover letter, in three tones that differ in structure, not only
// in their first and last lines (issue 33 §5): formal prose; warm prose in a spoken register
// (contractions, "you", places said as "when I was…"); direct, with the evidence as a short list.
// Each framing sentence has several wordings, and `variant` (from the person, cover-letter.ts)
// picks one, so that two people's letters do not read as one template. Facts come in as
// arguments; no wording states one, or claims a feeling or a motive the person did not write
// (RUBRIC.md, "Truth").

export const LETTER_FRAMES: Record<LetterTone, LetterFrame> = { formal, warm, direct };
