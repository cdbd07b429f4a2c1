import type { DraftLocation, ResumeDraft } from "../../../../shared/resume-draft.ts";
import {
  type ContactDetails,
  contactPieces,
  readContactPieces,
  readStrayDetails,
  withLabelLinesJoined,
} from "./contact-details.ts";
import {
  isBareHandle,
  isDetailsBlock,
  readDetailsBlock,
  withLeadingDetails,
  withoutContactLines,
  withoutProfileGrid,
} from "./details-block.ts";
import { readEducation } from "./education-entries.ts";
import {
  isDocumentTitle,
  isDocumentTitleText,
  joinedNameWords,
  nameLinesOf,
  spacedName,
  withoutDocumentTitle,
} from "./header-name.ts";
import { readInterests, readLanguages, readLinks, readSkills } from "./list-sections.ts";
import { readAwards, readCertificates, readPublications, readReferences } from "./named-items.ts";
import { looksLikePlace } from "./places.ts";
import { readProjects, readVolunteer, readWork } from "./section-entries.ts";
import { sectionOfWords } from "./section-headings.ts";
import type { SourceLine } from "./source-lines.ts";
import { type Section, splitSections } from "./split-sections.ts";
import { withWrappedAddressesJoined } from "./wrapped-addresses.ts";

// The offline resume reader: a document's lines (from a PDF, a Word file or pasted text) -> a
// JSON Resume draft, with the places it is unsure of and the lines it could not place, for the
// review screen. Sections are found by their headings (split-sections.ts), the header's name
// and contact details anywhere in it, entries by their layout (entry-blocks.ts).

export interface LinesReading {
  resume: ResumeDraft;
  lowConfidence: string[];
  unplaced: string[];
}

const PAGE_NUMBER = /^(?:page\s*)?\d{1,2}\s*(?:(?:of|\/)\s*\d{1,2})?$/i;

export function resumeFromLines(lines: SourceLine[]): LinesReading {
  const reading: LinesReading = { resume: { basics: {} }, lowConfidence: [], unplaced: [] };
  const details: ContactDetails = { profiles: [] };
  const sections = splitSections(withWrappedAddressesJoined(withoutPageFurniture(lines)));
  readHeader(sections[0]?.lines ?? [], details, reading);
  for (const section of sections.slice(1)) {
    // An About box's leading details first (with their place), then detail lines anywhere.
    const lead = section.key === "summary" ? withLeadingDetails(section.lines, details) : section.lines;
    const lines = section.key === "references" ? lead : withoutContactLines(lead, details);
    readSection({ ...section, lines }, details, reading);
  }
  if (!details.email || !details.phone) reading.unplaced = readStrayDetails(reading.unplaced, details);
  const { basics } = reading.resume;
  if (details.email) basics.email = details.email;
  if (basics.name && details.email) basics.name = spacedName(basics.name, details.email);
  if (details.phone) basics.phone = details.phone;
  if (details.url) basics.url = details.url;
  if (details.profiles.length) basics.profiles = details.profiles;
  if (details.place) basics.location = locationOf(details.place);
  if (!basics.email) reading.lowConfidence.push("basics.email");
  if (!looksLikeName(basics.name ?? "")) reading.lowConfidence.push("basics.name");
  return reading;
}

/** Two to five words, no digits, none of a sentence's punctuation: "Łukasz Wiśniewski, PE", "山田 花子". */
function looksLikeName(text: string): boolean {
  const words = text.split(" ").filter(Boolean);
  return words.length >= 1 && words.length <= 6 && !/[\d@:;!?|/]/.test(text) && /^\p{Lu}|^\p{Lo}/u.test(text);
}

/**
 * Page numbers and the name repeated atop later pages (a PDF's running heads and feet are gone
 * already: page-furniture.ts).
 */
function withoutPageFurniture(lines: SourceLine[]): SourceLine[] {
  const name = lines[0]?.text;
  return lines.filter((line, index) => {
    if (PAGE_NUMBER.test(line.text)) return false;
    const firstOnPage = index > 0 && (lines[index - 1] as SourceLine).page !== line.page;
    return !(firstOnPage && line.text === name);
  });
}

/**
 * The name is the header's largest line (header-name.ts); then come the
 * headline, contact details and the place; a paragraph there is the summary.
 */
