import { MAX_LINK, MAX_ROWS } from "../../../shared/field-formats.ts";
import type { ImportReport } from "../../../shared/import-report.ts";
import { cutAtWord } from "../../../shared/linear-text.ts";
import {
  certificateFields,
  educationFields,
  experienceFields,
  projectFields,
  resumeFields,
} from "../../../shared/resume.ts";
import {
  MAX_EXTRA_SECTIONS,
  MAX_GROUP_KEYWORDS,
  MAX_SKILL_GROUPS,
  sectionEntry,
  skillGroup,
} from "../../../shared/resume-extras.ts";
import type { ImportedResume } from "./json-resume/json-resume.ts";

// An import never fails for length: each value of the mapped JSON Resume is kept up to the
// limit of the document field it lands in (cut after a whole word), rows past a row limit are
// left out, and both are noted in the report. The limits are read from the editor's schemas,
// so what an import stores always passes checkImportedContent.

const SKILL_LENGTH = skillGroup.shape.name.maxLength ?? 200;

type Shape = Record<string, unknown>;
// A cut URL would lead somewhere else: links are never cut, one over the limit is left out.
const LINK_KEYS = new Set(["link", "url"]);

/** The maximum length of a string field of `schema`, or undefined for other fields. */
function limitOf(schema: Shape, key: string): number | undefined {
  const field = schema[key] as { maxLength?: number | null } | undefined;
  return field?.maxLength ?? undefined;
}

export function fitImportedContent(imported: ImportedResume, report: ImportReport): ImportedResume {
  /** `value` trimmed and kept up to `max`, cut after a whole word. */
  const keep = (value: string, max: number, field: string) => {
    const trimmed = value.trim();
    if (trimmed.length <= max) return trimmed;
    const kept = cutAtWord(trimmed, max);
    report.shortened.push({ field, from: trimmed.length, to: kept.length });
    return kept;
  };
  /** Every string field of `row` with a limit in `schema`, fitted; other fields as they are. */
  const fitRow = <T extends object>(row: T, schema: Shape, place: string): T => {
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const [key, value] of Object.entries(row)) {
      const max = limitOf(schema, key);
      if (typeof value === "string" && max !== undefined && !LINK_KEYS.has(key))
        out[key] = keep(value, max, `${place}${key}`);
    }
    return out as T;
  };
  const firstRows = <T>(rows: T[], max: number, field: string): T[] => {
    if (rows.length <= max) return rows;
    report.leftOut.push({
      field,
      count: rows.length - max,
      reason: `left out (a resume keeps at most ${max})`,
    });
    return rows.slice(0, max);
  };

  const { skills, sections, languages, links, name, email, ...rest } = imported.fields;
  const fields: ImportedResume["fields"] = {
    ...fitRow(rest, resumeFields.shape, ""),
    // The resume's name repeats basics.name; its cut is reported as full_name's.
    name: cutAtWord(name.trim(), resumeFields.shape.name.maxLength ?? 200),
  };
  if (email !== undefined) {
    // A cut e-mail address would be a wrong one: one over the limit is left out.
    if (email.trim().length > (resumeFields.shape.email.options[1].maxLength ?? 200)) {
      report.leftOut.push({ field: "email", count: 1, reason: "left out (too long to be an address)" });
      fields.email = "";
    } else fields.email = email;
  }
  if (skills) {
    fields.skills = firstRows(skills, MAX_SKILL_GROUPS, "skills").map((group, index) => ({
      name: keep(group.name, SKILL_LENGTH, `skills[${index}].name`),
      keywords: firstRows(group.keywords, MAX_GROUP_KEYWORDS, `skills[${index}].keywords`).map((skill, at) =>
        keep(skill, SKILL_LENGTH, `skills[${index}].keywords[${at}]`),
      ),
    }));
  }
  if (sections) {
    fields.sections = firstRows(sections, MAX_EXTRA_SECTIONS, "sections").map((section, index) => ({
      ...section,
      entries: firstRows(section.entries, MAX_ROWS, `sections[${index}]`).map((entry, at) => {
        const place = `sections[${index}].entries[${at}]`;
        const fitted = fitRow(entry, sectionEntry.shape, `${place}.`);
        if (fitted.url.trim().length <= MAX_LINK) return fitted;
        report.leftOut.push({
          field: `${place}.url`,
          count: 1,
          reason: `left out (a link keeps at most ${MAX_LINK} characters)`,
        });
        return { ...fitted, url: "" };
      }),
    }));
  }
  if (languages) {
    fields.languages = firstRows(languages, MAX_ROWS, "languages").map((row, index) =>
      fitRow(row, resumeFields.shape.languages.element.shape, `languages[${index}].`),
    );
  }
  if (links) {
    const usable = links.filter((row) => row.link.trim().length <= MAX_LINK);
    if (usable.length < links.length) {
      report.leftOut.push({
        field: "links",
        count: links.length - usable.length,
        reason: `left out (a link keeps at most ${MAX_LINK} characters)`,
      });
    }
    fields.links = firstRows(usable, MAX_ROWS, "links").map((row, index) =>
      fitRow(row, resumeFields.shape.links.element.shape, `links[${index}].`),
    );
  }

  const rows = <T extends object>(list: T[], schema: Shape, field: string) =>
    firstRows(list, MAX_ROWS, field).map((row, index) => fitRow(row, schema, `${field}[${index}].`));
  return {
    fields,
    experiences: rows(imported.experiences, experienceFields.shape, "experiences"),
    educations: rows(imported.educations, educationFields.shape, "educations"),
    projects: rows(imported.projects, projectFields.shape, "projects").map((project, index) => {
      if (project.url.trim().length <= MAX_LINK) return project;
      report.leftOut.push({
        field: `projects[${index}].url`,
        count: 1,
        reason: `left out (a link keeps at most ${MAX_LINK} characters)`,
      });
      return { ...project, url: "" };
    }),
    certificates: rows(imported.certificates, certificateFields.shape, "certificates"),
  };
}
