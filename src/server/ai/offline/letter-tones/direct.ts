import { capitalizeFirst } from "../../language/name-casing.ts";
import { listOf } from "../../language/word-lists.ts";
import {
  atCompany,
  type Credentials,
  clauses,
  groups,
  identity,
  type LetterFrame,
  papersSaid,
  pick,
  projectName,
  type SaidAnswer,
  stop,
  teamOf,
  titled,
} from "./wording.ts";

// The direct tone: short sentences and the evidence as a list, one line per requirement, headed
// by the requirement it answers ("- SOX: at Harborview, I document and test 35 key controls.").

/**
 * A list line's head is the need it answers, in the posting's words ("SOX and Excel"). No mark of
 * how the posting stresses it: "(first on your list)" told the employer what its own posting says,
 * and "Banquets (a plus)" read as the posting's tag pasted into the letter (blind review r13).
 */
function heading(terms: string[]): string {
  return capitalizeFirst(listOf(terms));
}

function line(answer: SaidAnswer): string {
  if (!answer.clauses.length) return "";
  // Each line stands alone in a list: it names its workplace, never "there".
  const where = answer.project
    ? `on ${projectName(answer.project, answer.team)}, `
    : // A past job is named by its role: "At Lakeshore, I took vital signs" read as the current
      // job held there since (blind review); "As a Patient Care Technician at Lakeshore" does not.
      (answer.byTitle || !answer.current) && answer.role
      ? `as ${titled(answer.role)}${answer.where && ` ${answer.where}`}, `
      : answer.where
        ? `${answer.where}, `
        : answer.role
          ? `as ${titled(answer.role)}, `
          : "";
  const what = `${where}I ${clauses(answer.clauses)}`;
  const head = answer.terms.length ? `${heading(answer.terms)}: ${what}` : capitalizeFirst(what);
  const more = groups(answer.more)
    .map((two, n) => ` ${n === 0 ? "I also" : "I"} ${clauses(two)}.`)
    .join("");
  return `- ${head}.${more}`;
}

/** Qualifications are one more line of the list. */
function credentials({ degree, certificates, studying, papers }: Credentials): string {
  const held = [degree, ...certificates, studying ? `${studying} (in progress)` : ""]
    .map((name) => name.replace(/^an? /, ""))
    .filter(Boolean);
  const qualifications = held.length ? `- Qualifications: ${held.join("; ")}.` : "";
  // "- Publications: I'm first author of 2 papers, including “…” (Journal, 2025).": a line of its
  // own; without a first authorship to state, the paper itself ("My publications include" in a
  // list read twice).
  const published = papers && (papers.firstAuthored ? papersSaid(papers, "I'm") : `${papers.latest}.`);
  return [qualifications, published ? `- Publications: ${published}` : ""].filter(Boolean).join("\n");
}

export const direct: LetterFrame = {
  greeting: (company) => (company ? `Hello ${teamOf(company, "team")},` : "Hello,"),
  position: (title, company, variant) =>
    stop(
      pick(
        [
          `I'm applying for the ${title || "open"} role${atCompany(company)}`,
          `This is my application for the ${title || "open"} role${atCompany(company)}`,
          `Please consider me for the ${title || "open"} role${atCompany(company)}`,
          `I want to apply for the ${title || "open"} role${atCompany(company)}`,
          `My application for the ${title || "open"} role${atCompany(company)} follows.`,
        ],
        variant,
        "direct1",
      ),
    ),
  identity: identity("I'm"),
  closestWork: (variant) =>
    pick(
      ["Here is my closest work.", "This is what comes nearest.", "The nearest work I have done follows."],
      variant,
      "direct-closest",
    ),
  gap: (role, variant) =>
    pick(
      [`I haven't worked as ${titled(role)} before.`, `This would be my first ${role} role.`],
      variant,
      "direct-gap",
    ),
  changingPath: (variant, asked) =>
    asked
      ? "I'm coming from a different field. Here is the work of mine closest to this role."
      : pick(
          [
            "I don't match every line of the posting. Here is the work of mine closest to it.",
            "Some of what you list is new to me. This is my closest work.",
            "I haven't held this job before. Here is what comes nearest.",
          ],
          variant,
          "direct2",
        ),
  listsEvidence: true,
  evidence: (answers, variant) => {
    // A second role at the same workplace continues its line ("As a Staff Accountant there, I…"):
    // each line stands alone, and names its workplace once.
    const lines: string[] = [];
    for (const answer of answers) {
      const said = line(answer);
      if (!said) continue;
      if (answer.follows && answer.role && lines.length && !answer.terms.length) {
        const more = said.slice(said.indexOf(", I ") + 2);
        lines[lines.length - 1] += ` As ${titled(answer.role)} there, ${more}`;
      } else lines.push(said);
    }
    if (!lines.length) return [];
    // A lead that promises the posting's list is kept for lines headed by its requirements:
    // over lines of other work it claimed a match the letter did not show (blind review r8).
    const headed = answers.filter((answer) => answer.terms.length).length * 2 >= answers.length;
    const lead = pick(
      headed
        ? [
            "What I would bring:",
            "Where my work meets your posting:",
            "The short version:",
            "In brief:",
            "My record, against your list:",
          ]
        : ["What I would bring:", "The short version:", "In brief:"],
      variant,
      "direct3",
    );
    return [[lead, ...lines].join("\n")];
  },
  credentials,
  alsoUsed: (tools) => `I have also worked with ${listOf(tools)}.`,
  closing: (company, email, variant) => {
    const reach = email ? `You can reach me at ${email}.` : "You can reach me by reply.";
    return pick(
      [
        `Could we set up a short call this week or next to talk about the role${atCompany(company)}? ${reach} Thank you for your time.`,
        `I'd like to talk about the role in a short call. ${reach} Thanks for your time.`,
        `Can we find time for a short call? ${reach} Thank you.`,
        `Let's talk if the fit looks right to you. ${reach} Thank you.`,
        `I'm free for a call at your convenience. ${reach} Thanks.`,
      ],
      variant,
      "direct4",
    );
  },
  withoutResume: (position, focus) =>
    focus.length
      ? `${position} I want to work on ${listOf(focus)}, and I learn fast.`
      : `${position} I am reliable, and I learn fast.`,
  signOff: (name) => `Best regards,\n${name || "[Your name]"}`,
};
