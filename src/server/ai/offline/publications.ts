import { trimEndChars } from "../../../shared/linear-text.ts";
import { monthNumber } from "../../../shared/month-year.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";

// A research posting asks for a publication record in so many words ("at least one first-author
// publication in a peer-reviewed journal", "write manuscripts for publication"); a letter that
// answers it with lab work alone left out the one thing asked (blind review r13: a postdoc letter
// without the person's papers). The letter names the person's latest paper from their own
// Publications section, as they wrote it, and says "first author" only where they did.

/** A posting that asks for publications: the words research postings use for a paper record. */
// ("We publish our salary ranges", "publish release notes" ask for nothing of the kind.)
const ASKS_FOR_PAPERS = /\b(?:publications?|peer[- ]reviewed|first[- ]author|manuscripts?)\b/i;
/** A paper not yet through review: named only when nothing else is. */
const NOT_REVIEWED = /\b(?:preprint|in review|under review|submitted|in preparation|in prep)\b/i;
/** "First author." as the person wrote it; a shared first authorship ("co-first author") is not counted as theirs alone. */
const FIRST_AUTHOR = /(?<![\w-])first[- ]author\b/i;

/** The latest paper, as "“Title” (Journal, 2025)", and how many the person wrote as first author. */
export interface PaperRecord {
  latest: string;
  firstAuthor: boolean;
  /** Papers whose entry says "first author" (the person's own words), 0 when none does. */
  firstAuthored: number;
}

export function paperRecord(resume: ResumeDocument, posting: string): PaperRecord | undefined {
  if (!ASKS_FOR_PAPERS.test(posting.slice(0, 20_000))) return undefined;
  const papers = resume.sections
    .filter((section) => section.type === "publications")
    .flatMap((section) => section.entries)
    .filter((entry) => entry.title.trim());
  if (!papers.length) return undefined;
  const reviewed = (entry: (typeof papers)[number]) =>
    !NOT_REVIEWED.test(`${entry.subtitle} ${entry.description}`);
  const when = (entry: (typeof papers)[number]) => monthNumber(entry.start_date, "late") ?? 0;
  const [paper] = [...papers].sort((a, b) => Number(reviewed(b)) - Number(reviewed(a)) || when(b) - when(a));
  if (!paper) return undefined;
  // "Journal of Cardiac Developmental Biology, 18(4): e2025.0412": the journal, not its pages.
  const venue = (paper.subtitle.split(",")[0] ?? "").trim();
  const year = /\d{4}/.exec(paper.start_date)?.[0] ?? "";
  const where = [venue, year].filter(Boolean).join(", ");
  return {
    latest: `“${trimEndChars(paper.title.trim(), '.“”"')}”${where ? ` (${where})` : ""}`,
    firstAuthor: FIRST_AUTHOR.test(paper.description),
    firstAuthored: papers.filter((entry) => FIRST_AUTHOR.test(entry.description)).length,
  };
}
