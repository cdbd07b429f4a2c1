import type { DraftProfile } from "../../../../shared/resume-draft.ts";
import { NETWORK_WORDS, withoutIcon } from "./contact-icons.ts";
import { splitContactPieces } from "./contact-pieces.ts";
import { splitLabel, trimEndOf } from "./labelled-text.ts";
import { isCommaPlace } from "./places.ts";
import type { SourceLine } from "./source-lines.ts";

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
  "e-mail email mail phone tel telephone mobile cell cellphone contact website web portfolio url homepage address location linkedin github twitter"
    .split(" ")
    .concat(["email address", "e-mail address", "email add", "phone number", "mobile number"])
    .concat(["contact no", "contact number", "phone no", "mobile no", "cell no", "tel no", "home page"])
    // The same labels in French, German, Spanish, Portuguese and Italian.
    .concat(
      "courriel téléphone tél portable adresse site telefon handy mobil anschrift webseite correo teléfono celular móvil dirección endereço telefone telemóvel indirizzo telefono cellulare sito".split(
        " ",
      ),
    )
    .concat([
      "adresse e-mail",
      "adresse mail",
      "e-mail-adresse",
      "correo electrónico",
      "site web",
      "sito web",
    ]),
);
/** A label as typed, lower case, without the full stop of an abbreviation ("Contact No."). */
const labelKey = (label: string) => label.trim().toLowerCase().replace(/\.$/, "").replace(/\s+/g, " ");
const withoutLabel = (piece: string) => {
  const labelled = splitLabel(piece);
  return labelled && CONTACT_LABELS.has(labelKey(labelled.label)) ? labelled.value : piece;
};
export const isContactLabel = (text: string) => CONTACT_LABELS.has(labelKey(text));
/**
 * A contact label set before its value with no colon ("Phone +44 20 7946 0000", "Email me@x.com"),
 * as a table's label column or a "Mobile … | Email …" line prints it: the label's one or two
 * words, and the rest. The caller reads the rest only when it is a detail on its own.
 */
function afterLabelWord(piece: string): { label: string; value: string } | undefined {
  const words = piece.trim().split(" ");
  for (const count of [2, 1]) {
    const label = words.slice(0, count).join(" ");
    if (words.length > count && CONTACT_LABELS.has(labelKey(label)))
      return { label, value: words.slice(count).join(" ") };
  }
  return undefined;
}

/** "Address: Dearborn, Michigan" -> "Dearborn, Michigan". */
export const withoutContactLabel = withoutLabel;
/** Labels that say the value is the person's place. */
const PLACE_LABELS = new Set(
  ["address", "location", "home address", "residence", "city", "based in"].concat(
    "adresse domicile ville anschrift wohnort dirección domicilio ciudad endereço morada cidade indirizzo residenza città".split(
      " ",
    ),
  ),
);
const ON_REQUEST = /^(?:available )?(?:up)?on request$/i;

export function contactPieces(parts: string[]): string[] {
  return splitContactPieces(parts, isDetailWord, isPhone, isPieceLabel);
}

/**
 * A label that starts a detail inside a run of details: a contact label, or one capital letter
 * (British and Australian resumes label details "T:", "M:", "E:", "W:"; American ones "P:").
 */
const isPieceLabel = (label: string) => isContactLabel(label) || /^\p{Lu}$/u.test(label);

/**
 * An email address. The domain may have no dot: templates print placeholders such as
 * "Jane.Doe@university", and a word with an "@" inside, set apart as a detail, is nothing else.
 */
function isEmail(piece: string): boolean {
  const value = withoutLabel(piece).replace(/^mailto:/i, "");
  if (/\s/.test(value) || value.length > 254) return false;
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const domain = value.slice(at + 1);
  if (!/^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*$/u.test(domain)) return false;
  const dot = domain.lastIndexOf(".");
  return dot < 0 ? /^\p{L}{2,}$/u.test(domain) : /^[a-z]{2,}$/i.test(domain.slice(dot + 1));
}

/**
 * "131-221-87xxx", "+41 79 *** ** **" -> masked digits as 0s: each "*", and each run of two or
 * more x's that no other letter touches. One pass, no pattern that could backtrack.
 */
