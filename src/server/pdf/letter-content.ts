import { trimChars } from "../../shared/linear-text.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { type ContactItem, contactItems, linkRows } from "./resume-content.ts";

// A cover letter as it prints, independent of any renderer: who wrote it (from the resume it
// was written from, or the account), the date, whom it is for and its text. Plain data, so it
// crosses to a pool worker and into the cache key as it is.

export interface LetterDocument {
  kind: "letter";
  full_name: string;
  /** The line under the name: the resume's printed headline, never its desired role. */
  headline: string;
  contact: ContactItem[];
  /** The writer's address, which picks the paper as a resume's does (shared/page-size.ts). */
  address?: string;
  /** The date line, already formatted. */
  date: string;
  job_title: string;
  company: string;
  text: string;
}

/** Anything the renderer prints: a resume or a cover letter. */
export type Printable = ResumeDocument | LetterDocument;
export const isLetter = (doc: Printable): doc is LetterDocument => "kind" in doc && doc.kind === "letter";

/**
 * The letter's paragraphs: blank lines separate them; a single newline inside one stays a line
 * break (an address block, "Kind regards,\nName"). Trailing spaces go, indentation stays.
 */
export function letterParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      trimChars(
        paragraph
          .split("\n")
          .map((line) => line.trimEnd())
          .join("\n"),
        "\n",
      ),
    )
    .filter((paragraph) => paragraph.trim());
}

/** "- " (or "• ", "* ") opens a list line: the direct tone's "what you ask, what I did" list, or the user's own. */
const LIST_MARKER = /^\s*[-•*]\s+/;

/** A list line's text without its marker, or undefined for a line that is no list item. */
export function listItemText(line: string): string | undefined {
  return LIST_MARKER.test(line) ? line.replace(LIST_MARKER, "") : undefined;
}

/** "Senior Engineer – Acme" (either alone when the other is empty), or "" with neither. */
export const letterSubject = (letter: Pick<LetterDocument, "job_title" | "company">) =>
  [letter.job_title.trim(), letter.company.trim()].filter(Boolean).join(" – ");

/** The date line of a letter printed on `date` (the server's UTC calendar day). */
export const letterDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);

/**
 * A letter's contact line: the resume's email, phone and address, then its links (shown without
 * "https://", which only lengthens the line; the link itself keeps it).
 */
export function letterContact(
  doc: Pick<ResumeDocument, "email" | "phone" | "address" | "links">,
): ContactItem[] {
  const links = linkRows(doc).map((row) => ({
    text: row.link.replace(/^https?:\/\//, "").replace(/\/$/, ""),
    href: row.link,
  }));
  return [...contactItems(doc), ...links];
}