function readHeader(lines: SourceLine[], details: ContactDetails, reading: LinesReading) {
  const { basics } = reading.resume;
  const { line: nameLine, second: nameEnd } = nameLinesOf(lines);
  const summary: string[] = [];
  const handles: string[] = [];
  // The name's second line may carry a detail beside it, in a part of its own ("O'Callaghan |
  // +44 7700 900461"): the name's words go with the name, the rest is read as any header line.
  const nameEndWords = (nameEnd?.parts?.[0] ?? nameEnd?.text ?? "").trim();
  for (const line of withLabelLinesJoined(lines)) {
    if (line === nameEnd && !line.parts) continue;
    // The document's title ("RÉSUMÉ" over the name) is neither the name nor the headline.
    if (isDocumentTitle(line)) continue;
    // The document's title set apart beside the name ("Ana Ruiz | CV") is no headline either.
    const pieces = contactPieces(
      (line === nameEnd ? line.parts?.slice(1) : undefined) ??
        nameFirst(line === nameLine ? line.parts : undefined) ??
        line.parts ?? [line.text],
    ).filter((piece) => line !== nameLine || !isDocumentTitleText(piece));
    // (Not when the name goes on under it: then the pieces beside it are details, "London, United".)
    if (line === nameLine && !nameEnd) pieces.splice(0, pieces.length, ...joinedNameWords(pieces));
    const rest = readContactPieces(pieces, details);
    // A headline with separators ("Nurse | Epic Super User") stays whole unless it held details;
    // on the name's line, the name comes first and the headline after it ("Ana Ruiz | Nurse").
    const nameAndHeadline = line === nameLine && pieces.length > 1 && looksLikeName(pieces[0] as string);
    if (rest.length === pieces.length && !line.parts && !rest.some(looksLikePlace))
      rest.splice(
        0,
        rest.length,
        ...(nameAndHeadline ? [pieces[0] as string, pieces.slice(1).join(" | ")] : [line.text]),
      );
    for (const piece of rest) {
      if (line === nameLine && !basics.name)
        basics.name = withoutDocumentTitle(nameEnd ? `${piece} ${nameEndWords}` : piece);
      else if (looksLikePlace(piece) && !details.place) details.place = piece;
      else if (piece.split(" ").length >= 15) summary.push(piece);
      else if (!basics.label && !line.bullet && summary.length === 0) basics.label = piece;
      else if (piece === line.text.trim() && isBareHandle(piece)) handles.push(piece);
      else reading.unplaced.push(piece);
    }
  }
  // A lone lower-case word on a line of its own among the header's email and phone is a
  // profile's handle whose network icon was dropped (an image, an icon font).
  if (details.email || details.phone) for (const username of handles) details.profiles.push({ username });
  else reading.unplaced.push(...handles);
  if (summary.length) {
    basics.summary = summary.join(" ");
    reading.lowConfidence.push("basics.summary");
  }
}

/**
 * The name line's parts with the name first: a margin's place or label may stand on the name's
 * row, left of it ("Austin, Texas | Jordan Ellis", Europass's "PERSONAL INFORMATION | Ana Ruiz"),
 * and a name is never a place or a section's name.
 */
function nameFirst(parts: string[] | undefined): string[] | undefined {
  if (!parts || parts.length < 2) return parts;
  const notName = (part: string) => looksLikePlace(part) || Boolean(sectionOfWords(part));
  if (!notName(parts[0] as string)) return parts;
  const name = parts.findIndex((part) => looksLikeName(part) && !notName(part));
  return name > 0 ? [parts[name] as string, ...parts.filter((_, at) => at !== name)] : parts;
}

function locationOf(place: string): DraftLocation {
  const pieces = place.split(",").map((piece) => piece.trim());
  if (pieces.length === 2) return { city: pieces[0], region: pieces[1] };
  return { address: place };
}

function summaryText(lines: SourceLine[]): string {
  return lines
    .map((line, index) =>
      index > 0 && (line.bullet || (line.gapBefore ?? 0) > 0.5) ? `\n${line.text}` : line.text,
    )
    .join(" ")
    .replace(/ \n/g, "\n")
    .trim();
}

function readSection(section: Section, details: ContactDetails, reading: LinesReading) {
  const { resume } = reading;
  // A contact list broken over a page goes on under the next section's heading: a network's
  // name over a handle opening a section is a profile, whatever the section.
  const lines = withoutProfileGrid(section.lines, details, { leadingOnly: true });
  if (!lines.length) return;
  if (section.key !== "references" && isDetailsBlock(lines)) {
    const { name, rest } = readDetailsBlock(lines, details);
    if (name && !looksLikeName(resume.basics.name ?? "")) resume.basics.name = name;
    reading.unplaced.push(...rest);
    return;
  }
  const add = <K extends keyof ResumeDraft>(key: K, items: ResumeDraft[K] & unknown[]) => {
    const list = (resume[key] ?? []) as unknown[];
    resume[key] = [...list, ...items] as ResumeDraft[K];
  };
  switch (section.key) {
    case "summary": {
      const prose = withoutProfileGrid(lines, details);
      if (!prose.length) return;
      const text = summaryText(prose);
      resume.basics.summary = resume.basics.summary ? `${resume.basics.summary}\n${text}` : text;
      return;
    }
    case "work":
      return addEntries(reading, "work", readWork(lines));
    case "volunteer":
      return addEntries(reading, "volunteer", readVolunteer(lines));
    case "education":
      return addEntries(reading, "education", readEducation(lines));
    case "projects":
      return addEntries(reading, "projects", readProjects(lines));
    case "certificates":
      return add("certificates", readCertificates(lines) ?? []);
    case "awards":
      return add("awards", readAwards(lines) ?? []);
    case "publications":
      return add("publications", readPublications(lines) ?? []);
    case "references":
      return add("references", readReferences(lines) ?? []);
    case "skills":
      return add("skills", readSkills(lines));
    case "languages":
      return add("languages", readLanguages(lines));
    case "interests":
      return add("interests", readInterests(lines));
    case "profiles":
    case "contact":
      for (const piece of readLinks(withoutProfileGrid(lines, details), details)) {
        if (looksLikePlace(piece) && !details.place) details.place = piece;
        else reading.unplaced.push(piece);
      }
      return;
    default:
      reading.unplaced.push(...(section.heading ? [section.heading] : []), ...lines.map((line) => line.text));
  }
}

type EntrySection = "work" | "volunteer" | "education" | "projects";

function addEntries<K extends EntrySection>(
  reading: LinesReading,
  key: K,
  { entries, unsure }: { entries: NonNullable<ResumeDraft[K]>; unsure: string[] },
) {
  const offset = reading.resume[key]?.length ?? 0;
  reading.resume[key] = [...(reading.resume[key] ?? []), ...entries] as ResumeDraft[K];
  // Paths count from this section's first entry: shift them past earlier sections of the kind.
  reading.lowConfidence.push(
    ...unsure.map((path) => path.replace(/\[(\d+)\]/, (_, n: string) => `[${Number(n) + offset}]`)),
  );
}
