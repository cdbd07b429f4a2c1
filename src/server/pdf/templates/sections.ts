import { Link, Text } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { SECTION_HEADINGS, type SectionId } from "../resume-content.ts";
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
  withLead,
} from "./template-kit.ts";

export { MAIN_ORDER, type SectionId } from "../resume-content.ts";

export interface SectionStyles extends EntryStyles {
  heading: Record<string, string | number>;
  text: Record<string, string | number>;
  /** How skills print: one comma-separated paragraph, or one per line (narrow columns). */
  skillsAsList?: boolean;
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
    skills: (lead) => {
      const skills = doc.skills.map((skill) => skill.trim()).filter(Boolean);
      if (skills.length === 0) return [];
      return styles.skillsAsList ? texts(lead, skills) : texts(lead, [skills.join(", ")]);
    },
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
  };
  // A flat list of blocks (see renderEntry for why no section or entry wraps its blocks).
  return ids.flatMap((id) => section(id, build[id](heading(id))));
}
