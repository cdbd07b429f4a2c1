import { Link, Text } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { RenderOptions } from "../pdf-options.ts";
import { type Entry, MAIN_ORDER, type SectionId, type SkillLine } from "../resume-content.ts";
import { columnSections, type OutlineSection, type ResumeOutline } from "../resume-outline.ts";
import { type EntryStyles, h, type ResumeInput, renderEntry, section, withLead } from "./template-kit.ts";

export type { SectionId } from "../resume-content.ts";

// A design's sections, drawn from the resume's outline (resume-outline.ts): the one list of
// sections, headings, entries and dates the Word file and the plain text print too. A design
// decides only their styles and, for two columns, which column each goes in.

export interface SectionStyles extends EntryStyles {
  heading: Record<string, string | number>;
  text: Record<string, string | number>;
  /** How a skill group prints: "Label: a, b" on one line, or its label above (narrow columns). */
  skillsAsList?: boolean;
}

/** A group's label in bold before its skills, or above them in a narrow column. */
function skillLine(line: SkillLine, key: number, styles: SectionStyles): ReactElement {
  if (!line.label) return h(Text, { key, style: styles.text }, line.skills);
  const label = h(Text, { style: { fontWeight: 700 } }, styles.skillsAsList ? line.label : `${line.label}: `);
  return styles.skillsAsList
    ? h(Text, { key, style: styles.text }, label, "\n", line.skills)
    : h(Text, { key, style: styles.text }, label, line.skills);
}

/** One section's blocks, its heading inside the first (see renderEntry for why). */
function sectionBlocks(part: OutlineSection, styles: SectionStyles): ReactElement[] {
  // A section's heading is drawn inside the unbreakable block of its first entry or paragraph,
  // so a page never ends on a heading (minPresenceAhead did not hold before wrap={false} blocks).
  const lead = h(Text, { style: styles.heading }, part.heading);
  const texts = (lines: string[]) =>
    withLead(
      lead,
      lines.map((line, i) => h(Text, { key: i, style: styles.text }, line)),
    );
  const entries = (list: Entry[]) =>
    list.flatMap((entry, i) => renderEntry(entry, styles, `entry-${i}`, i === 0 ? lead : undefined));
  switch (part.kind) {
    case "paragraphs":
    case "lines":
      return texts(part.lines);
    case "entries":
      return entries(part.entries);
    case "skills":
      return withLead(
        lead,
        part.skills.map((line, i) => skillLine(line, i, styles)),
      );
    case "links":
      return withLead(
        lead,
        part.links.map((row, i) =>
          h(
            Text,
            { key: i, style: styles.text },
            `${row.label}: `,
            h(Link, { src: row.link, style: { color: String(styles.text.color ?? "#000000") } }, row.link),
          ),
        ),
      );
  }
}

/**
 * The outline's sections among `ids` (one column, in the design's order; the layout's order and
 * hidden sections applied) as a flat list of blocks: see renderEntry for why no section or entry
 * wraps its blocks.
 */
export function renderSections(
  outline: ResumeOutline,
  ids: readonly SectionId[],
  styles: SectionStyles | ((part: OutlineSection) => SectionStyles),
) {
  const stylesOf = typeof styles === "function" ? styles : () => styles;
  return columnSections(outline, ids).flatMap((part, i) =>
    section(`${part.id}-${i}`, sectionBlocks(part, stylesOf(part))),
  );
}

/** Every section in the usual order (or the layout's) in one column, styled as `stylesOf` says. */
export const oneColumn =
  (stylesOf: (options: RenderOptions) => SectionStyles) =>
  ({ outline, options }: ResumeInput) =>
    renderSections(outline, MAIN_ORDER, stylesOf(options));
