import { storedDateParts } from "./month-year.ts";

// How a resume prints its dates (issue 34 point 5, docs/decisions/034-word-matches-pdf.md): a
// layout setting (shared/resume-layout.ts `dateFormat`) that the PDF, Word and plain text all
// print with. Dates are stored as "MM/YYYY" or "YYYY" (decision 018); this only shows them.

export const dateFormats = ["month-name", "month-number", "year-month"] as const;
export type DateFormat = (typeof dateFormats)[number];

/** What a resume prints when the user chose nothing: the month's short name, "Aug 2019". */
export const DEFAULT_DATE_FORMAT: DateFormat = "month-name";

/** Each format shown as it prints (the Layout panel's choices say exactly this). */
export const DATE_FORMAT_EXAMPLES: Record<DateFormat, string> = {
  "month-name": "Aug 2019",
  "month-number": "08/2019",
  "year-month": "2019-08",
};

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A stored date as `format` prints it: "08/2019" -> "Aug 2019", "08/2019" or "2019-08"; a year
 * alone stays the year in every format; anything else (never stored, but an old revision may
 * hold it) prints as it is.
 */
export function displayDate(stored: string, format: DateFormat = DEFAULT_DATE_FORMAT): string {
  const parts = storedDateParts(stored);
  if (!parts) return stored.trim();
  if (parts.month === undefined) return String(parts.year);
  const month = String(parts.month).padStart(2, "0");
  if (format === "month-number") return `${month}/${parts.year}`;
  if (format === "year-month") return `${parts.year}-${month}`;
  return `${SHORT_MONTHS[parts.month - 1]} ${parts.year}`;
}
