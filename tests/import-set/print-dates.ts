// How the import set's own layouts print a JSON Resume date ("2019-03-15", "2019-03" or
// "2019"), and what a reader can then know of it: a date printed as "Mar 2019" can only be read
// back as "2019-03", one printed as "2019" as "2019".

export interface DateStyle {
  /** "short" Mar 2019, "long" March 2019, "numeric" 03/2019, "year" 2019. */
  month: "short" | "long" | "numeric" | "year";
  /** Between the two dates of a range. */
  dash: string;
  /** The end of a range that has not ended. */
  present: string;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The ISO date as far as `style` prints it: "2019-03-15" -> "2019-03" (or "2019"). */
export function printedPrecision(iso: string | undefined, style: DateStyle): string | undefined {
  const [year, month] = (iso ?? "").split("-");
  if (!year) return undefined;
  return month && style.month !== "year" ? `${year}-${month}` : year;
}

export function printDate(iso: string | undefined, style: DateStyle): string {
  const [year, month] = (printedPrecision(iso, style) ?? "").split("-");
  if (!year) return "";
  if (!month) return year;
  const name = MONTHS[Number(month) - 1] ?? month;
  if (style.month === "numeric") return `${month}/${year}`;
  return `${style.month === "short" ? name.slice(0, 3) : name} ${year}`;
}

/** "Mar 2019 – Present", "03/2019 - 06/2021", "2019"; an entry with a start and no end is still going. */
export function printRange(dates: { startDate?: string; endDate?: string }, style: DateStyle): string {
  const start = printDate(dates.startDate, style);
  const end = printDate(dates.endDate, style) || (start ? style.present : "");
  if (start && end) return `${start}${style.dash}${end}`;
  return start || end;
}
