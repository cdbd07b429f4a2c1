import { isPresentWord, monthOfWord } from "../../../../shared/month-year.ts";
import type { DraftLocation } from "../../../../shared/resume-draft.ts";
import { namesByCode } from "../../../ai/language/display-names.ts";
import { stripBullet } from "./bullet-glyphs.ts";

// LinkedIn's own ways of writing values in its export, read into JSON Resume's: dates
// ("Mar 2019"), bracketed TYPE:url lists, "City, Region, Country" places, free-text descriptions.
// Plain string steps throughout (no regex on the user's text).

// Month words and "Present" come from the product's one table (shared/month-year.ts).
const ENGLISH_STEMS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const isDigits = (text: string) => text.length > 0 && [...text].every((char) => char >= "0" && char <= "9");
const pad = (value: number) => String(value).padStart(2, "0");

function monthOf(token: string): number | undefined {
  const lower = token.toLowerCase();
  if (isDigits(lower)) {
    const month = Number(lower);
    return month >= 1 && month <= 12 ? month : undefined;
  }
  const named = monthOfWord(lower);
  if (named) return named;
  // Any English word opening with a month's first three letters, as LinkedIn varies them.
  const index = ENGLISH_STEMS.indexOf(lower.slice(0, 3));
  return index >= 0 && [...lower].every((char) => char >= "a" && char <= "z") ? index + 1 : undefined;
}

function dayOf(token: string): number | undefined {
  const day = isDigits(token) ? Number(token) : 0;
  return day >= 1 && day <= 31 ? day : undefined;
}

const yearOf = (token: string) => (token.length === 4 && isDigits(token) ? token : undefined);

/**
 * "Mar 2019" -> "2019-03", "2019" -> "2019", "Mar 15, 2019" / "15 Mar 2019" -> "2019-03-15",
 * and the numeric forms "2019-03", "03/2019", "3/15/2019" (US order). Empty or "Present" ->
 * undefined; anything else -> null (read, but not a date).
 */
export function linkedinDate(raw: string | undefined): string | undefined | null {
  const text = (raw ?? "").trim();
  if (text === "" || isPresentWord(text)) return undefined;
  const separator = text.includes("-") ? "-" : text.includes("/") ? "/" : " ";
  const tokens = text
    .split(separator === " " ? " " : separator)
    .flatMap((token) => token.split(","))
    .map((token) => token.trim())
    .filter(Boolean);
  const iso = separator === "-" && yearOf(tokens[0] ?? "") !== undefined;
  const ordered = iso ? [...tokens.slice(1), tokens[0] ?? ""] : tokens;
  const year = yearOf(ordered[ordered.length - 1] ?? "");
  if (!year) return null;
  const rest = ordered.slice(0, -1);
  if (rest.length === 0) return year;
  if (rest.length === 1) {
    const month = monthOf(rest[0] ?? "");
    return month ? `${year}-${pad(month)}` : null;
  }
  if (rest.length !== 2) return null;
  const [a = "", b = ""] = rest;
  // ISO keeps month before day; "15 Mar" names its month; otherwise month first, as LinkedIn writes.
  const dayFirst = !iso && !isDigits(b) && isDigits(a);
  const month = monthOf(dayFirst ? b : a);
  const day = dayOf(dayFirst ? a : b);
  return month && day ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A description's lines: those that start with a bullet glyph or "-" are highlights. */
export function splitDescription(raw: string | undefined): { summary?: string; highlights: string[] } {
  const summary: string[] = [];
  const highlights: string[] = [];
  for (const line of (raw ?? "").split("\n")) {
    const parts = [line.trim()];
    if (stripBullet(parts)) highlights.push(parts[0] ?? "");
    else if (parts[0]) summary.push(parts[0]);
  }
  return { ...(summary.length ? { summary: summary.join("\n") } : {}), highlights };
}

/** "[jdoe,@other]" or "jdoe" -> ["jdoe", "@other"]: LinkedIn brackets its comma lists. */
export function linkedinList(raw: string | undefined): string[] {
  let text = (raw ?? "").trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const isTypeWord = (text: string) =>
  text.length > 0 && [...text].every((char) => (char >= "A" && char <= "Z") || char === "_");

/**
 * "[PERSONAL:https://x.example.com,COMPANY:https://y.example]" -> typed values. A piece
 * without an upper-case TYPE: prefix continues the previous value (a comma inside a URL).
 */
export function typedList(raw: string | undefined): { type: string; value: string }[] {
  const items: { type: string; value: string }[] = [];
  let text = (raw ?? "").trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  for (const piece of text.split(",")) {
    const colon = piece.indexOf(":");
    const type = colon > 0 ? piece.slice(0, colon).trim() : "";
    const last = items[items.length - 1];
    if (isTypeWord(type) && type !== "HTTP" && type !== "HTTPS") {
      items.push({ type, value: piece.slice(colon + 1).trim() });
    } else if (last) last.value = `${last.value},${piece}`;
    else if (piece.trim()) items.push({ type: "OTHER", value: piece.trim() });
  }
  return items.filter((item) => item.value.trim() !== "");
}

/** "NATIVE_OR_BILINGUAL" -> "Native or bilingual"; LinkedIn's readable wordings stay. */
export function proficiency(raw: string): string {
  if (!isTypeWord(raw)) return raw;
  const words = raw.toLowerCase().split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ"]);
let countryCodes: Map<string, string> | undefined;

/** "United States" -> "US", from the runtime's own region names (no list to keep up to date). */
function countryCode(name: string): string | undefined {
  if (!countryCodes) {
    countryCodes = new Map();
    // First wins: "GB" before the reserved "UK"; groupings are not countries.
    for (const [code, region] of namesByCode("region")) {
      const key = region.toLowerCase();
      if (!NOT_COUNTRIES.has(code) && !countryCodes.has(key)) countryCodes.set(key, code);
    }
  }
  return countryCodes.get(name.trim().toLowerCase());
}

/** "Seattle, Washington, United States" -> city, region, countryCode (a lone name is a city). */
export function geoLocation(raw: string | undefined): DraftLocation {
  const parts = (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const code = parts.length > 0 ? countryCode(parts[parts.length - 1] ?? "") : undefined;
  const place = code ? parts.slice(0, -1) : parts;
  const [city, ...region] = place;
  return {
    ...(city ? { city } : {}),
    ...(region.length ? { region: region.join(", ") } : {}),
    ...(code ? { countryCode: code } : {}),
  };
}
