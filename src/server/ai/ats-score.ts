import type { AtsComparison, AtsScore } from "../../shared/ai.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { indexText, mentions, type TextIndex } from "./language/skill-index.ts";
import { resumeText } from "./resume-text.ts";

// The ATS score: the share of a posting's keywords that the resume's text mentions. Matching is
// by whole words, case-insensitive, with plurals and -ing/-ed forms meeting ("web application"
// counts for "web applications") and dictionary spellings meeting ("Postgres" for
// "PostgreSQL"); see language/skill-index.ts.

export function scoreResume(document: ResumeDocument, keywords: string[]): AtsScore {
  return scoreIndex(indexText(resumeText(document)), keywords);
}

export function scoreText(text: string, keywords: string[]): AtsScore {
  return scoreIndex(indexText(text), keywords);
}

function scoreIndex(index: TextIndex, keywords: string[]): AtsScore {
  const matched: string[] = [];
  const missing: string[] = [];
  for (const keyword of keywords) (mentions(index, keyword) ? matched : missing).push(keyword);
  const score = keywords.length ? Math.round((100 * matched.length) / keywords.length) : 0;
  return { score, matched, missing };
}

export function compareScores(
  source: ResumeDocument,
  revision: ResumeDocument,
  keywords: string[],
): AtsComparison {
  return { keywords, before: scoreResume(source, keywords), after: scoreResume(revision, keywords) };
}
