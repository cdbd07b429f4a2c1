import type { ResumeEntityType } from "../../../shared/resume";

// The one line a collapsed entry card shows, e.g. "Registered Nurse · Lakeshore Regional ·
// 2019 – Present": what the entry is, where, and when. Years only: a card is read at a glance,
// and whatever form a date is stored in (MM/YYYY, a year alone) it carries a year.

type Read = (field: string) => unknown;

const text = (read: Read, field: string) => String(read(field) ?? "").trim();

/** The year a stored date names ("08/2011" -> "2011"), or "" when it names none. */
export function yearOf(value: string): string {
  return /\b(\d{4})\b/.exec(value)?.[1] ?? "";
}

function period(start: string, end: string, ongoing: boolean): string {
  const from = yearOf(start);
  const to = ongoing ? "Present" : yearOf(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from ? (ongoing ? `${from} – Present` : from) : to;
}

function parts(type: ResumeEntityType, read: Read): string[] {
  const dates = () => period(text(read, "start_date"), text(read, "end_date"), false);
  switch (type) {
    case "experiences":
      return [
        text(read, "role"),
        text(read, "company"),
        period(text(read, "start_date"), text(read, "end_date"), read("still_working") === true),
      ];
    case "educations": {
      const degree = [text(read, "degree"), text(read, "field_of_study")].filter(Boolean).join(", ");
      return [degree, text(read, "institution_name"), dates()];
    }
    case "projects":
      return [text(read, "name"), text(read, "organization"), dates()];
    case "certificates":
      return [text(read, "name"), text(read, "issuing_institution"), yearOf(text(read, "date_issued"))];
  }
}

/** The entry's summary line; "" for an entry with nothing telling in it yet. */
export function entrySummary(type: ResumeEntityType, read: Read): string {
  return parts(type, read).filter(Boolean).join(" · ");
}
