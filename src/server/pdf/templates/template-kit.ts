import { Document, Image, Link, Page, Text, View } from "@react-pdf/renderer";
import { cloneElement, createElement, type ReactElement, type ReactNode } from "react";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { fontStack } from "../font-stack.ts";
import type { RenderOptions } from "../pdf-options.ts";
import { type ContactItem, contactLines, type Entry, splitContacts } from "../resume-content.ts";
import { type ResumeOutline, resumeOutline } from "../resume-outline.ts";
import { withLayout } from "./layout-kit.ts";

export { splitContacts } from "../resume-content.ts";

// Building blocks every template shares. Templates are plain .ts with createElement (no JSX):
// Node runs .ts by type stripping, not .tsx, and the workers load these files directly
// (docs/decisions/007-pdf-rendering.md). ATS rules kept here: real text only, standard
// headings, no letter-spacing, and an entry's heading never left alone at a page's foot.

export const h = createElement;
export type Style = Record<string, string | number>;

interface TemplateInput {
  doc: ResumeDocument;
  options: RenderOptions;
  /** The resume's photo as JPEG; only the modern and sidebar designs show it. */
  photo?: Buffer;
}
export type Template = (input: TemplateInput) => ReactElement;

/** What a design's sections draw from: the input and the resume's outline (resume-outline.ts). */
export interface ResumeInput extends TemplateInput {
  outline: ResumeOutline;
}

/** Who a page's header names: the resume's owner, or a cover letter's writer. */
export interface Person {
  name: string;
  role: string;
  contact: ContactItem[];
}

/**
 * What a design looks like apart from a resume's sections: its page, its header and its body
 * text. A design's resume and its cover letter (letter.ts) both print through it, so the two
 * documents match.
 */
export interface Design {
  page: Style;
  header: (person: Person, photo?: Buffer) => ReactElement;
  /** Wraps everything below the header (modern's header band is full width, its text is not). */
  body?: Style;
  /** Drawn on every page (creative's rule down the left edge). */
  decoration?: ReactElement;
  /** A cover letter's paragraphs. */
  text: Style;
}
export type DesignOf = (options: RenderOptions) => Design;

/** A document in `design`: its header, then `content` flowing over as many pages as it needs. */
export function designedDocument(input: {
  design: Design;
  options: RenderOptions;
  meta: { title: string; author: string };
  person: Person;
  photo?: Buffer;
  content: ReactNode[];
}): ReactElement {
  const { design, options, meta, person, photo } = input;
  // The resume's layout scales what the design drew (a letter has none: unchanged).
  const header = withLayout(design.header(person, photo), options, "header");
  const content = withLayout(input.content, options, "content");
  // Names and places in Arabic or CJK print in script fonts after the design's own (font-stack.ts).
  const fontFamily = fontStack(options.font, [header, content]);
  return h(
    Document,
    meta,
    h(
      Page,
      { size: pageSize(options), style: { ...design.page, fontFamily } },
      design.decoration ?? null,
      header,
      ...(design.body ? [h(View, { style: design.body }, ...content)] : content),
      watermark(options),
    ),
  );
}

/**
 * A design's resume: the owner's header in `designOf` (name, headline, and contacts with the
 * LinkedIn and portfolio links, as the outline has them), then what `content` prints (the
 * outline's sections, in the design's columns). Every design titles its PDF the same way.
 */
export function resumeTemplate(designOf: DesignOf, content: (input: ResumeInput) => ReactNode[]): Template {
  return (input) => {
    const outline = resumeOutline(input.doc, input.options.layout);
    return designedDocument({
      design: designOf(input.options),
      options: input.options,
      meta: { title: input.doc.full_name || input.doc.name, author: input.doc.full_name },
      person: { name: outline.fullName, role: outline.role, contact: outline.contact },
      photo: input.photo,
      content: content({ ...input, outline }),
    });
  };
}

/** A header's first lines: the name, and the role under it when there is one. */
export function nameAndRole(person: Person, nameStyle: Style, roleStyle: Style): (ReactElement | null)[] {
  return [
    h(Text, { style: nameStyle }, person.name),
    person.role ? h(Text, { style: roleStyle }, person.role) : null,
  ];
}

/**
 * No break inside a contact line but between its words: react-pdf takes a word followed by
 * anything but exactly one space (the separator's "  |  ") for a place it may hyphenate, and
 * printed "Austin, TX |-" before a URL; a URL or an address cut in two is one nobody can use.
 */
const WHOLE = 10_000;

const contactText = (item: ContactItem, key: number, linkStyle: Style) =>
  item.href ? h(Link, { key, src: item.href, style: linkStyle }, item.text) : item.text;

/**
 * The contact items as lines of text (contactLines: email, phone and address; then the web links;
 * then each long one alone), `separator` between the items of a line; links stay clickable.
 */
export function contactLine(
  contact: ContactItem[],
  separator: string,
  style: Style,
  linkStyle: Style,
): ReactElement[] {
  return contactLines(contact).map((line, at) =>
    h(
      Text,
      {
        key: `contact-${at}`,
        style: at === 0 ? style : { ...style, marginTop: 1 },
        hyphenationPenalty: WHOLE,
      },
      ...line.flatMap((item, i) => [i > 0 ? separator : "", contactText(item, i, linkStyle)]),
    ),
  );
}

