import { z } from "zod";
import { isStoredDate, STORED_DATE_MESSAGE } from "./month-year.ts";

// Field formats the resume document and its extra sections share (resume.ts, resume-extras.ts),
// and the limits every copy of a resume's text obeys (contracts, AI replies, imports, editors):
// declared here, the one file both resume.ts and resume-extras.ts can import without a cycle.

/** A short field (a name, a title, a date's place): characters. */
export const SHORT = 200;
/** A free-text field (a summary, a job's responsibilities, a letter's text): characters. */
export const LONG = 10_000;
/** Rows of each of a resume's lists: jobs, schools, projects, certificates, languages, links, an extra section's entries. */
export const MAX_ROWS = 50;
/** A job posting's text (a job's description, a letter's posting): characters. */
export const MAX_POSTING = 20_000;
export const short = z.string().trim().max(SHORT, `Use at most ${SHORT} characters.`);

/**
 * MM/YYYY; YYYY when only the year is known (docs/decisions/018); or empty while the user has
 * not filled it in. The wizard turns what people type ("Aug 2021") into these forms.
 */
export const monthYear = z.string().trim().refine(isStoredDate, STORED_DATE_MESSAGE);

const SAFE_PROTOCOLS = ["http:", "https:", "mailto:"];
export const UNSAFE_LINK_MESSAGE = "Links must start with http://, https:// or mailto:.";

/** Whether a link may be shown as a link: http(s) and mailto only (no javascript: and the like). */
export function isSafeLink(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** The longest link kept: a cut URL would lead somewhere else, so a longer one is refused. */
export const MAX_LINK = 2_000;

/** A link field: empty, or an http(s)/mailto URL. */
export const safeLink = z
  .string()
  .trim()
  .max(MAX_LINK)
  .refine((value) => value === "" || isSafeLink(value), UNSAFE_LINK_MESSAGE);
