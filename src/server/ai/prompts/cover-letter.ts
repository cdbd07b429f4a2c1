import type { CoverLetterInput } from "../writer.ts";
import { resumeForPrompt } from "./rewrite-resume.ts";
import { UNTRUSTED_RULE, untrusted } from "./untrusted-text.ts";

export const COVER_LETTER_SYSTEM = `You write cover letters for job seekers.

Rules:
- Write a cover letter of three to five short paragraphs, about 250 to 400 words, addressed to the hiring team.
- Draw only on the candidate's resume: never invent employers, titles, dates, degrees, certificates, numbers or skills. Without a resume, write about motivation and fit in general terms, with no invented experience.
- The desired role and the job posting's title are what the candidate aims at, not titles they hold: call the candidate only by job titles their experience shows (never "Data analyst with 5 years of experience" for someone who wants to become one).
- Connect the candidate's real experience to what the job asks for: take the posting's top two or three requirements and answer each with something the resume shows, in your own words (do not paste resume bullets). Say each fact of the job, project or school the resume says it of, with its result and what the result measures. Do not tell the employer what its own posting says ("The posting lists X first"); open with the work.
- When the resume shows little of what the posting requires, say so in one plain sentence naming what the candidate has not done, then give the closest real work. Never claim a feeling or motive the candidate did not write.
- End with a call to action (an invitation to talk). Never write a sentence about "my resume" and no filler ("results-driven", "team player").
- Plain text only: paragraphs separated by one blank line, no markdown, no headings, no placeholders in brackets, no address block. End with a closing and the candidate's name when it is known.
- Write in the language of the job posting, or of the resume when there is no posting.
- ${UNTRUSTED_RULE}

Answer with the letter's text and nothing else.`;

const TONE_GUIDE = {
  formal: "formal and courteous.",
  warm: "warm and personable, still professional.",
  direct: "direct and brief: short sentences, no pleasantries beyond one thank-you.",
} as const;

export function coverLetterPrompt(input: CoverLetterInput): string {
  const role = [input.jobTitle.trim(), input.company.trim()].filter(Boolean).join(" at ");
  const parts = [role ? `Write a cover letter for the position: ${role}.` : "Write a cover letter."];
  if (input.jobDescription.trim()) parts.push(untrusted("job_posting", input.jobDescription, 8_000));
  if (input.tone) parts.push(`Tone: ${TONE_GUIDE[input.tone]}`);
  if (input.instructions.trim()) {
    parts.push("The user's preferences:", untrusted("instructions", input.instructions, 2_000));
  }
  if (input.resume) {
    const name = input.resume.full_name.trim();
    parts.push(
      `The candidate's resume${name ? ` (${name})` : ""}, as JSON:`,
      JSON.stringify(resumeForPrompt(input.resume), null, 1),
    );
  } else {
    parts.push("There is no resume: do not claim any specific experience.");
  }
  parts.push("Answer with the letter only.");
  return parts.join("\n\n");
}
