import { APOLOGIES_AND_FEEDBACK } from "./apologies-and-feedback.ts";
import { CAREER_AND_CUSTOMERS } from "./career-and-customers.ts";
import { FRUSTRATIONS } from "./frustrations.ts";
import { KNOWING_AND_ASKING } from "./knowing-and-asking.ts";
import { MEETINGS_AND_GREETINGS } from "./meetings-and-greetings.ts";
import { SAYING_NO } from "./saying-no.ts";
import type { PhraseEntry } from "./types.ts";
import { WORKPLACE_SLANG } from "./workplace-slang.ts";

export type { PhraseEntry } from "./types.ts";

/** The free tool's phrase bank: casual phrases and professional alternatives (our own words). */
export const PHRASE_BANK: readonly PhraseEntry[] = [
  ...KNOWING_AND_ASKING,
  ...SAYING_NO,
  ...APOLOGIES_AND_FEEDBACK,
  ...MEETINGS_AND_GREETINGS,
  ...CAREER_AND_CUSTOMERS,
  ...WORKPLACE_SLANG,
  ...FRUSTRATIONS,
];
