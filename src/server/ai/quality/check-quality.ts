import { MAX_LINES_CHECKED } from "../../../shared/contracts/resume-quality.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { LINE_CHECKS } from "./line-checks.ts";
import {
  QUALITY_CHECKS,
  type QualityCheck,
  type QualityFinding,
  type QualityReport,
} from "./quality-types.ts";
import { mixedTense, openedLines, repeatedOpeners } from "./resume-checks.ts";
import { resumeLines } from "./resume-lines.ts";
import { spelling } from "./spelling.ts";

/** Most findings a check returns; past it the count is what the user needs, not every line. */
const MAX_FINDINGS_PER_CHECK = 25;

/** Runs every check over the resume's bullets and summary. Reads only; changes nothing. */
export function checkQuality(doc: ResumeDocument): QualityReport {
  const all = resumeLines(doc);
  // Bounded, as the check runs on the request: a resume at every size limit has thousands of lines.
  const lines = all.slice(0, MAX_LINES_CHECKED);
  const opened = openedLines(lines);
  const found = [
    ...spelling(lines),
    ...lines.flatMap((line) => LINE_CHECKS.flatMap((check) => check(line))),
    ...mixedTense(opened),
    ...repeatedOpeners(opened),
  ];
  const counts = Object.fromEntries(QUALITY_CHECKS.map((check) => [check, 0])) as Record<
    QualityCheck,
    number
  >;
  const findings: QualityFinding[] = [];
  for (const finding of found) {
    counts[finding.check] += 1;
    if (counts[finding.check] <= MAX_FINDINGS_PER_CHECK) findings.push(finding);
  }
  // Worst first (the check order); the sort is stable, so within a check the resume's order.
  const rank = (finding: QualityFinding) => QUALITY_CHECKS.indexOf(finding.check);
  findings.sort((a, b) => rank(a) - rank(b));
  return { findings, counts, linesChecked: lines.length, linesSkipped: all.length - lines.length };
}
