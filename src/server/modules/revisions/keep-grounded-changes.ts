import type { AtsComparison, GroundingFlag } from "../../../shared/ai.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { ROW_TEXT_FIELD } from "../../../shared/resume-sections.ts";
import { type AppliedChanges, type RevisionChange, rowText } from "../../../shared/revision-changes.ts";
import { matchTerms } from "../../ai/evidence/match-terms.ts";
import { checkGrounding } from "../../ai/grounding.ts";

// An accepted change is the revision's own text, checked when it was written against the
// Original of that day. If the user has since removed what it rests on (the job that showed
// "Ansible" behind "infrastructure as code", the number a bullet repeats), taking it now would
// state something their resume no longer says. So each applied change is checked again against
// the Original it lands on; what it newly claims beyond its first check sends it back.

const NO_LONGER_BACKED = (words: string[]) =>
  `Your resume no longer says ${words.map((word) => `"${word}"`).join(", ")}, which this change rests on.`;

/** Posting terms a document shows under another name: what a writer may write (tailoring-plan). */
function groundedTerms(document: ResumeDocument, score: AtsComparison | null): string[] {
  if (!score?.terms) return [];
  const terms = score.terms.map(({ term, importance, kind }) => ({ term, importance, kind }));
  return matchTerms(document, terms)
    .filter((match) => match.state === "supported" && match.kind === "skill")
    .map((match) => match.term);
}

function inventedAt(flags: GroundingFlag[], path: string): Set<string> {
  return new Set(flags.find((flag) => flag.path === path)?.invented ?? []);
}

export function keepGroundedChanges({
  result,
  changes,
  base,
  source,
  document,
  score,
  targets,
}: {
  result: AppliedChanges;
  /** The revision's changes (listChanges), to know each applied id's field. */
  changes: RevisionChange[];
  base: ResumeDocument;
  source: ResumeDocument;
  document: ResumeDocument;
  score: AtsComparison | null;
  targets: string[];
}): AppliedChanges {
  const then = checkGrounding(source, document, targets, groundedTerms(source, score));
  const now = checkGrounding(base, result.document, targets, groundedTerms(base, score));
  const next = structuredClone(result.document);
  const applied: string[] = [];
  const skipped = [...result.skipped];
  for (const id of result.applied) {
    const change = changes.find((item) => item.id === id);
    const path =
      change?.kind === "summary"
        ? "summary"
        : change && "rowId" in change
          ? `${change.section}.${change.rowId}.${ROW_TEXT_FIELD[change.section]}`
          : change?.kind === "skill-added"
            ? "skills"
            : null;
    if (!change || path === null) {
      applied.push(id);
      continue;
    }
    const before = inventedAt(then, path);
    const fresh = [...inventedAt(now, path)].filter((word) => !before.has(word));
    const claims =
      change.kind === "skill-added"
        ? fresh.filter((skill) => skill.toLowerCase() === change.skill.toLowerCase())
        : fresh;
    if (claims.length === 0) {
      applied.push(id);
      continue;
    }
    skipped.push({ id, reason: NO_LONGER_BACKED(claims) });
    if (change.kind === "summary") next.summary = base.summary;
    // A bullet's change sends its whole row back: the row's text is checked, and written, whole.
    else if ("rowId" in change) {
      const row = (next[change.section] as unknown as Record<string, unknown>[]).find(
        (item) => item.id === change.rowId,
      );
      if (row) row[ROW_TEXT_FIELD[change.section]] = rowText(base, change.section, change.rowId);
    } else if (change.kind === "skill-added") {
      const skill = change.skill.toLowerCase();
      next.skills = next.skills
        .map((group) => ({
          ...group,
          keywords: group.keywords.filter((item) => item.trim().toLowerCase() !== skill),
        }))
        .filter((group) => group.keywords.length > 0);
    }
  }
  return { document: next, applied, skipped };
}
