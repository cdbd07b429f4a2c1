import type { QualityCheck } from "../../../shared/contracts/resume-quality";

// The checks of "Check my resume" in plain words: a title for each group of findings and why it
// matters (docs/decisions/011-quality-checks.md has the exact rules).

export const CHECK_TEXT: Record<QualityCheck, { title: string; why: string }> = {
  spelling: {
    title: "Spelling",
    why: "Common misspellings of everyday words. A typo is the first thing many recruiters notice.",
  },
  "first-person": {
    title: "I, me, my, we",
    why: "Resumes are written without pronouns: the reader knows it is about you.",
  },
  "weak-verb": {
    title: "Weak openings",
    why: "Phrases like “Responsible for” or “Helped” describe a duty, not what you did.",
  },
  "passive-voice": {
    title: "Passive voice",
    why: "“Budgets were reviewed” hides who did it. Start with your own action.",
  },
  "mixed-tense": {
    title: "Tense",
    why: "Past jobs read in the past tense; a current job may use the present for ongoing duties.",
  },
  overlong: {
    title: "Long bullets",
    why: "Bullets over 30 words or about two printed lines get skimmed. Keep one idea per bullet.",
  },
  "repeated-opener": {
    title: "Repeated verbs",
    why: "The same verb opening more than two bullets makes them blur together.",
  },
  "no-result": {
    title: "No result or number",
    why: "A number (how many, how much, how fast) shows the size of what you did. Add one where you can.",
  },
};

/** What the page says it reads, and what it does not: a check that seems to cover more than it does misleads. */
export const CHECKS_SCOPE =
  "Reads your experience, project, education and certificate descriptions and your summary.";
export const CHECKS_LIMITS =
  "It does not check grammar beyond these points, spelling beyond common misspellings and one-letter slips on dictionary words (names, products and technical terms are never flagged), dates, contact details, skills or extra sections, or whether what you wrote is true.";
