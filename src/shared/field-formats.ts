import { z } from "zod";
import { isStoredDate, STORED_DATE_MESSAGE } from "./month-year.ts";
import { SHORT } from "./text-limits.ts";

// Field formats the resume document and its extra sections share (resume.ts, resume-extras.ts),
// the one file both can import without a cycle.

// The limits themselves live in text-limits.ts (no zod, so a web page can read them without
// bundling zod); they are exported here too for the schemas' many users.
export { LONG, MAX_POSTING, MAX_ROWS, SHORT } from "./text-limits.ts";

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
