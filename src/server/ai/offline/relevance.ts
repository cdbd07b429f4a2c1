import type { TailoringPlan } from "../evidence/tailoring-plan.ts";
import { extractKeywords } from "../keywords.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import { isEverydayWord } from "../language/word-frequency.ts";
import { singular } from "../posting/duty-objects.ts";
import type { ResumeTarget } from "../writer.ts";

// What the resume is tailored to, as weighted keywords: the posting's required terms, then its
// preferred ones, then the narrower names the resume shows them by ("Ansible" for
// "infrastructure as code"), then the desired role's. Earlier keywords weigh more, so ordering
// follows what the posting stresses.

export function targetKeywords(target: ResumeTarget, plan: TailoringPlan): string[] {
  const role = target.desiredRole.trim();
  const terms = plan.analysis?.terms ?? [];
  const keywords = [
    ...terms.filter((term) => term.importance === "required").map((term) => term.term),
    ...terms.filter((term) => term.importance === "preferred").map((term) => term.term),
  ];
  for (const match of plan.matches)
    if (match.state === "supported" && !keywords.includes(match.via)) keywords.push(match.via);
  if (role) {
    for (const keyword of extractKeywords(role, 5)) if (!keywords.includes(keyword)) keywords.push(keyword);
    const roleKeyword = role.toLowerCase();
    if (role.length <= 60 && !keywords.some((keyword) => keyword.toLowerCase() === roleKeyword)) {
      keywords.push(roleKeyword);
    }
  }
  return keywords;
}

export type Scorer = (text: string) => number;

/** Each distinct shared word counts this much, up to MOST_LIKE: about one term's weight for two words. */
const PER_SHARED_WORD = 0.5;
const MOST_LIKE = 2;
/** At most this much of a posting is read for its words (as the analysis reads). */
const POSTING_CHARS = 20_000;

/**
 * How much a line's work is like what the posting describes, 0–2: the distinct words it shares
 * with the posting that everyday speech seldom uses ("flowsheet", "documentation", "templates"),
 * so the work nearest the posting is said before other work that names none of its terms.
 * Everyday words ("patients", "team") are shared by too much unrelated work to tell.
 */
export function postingWordsScorer(posting: string): Scorer {
  const words = new Set(
    (
      posting
        .slice(0, POSTING_CHARS)
        .toLowerCase()
        .match(/\p{L}{4,}/gu) ?? []
    )
      .map(singular)
      .filter((word) => !isEverydayWord(word)),
  );
  return (text) => {
    const shared = new Set(
      (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map(singular).filter((word) => words.has(word)),
    );
    return Math.min(MOST_LIKE, shared.size * PER_SHARED_WORD);
  };
}

export function relevanceScorer(keywords: string[]): Scorer {
  const count = keywords.length;
  return (text) => {
    if (!count || !text.trim()) return 0;
    const index = indexText(text);
    let score = 0;
    keywords.forEach((keyword, i) => {
      if (mentions(index, keyword)) score += 1 + (count - i) / count;
    });
    return score;
  };
}

/**
 * The weight of the most stressed keyword a text shows (1–2, 0 for none): what a line answers
 * first, not how many minor keywords it stacks up.
 */
export function strongestScorer(keywords: string[]): Scorer {
  const count = keywords.length;
  return (text) => {
    if (!count || !text.trim()) return 0;
    const index = indexText(text);
    const at = keywords.findIndex((keyword) => mentions(index, keyword));
    return at < 0 ? 0 : 1 + (count - at) / count;
  };
}

/**
 * A job's bullets for a posting. The person's first bullet stays first: people lead with their
 * best line, and a keyword count cannot tell (a pump family taken to production names no term).
 * The rest go by the most stressed requirement each shows, with the person's own order weighing
 * as much as one rank: a line moves up for a top requirement, not for a stack of minor keywords.
 */
export function byPostingAndOwnOrder<T>(items: T[], strongest: (item: T) => number): T[] {
  if (items.length < 3) return byRelevance(items, strongest);
  const [first, ...rest] = items as [T, ...T[]];
  const prior = (i: number) => 1 - i / rest.length;
  const ranked = rest
    .map((item, i) => ({ item, i, score: strongest(item) + prior(i) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((entry) => entry.item);
  return [first, ...ranked];
}

/** Stable sort by score, highest first: equal scores keep the user's order. */
export function byRelevance<T>(items: T[], score: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((entry) => entry.item);
}