/**
 * Each contact item as a block of its own (for a column, or a row that wraps); links stay
 * clickable. A long one (splitContacts) takes a full row, so a wrapping row never sets it beside
 * another and it is never cut.
 */
export function contactBlocks(
  contact: ContactItem[],
  style: Style,
  linkStyle: Style = style,
): ReactElement[] {
  const { long } = splitContacts(contact);
  return contact.map((item, i) => {
    const own = long.includes(item) ? { width: "100%" } : {};
    return item.href
      ? h(
          Text,
          { key: i, style: { ...linkStyle, ...own }, hyphenationPenalty: WHOLE },
          h(Link, { src: item.href, style: linkStyle }, item.text),
        )
      : h(Text, { key: i, style: { ...style, ...own }, hyphenationPenalty: WHOLE }, item.text);
  });
}

export interface EntryStyles {
  entry: Style;
  title: Style;
  dates: Style;
  subtitle: Style;
  line: Style;
}

/**
 * One entry, as sibling blocks (no wrapper View). The heading and the first paragraph are one
 * unbreakable block (wrap={false}), so a page never ends on a heading whose text starts on the
 * next page; later paragraphs may break. `lead` (the section heading, for a section's first
 * entry) joins that block for the same reason.
 *
 * Why siblings: react-pdf 4 (layout splitNodes) keeps a breakable View whole on the current page
 * when its first child is an unbreakable block that does not fit, if that View is the first of
 * its own parent's children: the block then overflows the page's end, where a single column
 * squeezes it (heading, title and dates overprint) and a column of a row clips it (the entry is on
 * no page). An unbreakable block must therefore never open a breakable View: entries and sections
 * are flat lists of blocks that the page (or a column) breaks between.
 */
export function renderEntry(
  entry: Entry,
  styles: EntryStyles,
  key: string,
  lead?: ReactElement,
): ReactElement[] {
  const [first, ...rest] = entry.lines;
  // The entry's frame (a design's rule or padding beside it, styles.entry) goes on each of its
  // blocks, so it still reads as one; its vertical margins go on the first and last block.
  const { marginTop, marginBottom, ...frame } = styles.entry;
  const framed = Object.keys(frame).length > 0;
  const outer = (index: number) => ({
    ...(index === 0 && marginTop !== undefined ? { marginTop } : {}),
    ...(index === rest.length && marginBottom !== undefined ? { marginBottom } : {}),
  });
  const line = (text: string, index: number) =>
    framed
      ? h(
          View,
          { key: `${key}-${index}`, style: { ...frame, ...outer(index) } },
          h(Text, { style: styles.line }, `• ${text}`),
        )
      : h(Text, { key: `${key}-${index}`, style: [styles.line, outer(index)] }, `• ${text}`);
  // Dates share the subtitle's line instead of sitting right-aligned on the title's: text off
  // to the right is read as a separate column by pdftotext and lands out of order.
  const meta = [entry.subtitle, entry.dates].filter(Boolean);
  const head = h(
    View,
    { key, wrap: false, style: { ...frame, ...outer(0) } },
    lead ?? null,
    h(Text, { style: styles.title }, entry.title),
    meta.length > 0
      ? h(
          Text,
          { style: styles.subtitle },
          entry.subtitle,
          meta.length > 1 ? "  |  " : "",
          entry.dates ? h(Text, { style: styles.dates }, entry.dates) : null,
        )
      : null,
    entry.link ? h(Link, { src: entry.link, style: styles.subtitle }, entry.link) : null,
    first ? h(Text, { style: styles.line }, `• ${first}`) : null,
  );
  return [head, ...rest.map((text, i) => line(text, i + 1))];
}

/**
 * A section's blocks with keys unique on the page, or nothing when it has no content (its
 * heading travels inside the first block). No wrapper View: see renderEntry.
 */
export function section(key: string, children: ReactElement[]): ReactElement[] {
  // The blocks never move within their section: their position is a stable key.
  // biome-ignore lint/suspicious/noArrayIndexKey: static list, rendered once to a PDF.
  return children.map((child, i) => cloneElement(child, { key: `${key}-${i}` }));
}

/** Keeps `lead` (a section heading) on the same page as the first of `children`. */
export function withLead(lead: ReactElement, children: ReactElement[]): ReactElement[] {
  const [first, ...rest] = children;
  if (!first) return [];
  return [h(View, { key: "lead", wrap: false }, lead, first), ...rest];
}

/** "Preview" across every page of an unpaid user's preview. */
function watermark(options: RenderOptions): ReactElement | null {
  if (!options.watermark) return null;
  return h(
    Text,
    {
      fixed: true,
      style: {
        position: "absolute",
        top: "42%",
        left: 0,
        right: 0,
        textAlign: "center",
        fontSize: 96,
        color: "#000000",
        // Horizontal on purpose: pdftotext drops rotated text, and the watermark must be seen.
        opacity: 0.08,
      },
    },
    "Preview",
  );
}

/** react-pdf's name for the page size. */
const pageSize = (options: RenderOptions) => (options.pageSize === "Letter" ? "LETTER" : "A4");

/** A round photo of `size` points, or nothing. */
export function roundPhoto(photo: Buffer | undefined, size: number, style: Style = {}): ReactElement | null {
  if (!photo) return null;
  return h(Image, {
    src: { data: photo, format: "jpg" },
    style: { width: size, height: size, borderRadius: size / 2, objectFit: "cover", ...style },
  });
}
