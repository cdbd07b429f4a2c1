import { type OpeningVerb, openerOf } from "./grammar.ts";
import type { QualityFinding, QualityLine } from "./quality-types.ts";
import { excerptOf } from "./words.ts";

// Checks that compare lines with each other: the tense within one role, and the verbs that
// open bullets across the whole resume.

/** More bullets than this opening with one verb is "repeated". */
const MAX_SAME_OPENER = 2;

export interface OpenedLine {
  line: QualityLine;
  verb: OpeningVerb;
}

/** The bullets of jobs and projects that open with a verb. */
export function openedLines(lines: QualityLine[]): OpenedLine[] {
  return lines.flatMap((line) => {
    if (!line.bullet || (line.field.kind !== "experiences" && line.field.kind !== "projects")) return [];
    const verb = openerOf(line);
    return verb ? [{ line, verb }] : [];
  });
}

/**
 * A role that has ended reads in the past tense: each of its present-tense bullets is a "fix".
 * A current role often, and fairly, states ongoing duties in the present and finished results in
 * the past, so one that mixes gets a single "consider" finding (on its first minority-tense
 * bullet) asking the user to check the mix is deliberate.
 */
export function mixedTense(opened: OpenedLine[]): QualityFinding[] {
  const roles = new Map<string, OpenedLine[]>();
  for (const item of opened) {
    if (!item.line.role || item.verb.tense === "either") continue;
    roles.set(item.line.role.key, [...(roles.get(item.line.role.key) ?? []), item]);
  }
  const findings: QualityFinding[] = [];
  for (const items of roles.values()) {
    const past = items.filter((item) => item.verb.tense === "past");
    const present = items.filter((item) => item.verb.tense === "present");
    const place = items[0]?.line.place ? ` (${items[0].line.place})` : "";
    if (items[0]?.line.role?.ended) {
      for (const item of present) {
        findings.push({
          check: "mixed-tense",
          severity: "fix",
          message: `"${item.verb.word}" is in the present tense, but this role has ended${place}: write it in the past tense.`,
          field: item.line.field,
          excerpt: excerptOf(item.line.text),
        });
      }
      continue;
    }
    if (past.length === 0 || present.length === 0) continue;
    const first = (past.length < present.length ? past : present)[0];
    if (!first) continue;
    findings.push({
      check: "mixed-tense",
      severity: "consider",
      message: `This current role${place} has ${bullets(present.length)} in the present tense and ${past.length} in the past. The past suits finished results and the present ongoing duties; if the mix is not deliberate, use one tense, starting with "${first.verb.word}".`,
      field: first.line.field,
      excerpt: excerptOf(first.line.text),
    });
  }
  return findings;
}

const bullets = (count: number) => `${count} ${count === 1 ? "bullet" : "bullets"}`;

/** Every bullet past the second that opens with the same verb (in any form: Led, Leads, Leading). */
export function repeatedOpeners(opened: OpenedLine[]): QualityFinding[] {
  const byVerb = new Map<string, OpenedLine[]>();
  for (const item of opened) byVerb.set(item.verb.lemma, [...(byVerb.get(item.verb.lemma) ?? []), item]);
  const findings: QualityFinding[] = [];
  for (const items of byVerb.values()) {
    if (items.length <= MAX_SAME_OPENER) continue;
    const words = [...new Set(items.map((item) => item.verb.word))].join('", "');
    for (const item of items.slice(MAX_SAME_OPENER)) {
      findings.push({
        check: "repeated-opener",
        severity: "consider",
        message: `${items.length} bullets open with "${words}". Vary the verb here so each bullet stands out.`,
        field: item.line.field,
        excerpt: excerptOf(item.line.text),
      });
    }
  }
  return findings;
}
