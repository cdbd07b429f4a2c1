import { Link, Text } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { arrangeSections } from "../../../shared/resume-layout.ts";
import type { RenderOptions } from "../pdf-options.ts";
import {
  extraSectionEntries,
  MAIN_ORDER,
  SECTION_HEADINGS,
  type SectionId,
  type SkillLine,
  skillLines,
} from "../resume-content.ts";
import {
  certificateEntries,
  type EntryStyles,
  educationEntries,
  experienceEntries,
  h,
  languageLines,
  linkRows,
  paragraphs,
  projectEntries,
  renderEntry,
  section,
  type TemplateInput,
  withLead,
} from "./template-kit.ts";

export type { SectionId } from "../resume-content.ts";

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

export function renderSections(doc: ResumeDocument, ids: SectionId[], styles: SectionStyles) {
  // A section's heading is drawn inside the unbreakable block of its first entry or paragraph,
  // so a page never ends on a heading (minPresenceAhead did not hold before wrap={false} blocks).
  const heading = (id: SectionId) => h(Text, { style: styles.heading }, SECTION_HEADINGS[id]);
  const texts = (lead: ReactElement, lines: string[]) =>
    withLead(
      lead,
      lines.map((line, i) => h(Text, { key: i, style: styles.text }, line)),
    );
  const entries = (lead: ReactElement, list: ReturnType<typeof experienceEntries>) =>
    list.flatMap((entry, i) => renderEntry(entry, styles, `entry-${i}`, i === 0 ? lead : undefined));

  const build: Record<SectionId, (lead: ReactElement) => ReactElement[]> = {
    summary: (lead) => texts(lead, paragraphs(doc.summary)),
    experience: (lead) => entries(lead, experienceEntries(doc)),
    education: (lead) => entries(lead, educationEntries(doc)),
    projects: (lead) => entries(lead, projectEntries(doc)),
    certificates: (lead) => entries(lead, certificateEntries(doc)),
    skills: (lead) =>
      withLead(
        lead,
        skillLines(doc).map((line, i) => skillLine(line, i, styles)),
      ),
    languages: (lead) => texts(lead, languageLines(doc)),
    links: (lead) =>
      withLead(
        lead,
        linkRows(doc).map((row, i) =>
          h(
            Text,
            { key: i, style: styles.text },
            `${row.label}: `,
            h(Link, { src: row.link, style: { color: String(styles.text.color ?? "#000000") } }, row.link),
          ),
        ),
      ),
    interests: (lead) => texts(lead, paragraphs(doc.hobbies)),
    // Each extra section under its own heading; `lead` (the list's placeholder heading) unused.
    extras: () =>
      extraSectionEntries(doc).flatMap((extra, i) =>
        section(`extra-${i}`, entries(h(Text, { style: styles.heading }, extra.heading), extra.entries)),
      ),
  };
  // A flat list of blocks (see renderEntry for why no section or entry wraps its blocks).
  return ids.flatMap((id) => section(id, build[id](heading(id))));
}

/** `ids` (one column's sections in the design's order) as the resume's layout orders and hides them. */
export const arranged = (ids: readonly SectionId[], options: RenderOptions): SectionId[] =>
  arrangeSections(ids, options.layout);

/** Every section in the usual order (or the layout's) in one column, styled as `stylesOf` says. */
export const oneColumn =
  (stylesOf: (options: RenderOptions) => SectionStyles) =>
  ({ doc, options }: TemplateInput) =>
    renderSections(doc, arranged(MAIN_ORDER, options), stylesOf(options));
