import {
  addHandle,
  type ContactDetails,
  contactPieces,
  isContactLabel,
  readContactPieces,
} from "./contact-details.ts";
import { NETWORK_WORDS } from "./contact-icons.ts";
import { splitLabel, trimEndOf } from "./labelled-text.ts";
import { looksLikePlace } from "./places.ts";
import { dateRanges } from "./read-dates.ts";
import type { SourceLine } from "./source-lines.ts";

// A personal-details table: CV templates (Europass, LibreOffice's CV, many Word templates) print
// the name and contact details as "Label  value" rows under a heading of their own ("About me",
// "Personal information"), not as a header band. Such rows are details whatever the heading says.

/** The labels such a table gives the person's name, in the languages the reader knows. */
const NAME_LABELS = new Set(
  ["name", "full name", "nom", "nom complet", "nombre", "nombre completo", "nome", "nome completo"].concat([
    "vor- und nachname",
  ]),
);
const isNameLabel = (label: string) => NAME_LABELS.has(label.trim().toLowerCase());

/** "Email | me@x.com" set in two cells, or "Email: me@x.com". */
function labelledRow(line: SourceLine): { label: string; value: string } | undefined {
  if (line.parts?.length === 2) {
    const [label, value] = line.parts as [string, string];
    return { label: trimEndOf(label, ":：").trim(), value: value.trim() };
  }
  return splitLabel(line.text);
}

const isDetailsRow = (line: SourceLine) => {
  const row = labelledRow(line);
  return Boolean(row && (isContactLabel(row.label) || isNameLabel(row.label)));
};

/** Two or more rows, most of them labelled with a contact label or the name's. */
export function isDetailsBlock(lines: SourceLine[]): boolean {
  const rows = lines.filter(isDetailsRow).length;
  return rows >= 2 && rows * 3 >= lines.length * 2;
}

/** Reads the block's details into `details`; the name it labels, and the rows it could not place. */
export function readDetailsBlock(
  lines: SourceLine[],
  details: ContactDetails,
): { name?: string; rest: string[] } {
  let name: string | undefined;
  const rest: string[] = [];
  for (const line of lines) {
    const row = labelledRow(line);
    if (row && isNameLabel(row.label)) name ??= row.value;
    else if (row && isContactLabel(row.label))
      rest.push(...readContactPieces([`${row.label}: ${row.value}`], details));
    else rest.push(line.text);
  }
  return { ...(name ? { name } : {}), rest };
}

/** A handle whose network icon was an image or a dropped icon glyph: one lower-case word ("zoe_ak"). */
const BARE_HANDLE = /^[a-z0-9][a-z0-9._-]{1,38}$/;
export const isBareHandle = (text: string) => BARE_HANDLE.test(text) && /[a-z]/.test(text);

