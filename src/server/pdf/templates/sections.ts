import { Link, Text } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { ResumeDocument } from "../../../shared/resume.ts";
import {
  certificateEntries,
  type EntryStyles,
  educationEntries,
  experienceEntries,
  HEADINGS,
  h,
  languageLines,
  linkRows,
  paragraphs,
  projectEntries,
  renderEntry,
  section,
} from "./template-kit.ts";

// The standard sections in the one reading order every template uses. A template chooses
// which of them go in its main column and styles them.

export type SectionId =
  | "summary"
  | "experience"
  | "education"
  | "projects"
  | "certificates"
  | "skills"
  | "languages"
  | "links"
  | "interests";

export const MAIN_ORDER: SectionId[] = [
  "summary",
  "experience",
  "education",
  "projects",
  "certificates",
  "skills",
  "languages",
  "links",
  "interests",
];

export interface SectionStyles extends EntryStyles {
  heading: Record<string, string | number>;
  text: Record<string, string | number>;
  /** How skills print: one comma-separated paragraph, or one per line (narrow columns). */
  skillsAsList?: boolean;
}

const headingText: Record<SectionId, string> = { ...HEADINGS, interests: "Interests" };

export function renderSections(doc: ResumeDocument, ids: SectionId[], styles: SectionStyles) {
  // minPresenceAhead: a heading moves to the next page unless some of its content fits after it.
  const heading = (id: SectionId) =>
    h(Text, { style: styles.heading, minPresenceAhead: 48 }, headingText[id]);
  const texts = (lines: string[]) => lines.map((line, i) => h(Text, { key: i, style: styles.text }, line));
  const entries = (list: ReturnType<typeof experienceEntries>) =>
    list.map((entry, i) => renderEntry(entry, styles, i));

  const build: Record<SectionId, () => ReactElement[]> = {
    summary: () => texts(paragraphs(doc.summary)),
    experience: () => entries(experienceEntries(doc)),
    education: () => entries(educationEntries(doc)),
    projects: () => entries(projectEntries(doc)),
    certificates: () => entries(certificateEntries(doc)),
    skills: () => {
      const skills = doc.skills.map((skill) => skill.trim()).filter(Boolean);
      if (skills.length === 0) return [];
      return styles.skillsAsList ? texts(skills) : texts([skills.join(", ")]);
    },
    languages: () => texts(languageLines(doc)),
    links: () =>
      linkRows(doc).map((row, i) =>
        h(
          Text,
          { key: i, style: styles.text },
          `${row.label}: `,
          h(Link, { src: row.link, style: { color: String(styles.text.color ?? "#000000") } }, row.link),
        ),
      ),
    interests: () => texts(paragraphs(doc.hobbies)),
  };
  return ids.map((id) => section(id, heading(id), build[id]()));
}
