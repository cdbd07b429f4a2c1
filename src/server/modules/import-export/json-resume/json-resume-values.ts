import { isPresentWord, normalizeTypedDate, storedDateParts } from "../../../../shared/month-year.ts";
import { isSafeLink } from "../../../../shared/resume.ts";

// Small value conversions between JSON Resume and our document (docs/decisions/006).

const ISO_DATE = /^(\d{4})-(\d{2})(?:-\d{2})?(?:T.*)?$/;

/**
 * "2013-12-01", "2013-12" (also with a time), "12/2013" or "Dec 2013" -> "12/2013"; a bare year "2013" ->
 * "2013" (docs/decisions/018); anything else ("yesterday", "2013-13") -> "".
 */
export function toMonthYear(value: string | null | undefined): string {
  const date = value?.trim() ?? "";
  const iso = date.match(ISO_DATE);
  if (iso) return normalizeTypedDate(`${iso[1]}-${iso[2]}`) ?? "";
  // Otherwise as a person would write it: "12/2013", "Dec 2013", a bare year.
  return normalizeTypedDate(date) ?? "";
}

/** "12/2013" -> "2013-12" and "2013" -> "2013" (JSON Resume's ISO 8601 precisions); "" -> undefined. */
export function toIsoMonth(value: string): string | undefined {
  const parts = storedDateParts(value);
  if (!parts) return undefined;
  return parts.month ? `${parts.year}-${String(parts.month).padStart(2, "0")}` : String(parts.year);
}

/** An end date of "Present" and the like, in any language the product reads, means the role is ongoing. */
export function isOngoing(value: string | null | undefined): boolean {
  return isPresentWord(value ?? "");
}

/**
 * A link we can store: http(s)/mailto as given, a bare host ("example.com/x") as https, and ""
 * for anything else (javascript:, data:, garbage) so that an unsafe link is never kept.
 */
export function toSafeLink(value: string | null | undefined): string {
  const link = value?.trim() ?? "";
  if (!link) return "";
  if (isSafeLink(link)) return link;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(link) && isSafeLink(`https://${link}`)) {
    return `https://${link}`;
  }
  return "";
}

// Profile pages of well-known networks, for profiles that name a user but give no URL.
const PROFILE_URLS: Record<string, string> = {
  behance: "https://www.behance.net/",
  dribbble: "https://dribbble.com/",
  facebook: "https://www.facebook.com/",
  github: "https://github.com/",
  gitlab: "https://gitlab.com/",
  instagram: "https://www.instagram.com/",
  linkedin: "https://www.linkedin.com/in/",
  medium: "https://medium.com/@",
  soundcloud: "https://soundcloud.com/",
  twitter: "https://twitter.com/",
  x: "https://x.com/",
  youtube: "https://www.youtube.com/@",
};

/** The profile URL of `username` on a well-known network, or "" when we do not know it. */
export function profileUrl(network: string, username: string): string {
  const base = PROFILE_URLS[network.trim().toLowerCase()];
  const name = username.trim().replace(/^@/, "");
  if (!base || !/^[A-Za-z0-9._-]{1,100}$/.test(name)) return "";
  return `${base}${name}`;
}

/** The user name a profile URL ends with ("https://github.com/ada" -> "ada"), when it has one. */
export function usernameOf(link: string): string | undefined {
  try {
    const segments = new URL(link).pathname.split("/").filter(Boolean);
    const last = segments.at(-1);
    if (segments.length === 1 && last) return decodeURIComponent(last).replace(/^@/, "");
    if (segments.length === 2 && segments[0] === "in" && last) return decodeURIComponent(last);
  } catch {
    // not a URL: no user name
  }
  return undefined;
}

/** Text and highlights -> one field: the text, then one "- " line per highlight. */
export function joinWithHighlights(text: string, highlights: string[]): string {
  const lines = highlights.map((line) => line.trim()).filter(Boolean);
  return [text.trim(), ...lines.map((line) => `- ${line}`)].filter(Boolean).join("\n");
}

/** The reverse: lines starting with "- ", "* " or "• " are highlights, the rest is the text. */
export function splitHighlights(value: string): { text: string; highlights: string[] } {
  const text: string[] = [];
  const highlights: string[] = [];
  for (const line of value.split(/\r?\n/)) {
    const highlight = bulletText(line);
    if (highlight) highlights.push(highlight);
    else text.push(line);
  }
  return { text: text.join("\n").trim(), highlights };
}

/** "  - Led it" -> "Led it"; "" when the line is no bullet. Plain string steps: a regex such as
 * /^\s*[-*•]\s+(.*)$/ backtracks over a long whitespace run with the square of its length. */
function bulletText(line: string): string {
  const rest = line.trimStart();
  const afterMarker = rest.slice(1);
  const isBullet = rest !== "" && "-*•".includes(rest.charAt(0)) && /^\s/.test(afterMarker);
  return isBullet ? afterMarker.trim() : "";
}

/** "Name: a, b" <-> { name, keywords }, the one-line form of skills and interests. */
export function joinKeywords(name: string, keywords: string[]): string {
  const words = keywords.map((word) => word.trim()).filter(Boolean);
  if (!words.length) return name.trim();
  return name.trim() ? `${name.trim()}: ${words.join(", ")}` : words.join(", ");
}
export function splitKeywords(value: string): { name: string; keywords: string[] } {
  const at = value.indexOf(": ");
  if (at < 0) return { name: value.trim(), keywords: [] };
  return { name: value.slice(0, at).trim(), keywords: splitList(value.slice(at + 2)) };
}

/** "a, b ,c" -> ["a", "b", "c"]. */
export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Drops empty strings, empty lists and undefined, so an export carries no "" dates or URLs. */
export function compact<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) => item !== undefined && item !== "" && !(Array.isArray(item) && item.length === 0),
    ),
  ) as Partial<T>;
}
