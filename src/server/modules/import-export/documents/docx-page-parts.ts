import { zipSync } from "fflate";
import type { SourceLine } from "./source-lines.ts";

// A Word document's page header and footer: many Word and Writer resume templates set the name,
// the headline or the contact line there (word/header1.xml, word/footer1.xml), and a reader of
// the body alone loses them. Each part is read as a document of its own (its root element made a
// body), by the same reader as the body; header lines go before the body's, footer lines after
// them, as a PDF of the page prints them. A line repeated by another part (a first-page header
// beside the default one) is kept once.

/** Word names a document's headers header1.xml… and footers footer1.xml…; a few at most. */
const MAX_PARTS = 6;

type ReadLines = (docx: Buffer) => Promise<SourceLine[]>;

export async function pagePartLines(
  files: Record<string, Uint8Array>,
  kind: "header" | "footer",
  read: ReadLines,
): Promise<SourceLine[]> {
  const names = Object.keys(files)
    .filter((name) => isPagePart(name, kind))
    .sort()
    .slice(0, MAX_PARTS);
  const lines: SourceLine[] = [];
  for (const name of names) {
    const body = asDocument(new TextDecoder().decode(files[name]), kind === "header" ? "w:hdr" : "w:ftr");
    if (!body) continue;
    const part = { ...files, "word/document.xml": new TextEncoder().encode(body) };
    let partLines: SourceLine[];
    try {
      partLines = await read(Buffer.from(zipSync(part, { level: 0 })));
    } catch {
      continue; // A damaged header costs its lines, not the document.
    }
    for (const line of partLines) if (!lines.some((known) => known.text === line.text)) lines.push(line);
  }
  return lines;
}

/** "word/header2.xml" for kind "header" (not its .rels, not another folder's). */
function isPagePart(name: string, kind: string): boolean {
  const prefix = `word/${kind}`;
  if (!name.startsWith(prefix) || !name.endsWith(".xml")) return false;
  const number = name.slice(prefix.length, -4);
  return /^\d{0,3}$/.test(number);
}

/** The part's XML with its root (<w:hdr …>…</w:hdr>) made <w:document …><w:body>…</w:body></w:document>. */
function asDocument(xml: string, root: string): string | undefined {
  const open = xml.indexOf(`<${root}`);
  const openEnd = open < 0 ? -1 : xml.indexOf(">", open);
  const close = xml.lastIndexOf(`</${root}>`);
  if (openEnd < 0 || close < openEnd) return undefined;
  const attributes = xml.slice(open + root.length + 1, openEnd);
  return `${xml.slice(0, open)}<w:document${attributes}><w:body>${xml.slice(openEnd + 1, close)}</w:body></w:document>`;
}
