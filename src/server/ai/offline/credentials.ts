import type { ResumeDocument } from "../../../shared/resume.ts";
import { article } from "../held-title.ts";
import { inRunningText } from "../language/institution-names.ts";
import { listOf } from "../language/word-lists.ts";
import { byRelevance, type Scorer } from "./relevance.ts";

// "I hold a Bachelor of Science in Nursing from Wayne State University, and my credentials
// include the Registered Nurse License, State of Michigan": the degrees and certificates the
// resume lists, as written. A degree still in progress is not "held".

const IN_PROGRESS = /\b(in progress|expected|ongoing|candidate|current)\b/i;

export function credentialsSentence(resume: ResumeDocument, score: Scorer): string {
  const degree = resume.educations.find(
    (row) =>
      row.degree.trim() && row.end_date.trim() && !IN_PROGRESS.test(`${row.degree} ${row.field_of_study}`),
  );
  const certificates = byRelevance(
    resume.certificates.map((row) => row.name.trim()).filter(Boolean),
    (name) => score(name),
  ).slice(0, 2);
  const held = degree ? degreePhrase(degree) : "";
  const named = certificates.length ? `my credentials include ${listOf(certificates)}` : "";
  if (held && named) return `I hold ${held}, and ${named}.`;
  if (held) return `I hold ${held}.`;
  return named ? `${named.charAt(0).toUpperCase()}${named.slice(1)}.` : "";
}

function degreePhrase(row: ResumeDocument["educations"][number]): string {
  const degree = row.degree.trim();
  const field = row.field_of_study.trim();
  const school = inRunningText(row.institution_name);
  const subject = field && !degree.toLowerCase().includes(field.toLowerCase()) ? ` in ${field}` : "";
  return `${article(degree)} ${degree}${subject}${school ? ` from ${school}` : ""}`;
}
