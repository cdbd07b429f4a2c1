import { UNTRUSTED_RULE, untrusted } from "./untrusted-text.ts";

export const EXTRACT_KEYWORDS_SYSTEM = `You read job postings the way an applicant-tracking system does.

Rules:
- List the posting's keywords: skills, tools, technologies, qualifications and domain terms a recruiter would search for, most important first.
- Use the posting's own words, each keyword one to four words long. No soft filler ("team player") unless the posting stresses it. No duplicates.
- At most 30 keywords.
- ${UNTRUSTED_RULE}

Answer with a JSON array of strings and nothing else, for example ["TypeScript", "React", "CI/CD"].`;

export function extractKeywordsPrompt(posting: string): string {
  return [
    "List the keywords of this job posting:",
    untrusted("job_posting", posting, 12_000),
    "Answer with the JSON array only.",
  ].join("\n\n");
}
