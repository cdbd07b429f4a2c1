import { capitalizeFirst } from "../../language/name-casing.ts";
import { listOf } from "../../language/word-lists.ts";
import {
  atCompany,
  type Credentials,
  identity,
  type LetterFrame,
  pick,
  pickFresh,
  projectName,
  prose,
  proseCredentials,
  type SaidAnswer,
  stop,
  teamOf,
  titled,
} from "./wording.ts";

// The warm tone: a spoken register (contractions, "you", "your team"), places told as a story
// ("When I was a shift lead at Acme", "At Lakeshore, where I work as…"), a closing that invites a
// talk. Warm in wording only: it claims no feeling the person did not write.

function place(answer: SaidAnswer, taken: ReadonlySet<string>): string {
  if (answer.project) return `For ${projectName(answer.project, answer.team)}`;
  if (!answer.at) return answer.role ? `Working as ${titled(answer.role)}` : "In my work";
  if (answer.follows) return answer.role ? `In my ${answer.role} role there` : "In the same place";
  if (!answer.introducesRole || !answer.role)
    return answer.current
      ? `${capitalizeFirst(answer.where)}, where I work now`
      : `During my time ${answer.where}`;
  return answer.current
    ? `${capitalizeFirst(answer.where)}, where I work as ${titled(answer.role)}`
    : pickFresh(
        [
          `When I was ${titled(answer.role)} ${answer.where}`,
          `In my time as ${titled(answer.role)} ${answer.where}`,
          `Back ${answer.where}, as ${titled(answer.role)}`,
        ],
        answer.variant,
        `warm-past-${answer.at}`,
        taken,
      );
}

function credentials(held: Credentials, variant: number): string {
  return proseCredentials(held, heldCredentials(held, variant), "I'm");
}

function heldCredentials({ degree, certificates }: Credentials, variant: number): string {
  const named = certificates.length ? listOf(certificates) : "";
  const earned = degree ? pick([`I earned ${degree}`, `I have ${degree}`], variant, "warm1") : "";
  if (earned && named) return `${earned}, and my credentials include ${named}.`;
  if (earned) return `${earned}.`;
  return named ? `My credentials include ${named}.` : "";
}

export const warm: LetterFrame = {
  greeting: (company) => (company ? `Dear ${teamOf(company, "team")},` : "Dear hiring team,"),
  position: (title, company, variant) =>
    stop(
      pick(
        [
          `Thank you for considering me for the ${title || "open"} role${atCompany(company)}`,
          `I'm writing about the ${title || "open"} role${atCompany(company)}, and I'd like to tell you a little about my work.`,
          `I'd like to be considered for the ${title || "open"} role${atCompany(company)}`,
          `I'm applying for the ${title || "open"} role${atCompany(company)}, and here is a short account of my work.`,
          `I'm applying to join ${company || "your team"} as ${titled(title || "team member")}`,
        ],
        variant,
        "warm2",
      ),
    ),
  identity: identity("I'm"),
  closestWork: (variant) =>
    pick(
      [
        "Here's the work I've done that comes closest.",
        "Let me show you what comes nearest.",
        "This is the closest I've come to it so far.",
      ],
      variant,
      "warm-closest",
    ),
  gap: (role, variant) =>
    pick(
      [
        `I haven't worked as ${titled(role)} before.`,
        `To be upfront, this would be my first job as ${titled(role)}.`,
        `I'll be honest: I haven't been ${titled(role)} before.`,
      ],
      variant,
      "warm-gap",
    ),
  changingPath: (variant, asked) =>
    asked
      ? pick(
          [
            "I'm coming to this role from a different field, so I'd like to show you the work I've done that's closest to it.",
            "I'd be changing fields to take this role, so rather than claim experience I don't have, here's what I've done that comes closest.",
          ],
          variant,
          "warm4",
        )
      : pick(
          [
            "My experience doesn't cover everything you list, so here's the part of my work that's closest to what you need.",
            "I haven't done every part of this job before, so let me show you what comes closest.",
            "Not everything on your list is in my past work; here's what is nearest to it.",
          ],
          variant,
          "warm5",
        ),
  listsEvidence: false,
  evidence: (answers) => prose(answers, place, (more) => `I also ${more}.`, ["I"]),
  credentials,
  alsoUsed: (tools) => `I've also worked with ${listOf(tools)}.`,
  closing: (company, email, variant) => {
    const reach = email ? ` at ${email}` : "";
    return pick(
      [
        `${stop(`I'd be glad to talk about how I could help ${company || "your team"}`)} You can reach me${reach} whenever it suits you. Thank you for reading.`,
        `If it would help to talk, I'm happy to set up a call; you can reach me${reach} any time. Thanks for your time.`,
        `${stop(`I'd welcome a conversation about how I could help`)} Please reach me${reach} whenever it suits you, and thank you for reading.`,
        `I'd be happy to talk whenever it suits you${email ? `; my email is ${email}` : ""}. Thanks so much for reading.`,
        `Could we talk soon? ${email ? `I'm at ${email}, and ` : ""}I'll gladly fit around your schedule. Thank you for reading.`,
      ],
      variant,
      "warm9",
    );
  },
  withoutResume: (position, focus) =>
    focus.length
      ? `${position} Work that centres on ${listOf(focus)} is what I want to do next, and I'd bring real care to it.`
      : `${position} I'd bring warmth, reliability and a real willingness to learn to your team.`,
  signOff: (name) => `Warm regards,\n${name || "[Your name]"}`,
};
