import type { ImportFormat } from "../../../shared/contracts/import-export.ts";
import { emptyImportReport, type ImportReport } from "../../../shared/import-report.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { formatPath, type ResumeDraft } from "../../../shared/resume-draft.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { storableText } from "../../lib/validate-payload.ts";
import { createResume, type NewResumeContent } from "../resumes/create-resume.ts";
import { fillUntouchedStarter } from "../resumes/fill-untouched-starter.ts";
import { checkImportedContent } from "./check-imported-content.ts";
import { countJsonResume } from "./count-json-resume.ts";
import { fitImportedContent } from "./fit-imported-content.ts";
import { fromJsonResume, type JsonResume, parseJsonResume } from "./json-resume/json-resume.ts";
import { NATIVE_FORMAT, nativeResumeFile } from "./native-format.ts";

interface ImportTarget {
  db: Database;
  userId: string;
  billingEnabled: boolean;
}

export interface ImportResumeOptions extends ImportTarget {
  format: ImportFormat;
  /** The parsed file (the text of the file is accepted too). */
  data: unknown;
}

export interface ImportResult {
  resume: ResumeDocument;
  /** What came in, and what was shortened or left out to fit (a JSON Resume never fails for length). */
  report: ImportReport;
}

/** Creates a resume from an uploaded file (POST /api/cv/import); see storeImport. */
export async function importResume({ format, data, ...target }: ImportResumeOptions): Promise<ImportResult> {
  const parsed = parseText(data);
  return storeImport(target, format === "native" ? readNative(parsed) : readJsonResume(parsed));
}

/**
 * Creates a resume from a reviewed draft (POST /api/cv/import/draft), already checked against
 * resumeDraftSchema. Its keys are JSON Resume's, so it is mapped and fitted as a JSON Resume
 * file is, and stored the same way: the two imports differ only in how their input is checked.
 */
export async function importDraft({
  draft,
  ...target
}: ImportTarget & { draft: ResumeDraft }): Promise<ImportResult> {
  return storeImport(target, fromJsonResumeValue(draft, emptyImportReport()));
}

/**
 * The one place an import writes. The input is read and checked completely before createResume
 * runs, so a bad file creates nothing and uses no credit; createResume uses the credit and
 * inserts in one transaction. With no credit left, the import fills the free plan's untouched
 * starter resume instead (fill-untouched-starter.ts); 402 cvCreate when there is none.
 */
async function storeImport(
  { db, userId, billingEnabled }: ImportTarget,
  { content, report }: ReadFile,
): Promise<ImportResult> {
  const resume = await createResume({ db, userId, billingEnabled, content }).catch(async (error: unknown) => {
    const noCreditLeft = error instanceof AppError && error.code === "payment_required";
    const filled = noCreditLeft
      ? await db.transaction((tx) => fillUntouchedStarter(tx, userId, content))
      : null;
    if (!filled) throw error;
    return filled;
  });
  return { resume, report };
}

type ReadFile = { content: NewResumeContent; report: ImportReport };

function parseText(data: unknown): unknown {
  if (typeof data !== "string") return data;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AppError("bad_request", "This file is not valid JSON.");
  }
  return storableText(parsed);
}

function readJsonResume(data: unknown): ReadFile {
  const result = parseJsonResume(data);
  if (!result.ok) throw new AppError("bad_request", result.message);
  return fromJsonResumeValue(result.value, result.report);
}

/** A checked JSON Resume (or draft) as the resume to create, counted and fitted into `report`. */
function fromJsonResumeValue(value: JsonResume, report: ImportReport): ReadFile {
  countJsonResume(value, report);
  const content = checkImportedContent(fitImportedContent(fromJsonResume(value), report));
  return { content, report };
}

function readNative(data: unknown): ReadFile {
  const refuse = (problem: string) =>
    new AppError("bad_request", `This file is not a ${NATIVE_FORMAT} export: ${problem.replace(/\.$/, "")}.`);
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw refuse("it must be a JSON object");
  const result = nativeResumeFile.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = formatPath(issue?.path ?? []);
    const message = issue?.message ?? "it could not be read";
    throw refuse(path && !message.startsWith(path) ? `${path}: ${message}` : message);
  }
  const { experiences, educations, projects, certificates, ...fields } = result.data.resume;
  const report = emptyImportReport();
  report.counts = {
    work: experiences.length,
    education: educations.length,
    projects: projects.length,
    certificates: certificates.length,
    skills: allSkills(fields.skills ?? []).length,
    skillGroups: (fields.skills ?? []).filter((group) => group.name.trim()).length,
    languages: fields.languages?.length ?? 0,
  };
  // Extra sections count by kind, as a JSON Resume import counts its sections.
  for (const section of fields.sections ?? []) {
    const key = section.type === "volunteering" ? "volunteer" : section.type;
    report.counts[key] = (report.counts[key] ?? 0) + section.entries.length;
  }
  report.counts = Object.fromEntries(Object.entries(report.counts).filter(([, n]) => n > 0));
  return { content: { fields, experiences, educations, projects, certificates }, report };
}
