import { titleHead } from "../held-title.ts";
import { atWorkplace } from "../language/institution-names.ts";
import type { Answer } from "./letter-answers.ts";
import { workplace } from "./letter-answers.ts";
import type { Credentials, LetterFrame, SaidAnswer } from "./letter-frames.ts";

// A letter's content put in one tone's words (cover-letter.ts chooses the content once, so every
// tone states the same facts).

/** What a letter says, whatever its tone. */
export interface LetterContent {
  position: { title: string; company: string };
  /** Who the person is, to follow "I am a": their own words, else the title they hold. */
  who: string;
  /** Their own goal, to follow "I am" ("looking for an executive chef role"), or "". */
  goal: string;
  answers: Answer[];
  changing: boolean;
  /** The posting's role, by its title's head, when the person has not held it: named when the letter says the match is thin. */
  gapRole: string;
  /** The person's instructions ask for their move to be explained. */
  askedAboutMove: boolean;
  credentials: Credentials;
  brief: boolean;
  /** The posting's tools the resume names, said only in a letter short of work to tell. */
  tools?: string[];
  email: string;
  name: string;
  /** Which wording of each framing sentence this person's letters use (letter-frames.ts). */
  variant: number;
}

/**
 * Greeting, an opening (the role, who the person is, why the evidence starts where it does), the
 * evidence (prose or a list, by tone) and credentials, a closing that asks for a
 * conversation, and the sign-off: three to five paragraphs between greeting and name.
 */
export function renderLetter(content: LetterContent, frame: LetterFrame): string {
  const { title, company } = content.position;
  const variant = content.variant;
  // Each evidence paragraph names the need it answers (issue 33): the opening does not list them first.
  const evidence = frame.evidence(saidAnswers(content.answers, variant), variant);
  const opening = [
    frame.position(title, company, variant),
    frame.identity(content.who, content.goal),
    content.changing && content.gapRole ? frame.gap(content.gapRole, variant) : "",
    // After the gap is named, one plain bridge to the work (not a second denial).
    content.changing && content.gapRole && !content.askedAboutMove
      ? frame.closestWork(variant)
      : content.changing
        ? frame.changingPath(variant, content.askedAboutMove)
        : "",
  ];
  const tools = content.tools?.length ? frame.alsoUsed(content.tools) : "";
  const held = [tools, content.brief ? "" : frame.credentials(content.credentials, variant)]
    .filter(Boolean)
    .join(" ");
  const body = evidence.filter(Boolean);
  const last = body.length - 1;
  // No sentence lists the posting's other terms the resume names ("My experience also covers
  // NWEA MAP, elementary education and TESOL endorsement"): it read as keywords echoed back
  // (blind review). The credentials close the list, or the evidence.
  if (frame.listsEvidence && body.length) {
    if (held) body[last] = `${body[last]}\n${held}`;
  } else if (body.length <= 1) {
    body.push(held);
  } else {
    body[last] = [body[last], held].filter(Boolean).join(" ");
  }
  return [
    frame.greeting(company),
    opening.filter(Boolean).join(" "),
    ...body,
    // The greeting and the first sentence named the company already: a third time reads stiff.
    frame.closing("", content.email, variant),
    frame.signOff(content.name),
  ]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * Each requirement is named once, by the paragraph that answers it (a letter that said "go-live
 * support and change requests" three times read like a template, issue 16). A role is named the
 * first time its workplace comes up.
 */
function saidAnswers(answers: Answer[], variant: number): SaidAnswer[] {
  const seen = new Set<string>();
  return answers.map((answer, i) => {
    const at = answer.project ? "" : workplace(answer.result.company);
    // A second job at the same employer ("Nurse Tech", then "Registered Nurse") names its role too.
    const key = `${at}\n${answer.result.role}`;
    const introducesRole = !answer.project && (i === 0 || !seen.has(key) || answer.byTitle === true);
    const previous = answers[i - 1];
    const follows =
      !answer.project && i > 0 && !previous?.project && workplace(previous?.result.company ?? "") === at;
    seen.add(key);
    return {
      terms: answer.terms,
      role: ownAccount(answer.result.role, answer.result.company),
      byTitle: answer.byTitle === true,
      at,
      where: at && atWorkplace(at),
      project: answer.project ?? "",
      team: answer.team === true,
      current: answer.result.tense === "present",
      introducesRole,
      follows,
      variant,
      clauses: answer.result.clauses,
      more: answer.more,
    };
  });
}

/**
 * "freelance Web Developer": work on one's own account keeps saying so. "As a Web Developer, my
 * current role" for "Web Developer (freelance)" read as a job held at an employer (blind review).
 */
function ownAccount(role: string, company: string): string {
  const head = titleHead(role);
  const own = /\b(freelance|self[- ]employed|independent|contract)\b/i.exec(`${role} ${company}`);
  if (!head || !own || head.toLowerCase().includes(own[1]?.toLowerCase() ?? "")) return head;
  return `${(own[1] ?? "").toLowerCase()} ${head}`;
}
