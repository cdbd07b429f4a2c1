import {
  type ImproveAnswer,
  type ImprovePayload,
  MAX_IMPROVE_LINES,
} from "../../../shared/contracts/improve.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { fieldUnits } from "../../ai/field-units.ts";
import type { BulletSuggestion, ImproveRequest } from "../../ai/improve-types.ts";
import { askForNumber } from "../../ai/offline/suggest-improvements.ts";
import { tenseByDates } from "../../ai/offline/tense.ts";
import type { Writer } from "../../ai/writer.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import { getResume } from "../resumes/get-resume.ts";
import { callWriter, toAiError } from "./writer-call.ts";

// "Improve" in the wizard (issue 14): suggestions for each line of one field of the user's own
// resume. Nothing is saved and no generation credit is spent: the user accepts a suggestion
// into the field, and the wizard's autosave saves it like any edit.

export async function improveField(options: {
  db: Database;
  logger: Logger;
  writer: Writer;
  userId: string;
  timeoutMs: number;
  payload: ImprovePayload;
}): Promise<ImproveAnswer> {
  const { payload, writer } = options;
  const resume = await getResume({ db: options.db, userId: options.userId, id: payload.id });
  const field = locateField(resume, payload);
  const style = payload.kind === "summary" ? "prose" : "bullet";
  const units = fieldUnits(payload.text, style === "prose");
  if (units.length > MAX_IMPROVE_LINES) {
    throw new AppError(
      "bad_request",
      `text: Improve looks at up to ${MAX_IMPROVE_LINES} lines at a time; this field has ${units.length}.`,
    );
  }
  const request: ImproveRequest = {
    resume: field.withText,
    fieldName: field.name,
    style,
    tense: field.tense,
    lines: units.map((unit) => unit.text),
  };
  let suggestions: BulletSuggestion[][];
  try {
    suggestions = await callWriter((writeOptions) => writer.improveBullets(request, writeOptions), {
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    throw toAiError(error, options.logger, { tool: "improve", resumeId: payload.id });
  }
  const bullets = units.map((unit, index) => {
    const ask = askForNumber(unit.text, field.tense, style);
    return { ...unit, suggestions: suggestions[index] ?? [], ...(ask ? { ask } : {}) };
  });
  return { writer: writer.name, bullets };
}

interface LocatedField {
  name: string;
  tense: "past" | "present";
  /** The resume with this field as the user has typed it: what suggestions may draw on. */
  withText: ResumeDocument;
}

const ROW_MISSING = "This entry does not exist in this resume. Reload the page and try again.";

function locateField(resume: ResumeDocument, payload: ImprovePayload): LocatedField {
  const text = payload.text;
  switch (payload.kind) {
    case "summary":
      return { name: "summary", tense: "present", withText: { ...resume, summary: text } };
    case "experiences": {
      const { row, withText } = rowWithText(resume, "experiences", payload.row, "responsibilities", text);
      return {
        name: `responsibilities of ${row.role || "a role"}${row.company ? ` at ${row.company}` : ""}`,
        tense: row.still_working ? "present" : "past",
        withText,
      };
    }
    case "projects": {
      const { row, withText } = rowWithText(resume, "projects", payload.row, "description", text);
      return {
        name: `description of the project ${row.name || "(untitled)"}`,
        tense: tenseByDates(row.start_date, row.end_date),
        withText,
      };
    }
    case "educations": {
      const { row, withText } = rowWithText(resume, "educations", payload.row, "achievements", text);
      return {
        name: `achievements of ${row.degree || "a degree"}${row.institution_name ? ` at ${row.institution_name}` : ""}`,
        tense: tenseByDates(row.start_date, row.end_date),
        withText,
      };
    }
    case "certificates": {
      const { row, withText } = rowWithText(resume, "certificates", payload.row, "description", text);
      return {
        name: `description of the certificate ${row.name || "(untitled)"}`,
        tense: "past",
        withText,
      };
    }
    case "sections": {
      // Sections save with the resume's own fields after a short pause, so an entry typed a
      // moment ago may not be stored yet: it is improved as written. The facts it may use are
      // the resume's plus the text as typed (added as an entry of its own).
      const section = resume.sections[payload.section];
      const entry = section?.entries[payload.entry];
      const typed = { title: "", subtitle: "", start_date: "", end_date: "", url: "", description: text };
      // A single date is when an award or paper happened; only volunteering can still go on.
      const ongoing = section?.type === "volunteering" && entry?.start_date && !entry.end_date;
      return {
        name: `an entry of the section "${section?.title || section?.type || "additional"}"`,
        tense: ongoing
          ? "present"
          : entry?.end_date
            ? tenseByDates(entry.start_date, entry.end_date)
            : "past",
        withText: {
          ...resume,
          sections: [...resume.sections, { type: "custom", title: "", entries: [typed] }],
        },
      };
    }
  }
}

type RowList = "experiences" | "projects" | "educations" | "certificates";

/** The payload's row of one child list, and the resume with `text` as that row's `field`. */
function rowWithText<List extends RowList>(
  resume: ResumeDocument,
  list: List,
  id: number,
  field: keyof ResumeDocument[List][number],
  text: string,
): { row: ResumeDocument[List][number]; withText: ResumeDocument } {
  const rows: ResumeDocument[List][number][] = resume[list];
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new AppError("not_found", ROW_MISSING);
  const withRow = rows.map((candidate) => (candidate === row ? { ...candidate, [field]: text } : candidate));
  return { row, withText: { ...resume, [list]: withRow } };
}
