import {
  CANADIAN_PROVINCE_CODES,
  CANADIAN_PROVINCE_NAMES,
  US_STATE_CODES,
  US_STATE_NAMES,
} from "../../../../shared/us-canada-regions.ts";
import { COUNTRY_NAMES } from "./country-names.ts";

// Places as resumes print them: "City, Region", "City, Country", an address ending in a postal
// code, a country alone. A contact line's place and an entry's place are both read here.

/** 2 to 4 comma-separated names of 1 to 4 capitalised words (a street number or a postal code may lead). */
export function isCommaPlace(piece: string): boolean {
  const names = piece.split(",").map((name) => name.trim());
  return (
    piece.length <= 80 &&
    // A sentence's full stop, not an abbreviation's ("Washington, D.C.").
    !/^\p{L}{4}\.$/u.test(piece.slice(-5)) &&
    names.length >= 2 &&
    names.length <= 4 &&
    names.every((name) => /^[\p{Lu}\p{N}][\p{L}\p{N}.' -]*$/u.test(name) && name.split(" ").length <= 4)
  );
}

const US_STATES = new Set([...US_STATE_CODES, ...CANADIAN_PROVINCE_CODES]);
/** The states' and provinces' names, as people write them after a city ("Austin, Texas"). */
const REGION_NAMES = new Set([...US_STATE_NAMES, ...CANADIAN_PROVINCE_NAMES]);
const COUNTRIES = new Set([
  "usa",
  "us",
  "united states",
  "uk",
  "united kingdom",
  "england",
  "scotland",
  "wales",
  "ireland",
  "canada",
  "mexico",
  "brazil",
  "brasil",
  "argentina",
  "chile",
  "colombia",
  "peru",
  "spain",
  "españa",
  "france",
  "germany",
  "deutschland",
  "italy",
  "portugal",
  "netherlands",
  "belgium",
  "switzerland",
  "austria",
  "poland",
  "polska",
  "ukraine",
  "україна",
  "czech republic",
  "czechia",
  "sweden",
  "norway",
  "denmark",
  "finland",
  "greece",
  "turkey",
  "israel",
  "egypt",
  "nigeria",
  "kenya",
  "ghana",
  "south africa",
  "india",
  "pakistan",
  "bangladesh",
  "china",
  "japan",
  "south korea",
  "korea",
  "vietnam",
  "viet nam",
  "thailand",
  "singapore",
  "malaysia",
  "indonesia",
  "philippines",
  "australia",
  "new zealand",
  "lebanon",
  "jordan",
  "uae",
  "united arab emirates",
  "saudi arabia",
  "qatar",
  "remote",
  "hybrid",
  // ISO codes people and exports write after a city ("London, GB").
  ..."gb ie au nz de fr es it pt nl pl ua jp kr cn vn br mx".split(" "),
  ...COUNTRY_NAMES,
]);

/**
 * The place at the end of a text ("…, Dearborn, MI", "…, Lyon, France", "…, London, UK
 * (hybrid)"): the text before it and the place, or undefined when it does not end with one.
 */
export function trailingPlace(text: string): { before: string; place: string } | undefined {
  // A short note in brackets after the place: "Seattle, WA (remote from 2020)".
  const open = text.endsWith(")") ? text.lastIndexOf("(") : -1;
  const note = open > 0 && text.length - open <= 42 ? text.slice(open) : "";
  const body = note ? text.slice(0, open).trimEnd() : text;
  const pieces = body.split(",").map((piece) => piece.trim());
  const last = pieces.at(-1) ?? "";
  const region =
    US_STATES.has(last) || COUNTRIES.has(last.toLowerCase()) || REGION_NAMES.has(last.toLowerCase());
  if (!region) return undefined;
  if (
    COUNTRIES.has(last.toLowerCase()) &&
    ["remote", "hybrid"].includes(last.toLowerCase()) &&
    pieces.length === 1
  )
    return { before: "", place: text.trim() };
  if (pieces.length < 2) return undefined;
  const city = pieces.at(-2) ?? "";
  if (!city || city.split(" ").length > 4) return undefined;
  return { before: pieces.slice(0, -2).join(", "), place: `${city}, ${last}${note ? ` ${note}` : ""}` };
}

/** A piece that is a whole address or place ("Dearborn, Michigan, 48126, US", "Kraków, Poland"). */
export function looksLikePlace(piece: string): boolean {
  if (trailingPlace(piece)?.before === "") return true;
  // A country alone ("United Kingdom"); not a two-letter code, which may be a word ("IT").
  if (piece.length >= 4 && COUNTRIES.has(piece.trim().toLowerCase())) return true;
  const pieces = piece.split(",").map((p) => p.trim());
  const last = (pieces.at(-1) ?? "").toLowerCase();
  return (
    pieces.length >= 2 &&
    pieces.length <= 5 &&
    // Each part a short name or a number, as in an address: not a degree or a title before it.
    pieces.every((part) => part.split(" ").length <= 4) &&
    (COUNTRIES.has(last) || US_STATES.has(pieces.at(-1) ?? "") || /\d{4,6}/.test(piece))
  );
}