function withMaskAsDigits(value: string): string {
  if (value.length > 40) return value;
  let out = "";
  let index = 0;
  while (index < value.length) {
    const char = value[index] as string;
    if (char === "*") {
      out += "0";
      index++;
      continue;
    }
    let end = index;
    while (value[end] === "x" || value[end] === "X") end++;
    const touchesLetter = /\p{L}/u.test(value[index - 1] ?? "") || /\p{L}/u.test(value[end] ?? "");
    if (end - index >= 2 && !touchesLetter) {
      out += "0".repeat(end - index);
      index = end;
    } else {
      out += char;
      index++;
    }
  }
  return out;
}

/**
 * 7 to 15 digits among phone punctuation, with nothing else ("(313) 555-0147", "+44 7700 900461").
 * Published resumes mask some digits with x or * ("131-221-87xxx", "*** **"); they count as digits.
 */
function isPhone(piece: string): boolean {
  const value = withoutLabel(piece);
  // The longest number with its punctuation and an extension is under 40 characters.
  if (value.length > 40) return false;
  if (ON_REQUEST.test(value)) return true;
  const unmasked = withMaskAsDigits(value);
  if (!/^(?:\(\+|[+(])?\d[\d\s().\-–/]*\d(?:\s*(?:x|ext\.?)\s*\d{1,5})?$/i.test(unmasked)) return false;
  const digits = unmasked.replace(/\D/g, "").length;
  // Two years with a dash between ("1863-1865", "2019 – 2021") are a period, not a number.
  return digits >= 7 && digits <= 15 && !/^(?:1[5-9]|20)\d\d\s*[-–]\s*(?:1[5-9]|20)\d\d$/.test(unmasked);
}

// Words that look like a host name but are a file or a technology ("Node.js", "d3.js", "cv.pdf").
const NOT_DOMAINS = new Set(
  "js jsx ts tsx mjs cjs json yaml yml txt pdf doc docx exe html htm css md".split(" "),
);

/** A web address, with or without its scheme ("www.x.com", "x.example.com/in/me"). */
function isWebAddress(piece: string): boolean {
  const value = withoutLabel(piece);
  if (/\s/.test(value) || value.includes("@") || value.length > 500) return false;
  if (/^https?:\/\//i.test(value)) return true;
  const host = value.split("/")[0] ?? "";
  const labels = host.split(".");
  const top = labels.at(-1) ?? "";
  // A bare name with no "www." and no path is a host only with a lower-case top-level domain
  // that no file or library name ends with: "ES.Next", "ASP.NET" and "Node.js" are no sites.
  const bare = !value.includes("/") && !/^www\./i.test(value);
  if (bare && (top !== top.toLowerCase() || NOT_DOMAINS.has(top))) return false;
  return (
    labels.length >= 2 && labels.every((label) => /^[a-z0-9-]+$/i.test(label)) && /^[a-z]{2,}$/i.test(top)
  );
}

/**
 * A one-word detail that can stand among other words: an email with a dotted domain, or an
 * address that is surely one ("e@em" in letter-spaced "j o h n . d o e@em a il" is neither).
 */
const isDetailWord = (word: string) =>
  (isEmail(word) && word.includes(".", word.indexOf("@"))) ||
  (isWebAddress(word) && (/^(?:https?:\/\/|www\.)/i.test(word) || word.includes("/")));

const isDetail = (value: string) => isEmail(value) || isPhone(value) || isWebAddress(value);

/**
 * A profile's handle as printed: one word of Latin letters, digits, ".", "_" or "-", maybe after
 * "@" (networks' handles are typed in ASCII; an icon before a word in another script, "教育背景",
 * is a heading's icon).
 */
const HANDLE = /^@?[A-Za-z0-9_][A-Za-z0-9._-]{0,38}$/;
const isHandle = (word: string) => HANDLE.test(word) && /[A-Za-z]/.test(word);

/**
 * Letter-spaced type comes out of a PDF with a space after every letter
 * ("j o h n . d o e@em a il . c o m"); an email or a web address has no space, so such a piece
 * is read with its spaces taken out.
 */
function withoutLetterSpacing(piece: string): string | undefined {
  const words = piece.split(" ").filter(Boolean);
  if (words.length < 4 || words.filter((word) => [...word].length <= 2).length * 4 < words.length * 3) return;
  const joined = words.join("");
  return isEmail(joined) || isWebAddress(joined) ? joined : undefined;
}

const withScheme = (address: string) => (/^https?:\/\//i.test(address) ? address : `https://${address}`);

function profileOf(address: string, label: string): DraftProfile | undefined {
  const lower = address.toLowerCase();
  const known = NETWORKS.find(([host]) => lower.includes(host));
  // A one-letter label ("W:", "I:") abbreviates "web" or a network: it names no network.
  const network =
    known?.[1] ??
    (label && label.length > 1 && !/^(?:website|web|portfolio|url|homepage)$/i.test(label)
      ? label
      : undefined);
  if (!network) return undefined;
  const username = trimEndOf(address, "/").split("/").at(-1);
  return { network, url: withScheme(address), ...(username && username !== address ? { username } : {}) };
}

/** "Github:// janedoe": a template's way of printing a network's handle like an address. */
function networkHandle(piece: string): { network: string; username: string } | undefined {
  const colon = piece.indexOf(":");
  if (colon < 1 || colon > 20) return undefined;
  const label = piece.slice(0, colon).trim();
  const network = NETWORK_WORDS[label.toLowerCase()];
  let value = piece.slice(colon + 1);
  while (value.startsWith("/")) value = value.slice(1);
  value = value.trim();
  return network && isHandle(value) ? { network, username: value } : undefined;
}

const MAX_PROFILES = 40;

/** A profile printed twice (in the header and again in a links section) is one profile. */
/** Whether a line holds an email address or a phone number among its pieces. */
export const holdsEmailOrPhone = (text: string) =>
  contactPieces([text]).some((piece) => {
    const value = afterLabelWord(piece)?.value ?? piece;
    return isEmail(value) || isPhone(value) || isEmail(piece) || isPhone(piece);
  });

/** A handle on a network the document does not name (its icon was an image): kept once. */
export function addHandle(into: ContactDetails, username: string) {
  if (!into.profiles.some((known) => !known.network && known.username === username))
    addProfile(into, { username });
}

function addProfile(into: ContactDetails, profile: DraftProfile) {
  // No resume lists more than a few dozen; more is a broken or hostile file (and stays linear).
  if (into.profiles.length >= MAX_PROFILES) return;
  // Handles behind two unnamed icons may be on two networks: only a known one is compared.
  const key = (p: DraftProfile) =>
    (p.url ?? (p.network ? `${p.network}/${p.username ?? ""}` : "")).toLowerCase();
  if (!key(profile) || !into.profiles.some((known) => key(known) === key(profile)))
    into.profiles.push(profile);
}

/** Reads one detail into `into`; false when the piece holds none. */
function readDetail(piece: string, label: string, into: ContactDetails): boolean {
  const value = withoutLabel(piece);
  if (isEmail(piece)) into.email ??= value.replace(/^mailto:/i, "");
  else if (isPhone(piece)) into.phone ??= value;
  else if (isWebAddress(piece)) {
    const profile = profileOf(value, label);
    if (profile) addProfile(into, profile);
    else if (!into.url) into.url = withScheme(value);
    // A second address on no known network is still the person's: a link, named in the review.
    else if (into.url !== withScheme(value)) addProfile(into, { url: withScheme(value) });
  } else return false;
  return true;
}

/** Reads the details out of pieces; what is not a detail comes back as `rest`. */
/** How many details `into` holds: a line that adds one is a contact line. */
const detailCount = (into: ContactDetails) =>
  into.profiles.length + [into.email, into.phone, into.url, into.place].filter(Boolean).length;

export function readContactPieces(pieces: string[], into: ContactDetails): string[] {
  const rest: string[] = [];
  const before = detailCount(into);
  for (const piece of withNetworkLabels(pieces)) {
    const labelled = splitLabel(piece);
    const label = labelled?.label ?? "";
    if (readDetail(piece, label, into)) continue;
    if (labelled && readDetail(labelled.value, label, into)) continue;
    const handle = networkHandle(piece);
    if (handle) {
      addProfile(into, handle);
      continue;
    }
    if (labelled && PLACE_LABELS.has(labelKey(label))) {
      into.place ??= labelled.value;
      continue;
    }
    const unlabelled = afterLabelWord(piece);
    if (unlabelled && readDetail(unlabelled.value, unlabelled.label, into)) continue;
    const spaced = withoutLetterSpacing(piece);
    if (spaced && readDetail(spaced, "", into)) continue;
    const led = withoutIcon(piece, isDetail);
    if (led.icon && led.value) {
      if (readDetail(led.value, led.network ?? "", into)) continue;
      // A lone word after an icon is a handle on the network the icon shows ("\uF09B janedoe").
      if (isHandle(led.value)) {
        addProfile(into, { ...(led.network ? { network: led.network } : {}), username: led.value });
        continue;
      }
    }
    // An icon alone (its detail was cut off or not printed) is nothing to place.
    if (!led.icon || led.value) rest.push(led.icon ? led.value : piece);
  }
  const read = detailCount(into) > before;
  // Beside other details, a network's name alone is a link to the profile behind the word
  // ("LinkedIn | me@x.com"): the text layer keeps the word, not the address it links to. And
  // "@name" is a handle ("@janedoe"), on a network the line does not say.
  const others = !read
    ? rest
    : rest.filter((piece) => {
        // Not a lone letter: "X" may be a stray icon glyph as well as the network.
        const network = piece.length >= 3 ? NETWORK_WORDS[piece.toLowerCase()] : undefined;
        if (network) addProfile(into, { network });
        else if (piece.startsWith("@") && isHandle(piece)) addProfile(into, { username: piece });
        else return true;
        return false;
      });
  // Beside other details, "City, Region" is the person's place even when the region is not a
  // known one ("Paris, Texas"): a contact line holds nothing else of that shape. Not its first
  // piece: a name with a credential leads its line the same way ("Daniel K. Osei, PhD").
  const place =
    read && !into.place ? others.findIndex((piece) => piece !== pieces[0] && isCommaPlace(piece)) : -1;
  if (place >= 0) into.place = others.splice(place, 1)[0];
  return others;
}

/**
 * A network's name set in a cell of its own before the handle ("LinkedIn | jordan-vale"), as
 * profile lists print it: the name labels the handle beside it, as "LinkedIn: jordan-vale" does.
 */
function withNetworkLabels(pieces: string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < pieces.length; at++) {
    const piece = pieces[at] as string;
    const next = pieces[at + 1];
    const named = piece.length >= 3 && NETWORK_WORDS[piece.toLowerCase()] !== undefined;
    if (named && next !== undefined && isHandle(next)) {
      out.push(`${piece}: ${next}`);
      at++;
    } else out.push(piece);
  }
  return out;
}

/**
 * The email and phone among texts no section took (`unplaced`): a sidebar's contact list read
 * after the main column, or under a heading the reader did not know, is still the person's.
 * Only a text that is wholly one of them (after its icon) is taken; the rest come back.
 */
export function readStrayDetails(texts: string[], into: ContactDetails): string[] {
  return texts.filter((text) => {
    const { value } = withoutIcon(text, isDetail);
    if (!into.email && isEmail(value)) into.email = value.replace(/^mailto:/i, "");
    else if (!into.phone && isPhone(value) && !ON_REQUEST.test(value)) into.phone = value;
    else return true;
    return false;
  });
}

/**
 * A contact label on a line of its own, its value on the next ("Address" over "12 Rizal St,
 * Cebu"), as a sidebar's contact list prints them: one "Label: value" line.
 */
export function withLabelLinesJoined(lines: SourceLine[]): SourceLine[] {
  const joined: SourceLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as SourceLine;
    const next = lines[index + 1];
    const label = trimEndOf(line.text, ":：").trim();
    if (next && !line.parts && !next.parts && isContactLabel(label) && !splitLabel(next.text)) {
      joined.push({ ...next, text: `${label}: ${next.text}` });
      index++;
    } else joined.push(line);
  }
  return joined;
}