/** "Minneapolis MN US", "Austin, TX": a place as a contact list prints it, commas or not. */
const isPlaceLine = (text: string) => {
  // "New Brunswick, NJ – US": moderncv joins an address's parts with a dash.
  const place = text.replaceAll(" – ", ", ");
  return looksLikePlace(place) || /^(?:\p{Lu}[\p{L}.'-]*\s){1,3}[A-Z]{2}(?:\s[A-Z]{2})?$/u.test(place);
};

/**
 * A sidebar's box ("About", "Info") often lists the place, email, phone and handles one per
 * line before any prose: those leading lines are details when an email or a phone is among
 * them. Reads them into `details` and returns the lines after them.
 */
export function withLeadingDetails(lines: SourceLine[], details: ContactDetails): SourceLine[] {
  const trial: ContactDetails = { profiles: [] };
  let end = 0;
  let place: string | undefined;
  for (; end < lines.length; end++) {
    const line = lines[end] as SourceLine;
    const text = line.text.trim();
    if (readContactPieces(contactPieces(line.parts ?? [text]), trial).length === 0 || isBareHandle(text))
      continue;
    if (end === 0 && isPlaceLine(text)) place = text;
    else break;
  }
  if (!trial.email && !trial.phone) return lines;
  for (const line of lines.slice(place ? 1 : 0, end)) {
    const text = line.text.trim();
    if (isBareHandle(text)) addHandle(details, text);
    else readContactPieces(contactPieces(line.parts ?? [text]), details);
  }
  if (place) details.place ??= place;
  return lines.slice(end);
}

/** A network's name as a label ("GitHub"), not a lone "X", which may be a stray icon glyph. */
const networkOf = (text: string) => (text.length >= 3 ? NETWORK_WORDS[text.trim().toLowerCase()] : undefined);

/**
 * Profiles set as a grid: a row of network names over a row of handles, one under each
 * ("GitHub | LinkedIn" over "janedoe | jane-doe"), as JSON Resume themes and web templates
 * print them. Reads each pair into `details` and returns the other lines; with `leadingOnly`,
 * only the pairs before any other line.
 */
export function withoutProfileGrid(
  lines: SourceLine[],
  details: ContactDetails,
  { leadingOnly = false } = {},
): SourceLine[] {
  const rest: SourceLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (leadingOnly && rest.length) {
      rest.push(...lines.slice(index));
      break;
    }
    const line = lines[index] as SourceLine;
    const networks = (line.parts ?? [line.text]).map(networkOf);
    const handles = lines[index + 1]?.parts ?? [lines[index + 1]?.text ?? ""];
    if (
      networks.every(Boolean) &&
      handles.length === networks.length &&
      handles.every((handle) => BARE_HANDLE.test(handle.trim().replace(/^@/, "")))
    ) {
      handles.forEach((handle, at) => {
        details.profiles.push({ network: networks[at] as string, username: handle.trim() });
      });
      index++;
    } else rest.push(line);
  }
  return rest;
}

/** The pieces of a line, read into `into`, when every piece is a detail (or, with `handles`, a bare handle). */
function allDetails(line: SourceLine, into: ContactDetails, handles: boolean): boolean {
  const pieces = contactPieces(line.parts ?? [line.text]);
  // A footer's page number ("1/2") shares the row; the person's place may lead it.
  const rest = readContactPieces(pieces, into).filter((piece) => !PAGE_OF.test(piece));
  const places = rest.filter(isPlaceLine);
  const others = rest.filter((piece) => !isPlaceLine(piece));
  if (handles ? !others.every(isBareHandle) : others.length > 0) return false;
  for (const handle of others) addHandle(into, handle);
  if (places[0]) into.place ??= places[0];
  return true;
}
const PAGE_OF = /^\d{1,2}\s?(?:\/|of)\s?\d{1,2}$/;

/** "site.com", "https://github.com/me": a web address written out, not a network's name. */
const WEB_ADDRESS = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;
const webAddresses = (line: SourceLine) =>
  contactPieces(line.parts ?? [line.text]).filter((piece) => WEB_ADDRESS.test(piece.trim())).length;

/**
 * Lines of nothing but contact details outside the header (a page footer, as moderncv's casual
 * style prints it; a closing line): one holding an email or a phone, or two web addresses or
 * more (the person's site and profiles, "site.com · github.com/me": an entry's own link stands
 * alone), and the line under it when it holds only details or handles. They are read into `details` and leave their section.
 */
export function withoutContactLines(lines: SourceLine[], details: ContactDetails): SourceLine[] {
  const rest: SourceLine[] = [];
  let after = false;
  for (const line of lines) {
    const trial: ContactDetails = { profiles: [] };
    // A line of dates ("08/2017 - 04/2021") has a phone number's shape.
    const found =
      !dateRanges(line.text).length &&
      allDetails(line, trial, after) &&
      (after || Boolean(trial.email || trial.phone) || webAddresses(line) >= 2);
    if (found) {
      allDetails(line, details, after);
      after = true;
    } else {
      after = false;
      rest.push(line);
    }
  }
  return rest;
}
