import type { DraftProfile } from "../../../../shared/resume-draft.ts";
import { splitLabel, trimEndOf } from "./labelled-text.ts";

// Contact details found anywhere in a resume's first lines: email, phone, web addresses (a
// LinkedIn or GitHub address is a profile, any other the website) and the place. Pieces are
// the line's parts split at the separators resumes put between details ("|", "·", "•").

export interface ContactDetails {
  email?: string;
  phone?: string;
  url?: string;
  place?: string;
  profiles: DraftProfile[];
}

const NETWORKS: [host: string, network: string][] = [
  ["linkedin.", "LinkedIn"],
  ["github.", "GitHub"],
  ["gitlab.", "GitLab"],
  ["behance.", "Behance"],
  ["dribbble.", "Dribbble"],
  ["twitter.", "Twitter"],
  ["x.com", "X"],
  ["stackoverflow.", "Stack Overflow"],
  ["medium.", "Medium"],
  ["orcid.", "ORCID"],
  ["scholar.google.", "Google Scholar"],
  ["researchgate.", "ResearchGate"],
  ["kaggle.", "Kaggle"],
];

/** "Phone: …", "E-mail: …", "LinkedIn: …": the label is not part of the value. */
const CONTACT_LABELS = new Set(
  "e-mail email phone tel telephone mobile cell website web portfolio url address location linkedin github twitter"
    .split(" ")
    .concat(["email address", "phone number"]),
);
const withoutLabel = (piece: string) => {
  const labelled = splitLabel(piece);
  return labelled && CONTACT_LABELS.has(labelled.label.toLowerCase()) ? labelled.value : piece;
};
export const isContactLabel = (text: string) => CONTACT_LABELS.has(text.trim().toLowerCase());
/** "Address: Dearborn, Michigan" -> "Dearborn, Michigan". */
export const withoutContactLabel = withoutLabel;
const ON_REQUEST = /^(?:available )?(?:up)?on request$/i;
const PIECE_SEPARATORS = / [|·•◦▪] | {2}|\t/;

export function contactPieces(parts: string[]): string[] {
  return parts
    .flatMap((part) => part.split(PIECE_SEPARATORS))
    .map((piece) => piece.trim())
    .filter(Boolean);
}

function isEmail(piece: string): boolean {
  const value = withoutLabel(piece).replace(/^mailto:/i, "");
  if (/\s/.test(value) || value.length > 254) return false;
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  return dot > 0 && /^[a-z]{2,}$/i.test(domain.slice(dot + 1));
}

/** 7 to 15 digits among phone punctuation, with nothing else ("(313) 555-0147", "+44 7700 900461"). */
function isPhone(piece: string): boolean {
  const value = withoutLabel(piece);
  if (ON_REQUEST.test(value)) return true;
  if (!/^[+(]?\d[\d\s().\-–/]*\d(?:\s*(?:x|ext\.?)\s*\d{1,5})?$/i.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15 && !/^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/.test(value);
}

/** A web address, with or without its scheme ("www.x.com", "x.example.com/in/me"). */
function isWebAddress(piece: string): boolean {
  const value = withoutLabel(piece);
  if (/\s/.test(value) || value.includes("@") || value.length > 500) return false;
  if (/^https?:\/\//i.test(value)) return true;
  const host = value.split("/")[0] ?? "";
  const labels = host.split(".");
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9-]+$/i.test(label)) &&
    /^[a-z]{2,}$/i.test(labels.at(-1) ?? "")
  );
}

const withScheme = (address: string) => (/^https?:\/\//i.test(address) ? address : `https://${address}`);

function profileOf(address: string, label: string): DraftProfile | undefined {
  const lower = address.toLowerCase();
  const known = NETWORKS.find(([host]) => lower.includes(host));
  const network =
    known?.[1] ?? (label && !/^(?:website|web|portfolio|url|homepage)$/i.test(label) ? label : undefined);
  if (!network) return undefined;
  const username = trimEndOf(address, "/").split("/").at(-1);
  return { network, url: withScheme(address), ...(username && username !== address ? { username } : {}) };
}

/** Reads the details out of pieces; what is not a detail comes back as `rest`. */
export function readContactPieces(pieces: string[], into: ContactDetails): string[] {
  const rest: string[] = [];
  for (const piece of pieces) {
    const labelled = splitLabel(piece);
    const label = labelled?.label ?? "";
    const value = withoutLabel(piece);
    if (isEmail(piece)) into.email ??= value.replace(/^mailto:/i, "");
    else if (isPhone(piece)) into.phone ??= value;
    else if (isWebAddress(piece) || (labelled && isWebAddress(labelled.value))) {
      const address = isWebAddress(piece) ? value : (labelled?.value ?? value);
      const profile = profileOf(address, label);
      if (profile) into.profiles.push(profile);
      else into.url ??= withScheme(address);
    } else rest.push(piece);
  }
  return rest;
}

const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR AB BC MB NB NL NS ON PE QC SK".split(
    " ",
  ),
);
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
  const region = US_STATES.has(last) || COUNTRIES.has(last.toLowerCase());
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
  const pieces = piece.split(",").map((p) => p.trim());
  const last = (pieces.at(-1) ?? "").toLowerCase();
  return (
    pieces.length >= 2 &&
    pieces.length <= 5 &&
    (COUNTRIES.has(last) || US_STATES.has(pieces.at(-1) ?? "") || /\d{4,6}/.test(piece))
  );
}
