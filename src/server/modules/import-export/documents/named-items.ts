import type { ResumeDraft } from "../../../../shared/resume-draft.ts";
import { compact } from "../json-resume/json-resume-values.ts";
import { readEntryHead } from "./entry-head.ts";
import { type ReadEntry, readBlocks, text } from "./entry-reading.ts";
import { orgScore } from "./entry-words.ts";
import type { SourceLine } from "./source-lines.ts";

// Certificates, awards, publications and references: a name, who gave it, a date, a few words.

/** Certificates, awards, publications: a name, who gave it, a date, a few words more. */
function namedItems(lines: SourceLine[]): ReadEntry[] {
  // A list with no bullets and every line alike is one item per line.
  const flat = lines.every((line) => !line.bullet && !line.bold) || lines.every((line) => line.bullet);
  if (!flat) return readBlocks(lines);
  return lines.map((line) => oneLineItem(line));
}

/**
 * "Teacher of the Year, Sandia Vista Elementary School (May 2023). Chosen by staff for …": the
 * first sentence names the item (its name, then who gave it after the last comma when nothing
 * else sets them apart), the rest describes it.
 */
function oneLineItem(line: SourceLine): ReadEntry {
  const text = withoutNumbering(line.parts ? line.parts.join(" | ") : line.text);
  const stop = text.search(/[.)] \p{Lu}/u);
  const [name, about] = stop > 0 ? [text.slice(0, stop + 1), text.slice(stop + 2)] : [text, ""];
  const head = readEntryHead([{ ...line, text: name.replace(/\.$/, ""), parts: undefined, bullet: false }]);
  const only = head.pieces[0];
  const comma = only && head.pieces.length === 1 ? only.lastIndexOf(", ") : -1;
  if (only && comma > 0 && orgScore(only.slice(comma + 2)) > 0)
    head.pieces.splice(0, 1, only.slice(0, comma), only.slice(comma + 2));
  return { head, highlights: [], prose: about ? [about] : [] };
}

/** "1. ", "2) ", "[3] ": a numbered list's numbers. */
function withoutNumbering(text: string): string {
  const match = /^(?:\d{1,3}[.)]|\[\d{1,3}\])\s/.exec(text);
  return match ? text.slice(match[0].length) : text;
}

export function readCertificates(lines: SourceLine[]): ResumeDraft["certificates"] {
  return namedItems(lines).map(({ head, prose, highlights }) => {
    const [name, issuer, ...more] = head.pieces;
    const url = head.url ?? [...prose, ...highlights].find((line) => /^https?:\/\//i.test(line));
    return compact({
      name,
      issuer: [issuer, ...more].filter(Boolean).join(", "),
      date: head.dates?.start,
      url,
    });
  });
}

export function readAwards(lines: SourceLine[]): ResumeDraft["awards"] {
  return namedItems(lines).map(({ head, prose, highlights }) => {
    const [title, awarder, ...more] = head.pieces;
    const summary = text([...more, ...prose, ...highlights]);
    return compact({ title, awarder, date: head.dates?.start, summary });
  });
}

export function readPublications(lines: SourceLine[]): ResumeDraft["publications"] {
  return namedItems(lines).map(({ head, prose, highlights }) => {
    // "Title. Journal, 18(4), Apr 2025.": the sentence after the title names where and when.
    const venue =
      !head.pieces[1] && prose[0]
        ? readEntryHead([{ text: prose[0].replace(/\.$/, ""), page: 1 }])
        : undefined;
    if (venue?.dates) {
      head.pieces.push(...venue.pieces);
      head.dates ??= venue.dates;
      prose.shift();
    }
    const [name, publisher, ...more] = head.pieces;
    const summary = text([...more, ...prose, ...highlights]);
    return compact({ name, publisher, releaseDate: head.dates?.start, url: head.url, summary });
  });
}

export function readReferences(lines: SourceLine[]): ResumeDraft["references"] {
  return readBlocks(lines).map(({ head, prose, highlights }) => {
    const reference = text([...prose, ...highlights]);
    return compact({ name: head.pieces.join(", "), reference });
  });
}
