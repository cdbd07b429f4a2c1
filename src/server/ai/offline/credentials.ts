import type { ResumeDocument } from "../../../shared/resume.ts";
import { article } from "../held-title.ts";
import { inRunningText } from "../language/institution-names.ts";
import type { Credentials } from "./letter-frames.ts";
import { byRelevance, type Scorer } from "./relevance.ts";

// The degree and certificates a letter names ("a Bachelor of Science in Nursing from Wayne State
// University"; "Registered Nurse License, State of Michigan"), as the resume writes them; each
// tone puts them in its own words. A degree still in progress is not "held".

const IN_PROGRESS = /\b(in progress|expected|ongoing|candidate|current)\b/i;

export function credentialsOf(resume: ResumeDocument, score: Scorer): Credentials {
  const degree = resume.educations.find(
    (row) =>
      row.degree.trim() && row.end_date.trim() && !IN_PROGRESS.test(`${row.degree} ${row.field_of_study}`),
  );
  const certificates = byRelevance(
    resume.certificates.map((row) => row.name.trim()).filter(Boolean),
    (name) => score(name),
  ).slice(0, 2);
  return { degree: degree ? degreePhrase(degree) : "", certificates: certificates.map(withArticle) };
}

// A licence or certificate is a countable thing: "a New Mexico Level 2 Teaching License", "a
// Registered Nurse License, State of Michigan". A title or a course stays bare ("ServSafe Food
// Protection Manager", "Certified Public Accountant (CPA), active license").
const COUNTED = /\b(license|licence|certificate|endorsement|permit|card|credential|certification)$/i;

function withArticle(name: string): string {
  const head = (name.split(",")[0] ?? "").replace(/\([^()]*\)/g, "").trim();
  return COUNTED.test(head) && !/^(the|a|an)\s/i.test(head) ? `${article(head)} ${name}` : name;
}

function degreePhrase(row: ResumeDocument["educations"][number]): string {
  const degree = row.degree.trim();
  const field = row.field_of_study.trim();
  const school = inRunningText(row.institution_name);
  const subject = field && !degree.toLowerCase().includes(field.toLowerCase()) ? ` in ${field}` : "";
  return `${article(degree)} ${degree}${subject}${school ? ` from ${school}` : ""}`;
}
