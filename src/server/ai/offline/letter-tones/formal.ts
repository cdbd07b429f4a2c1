import { capitalizeFirst } from "../../language/name-casing.ts";
import { listOf } from "../../language/word-lists.ts";
import type { StressCue } from "../../posting/posting-stress.ts";
import {
  atCompany,
  type Credentials,
  identity,
  type LetterFrame,
  namedNeeds,
  pick,
  pickNth,
  projectName,
  prose,
  rotated,
  type SaidAnswer,
  stop,
  teamOf,
  titled,
} from "./wording.ts";

// The formal tone: full sentences without contractions, the role named as a title
// ("In my current role as Senior Accountant at Harborview"), a closing that offers an interview.

/** "In my current role as Registered Nurse at Lakeshore", "As a shift lead at Acme", "At Acme". */
function place(answer: SaidAnswer): string {
  if (answer.project) return `On ${projectName(answer.project, answer.team)}`;
  const at = atCompany(answer.at);
  if (answer.follows) return answer.role ? `As ${titled(answer.role)} there` : "There";
  if (!answer.introducesRole || !answer.role) return answer.at ? `At ${answer.at}` : "In my work";
  if (!answer.current) return `As ${titled(answer.role)}${at}`;
  return pick(
    [
      `In my current role as ${answer.role}${at}`,
      `As ${answer.role}${at}, my current role`,
      // Not "As a nurse at X today, I mentored…": a current job's bullets are often in the past.
      `In my present role as ${answer.role}${at}`,
    ],
    answer.variant,
    "formal1",
  );
}

function credentials({ degree, certificates }: Credentials, variant: number): string {
  const named = certificates.length ? listOf(certificates) : "";
  if (degree && named)
    return pick(
      [
        `I hold ${degree}, and my credentials include ${named}.`,
        `My education includes ${degree}, and my credentials include ${named}.`,
      ],
      variant,
      "formal2",
    );
  if (degree) return pick([`I hold ${degree}.`, `My education includes ${degree}.`], variant, "formal3");
  return named ? `My credentials include ${named}.` : "";
}

/** The need an answer meets, as the posting stresses it ("The posting lists SOX first among its requirements."). */
function need(list: string, cue: StressCue, variant: number, nth: number): string {
  const wordings: Record<StressCue, string[]> = {
    title: [
      // Said of what the title means, not its words: "New Logo Account Executive" is about new
      // logo acquisition without writing it.
      `As its title says, this role centres on ${list}.`,
      `The title puts ${list} at the centre of this role.`,
      `This role, as its title makes clear, is about ${list}.`,
    ],
    first: [
      `The posting lists ${list} first among its requirements.`,
      `The posting's requirements open with ${list}.`,
      `The posting names ${list} before any other requirement.`,
    ],
    repeated: [
      `The posting returns to ${list} several times.`,
      `The posting names ${list} in more than one place.`,
      `The posting comes back to ${list} more than once.`,
    ],
    required: [
      `The role requires ${list}.`,
      `The posting asks for ${list}.`,
      `The role calls for ${list}.`,
      `The posting counts ${list} among its requirements.`,
    ],
    preferred: [
      `The posting lists ${list} as a plus.`,
      `The posting would welcome ${list}.`,
      `Among its preferred qualifications, the posting names ${list}.`,
    ],
    duty: [
      `The role involves ${list}.`,
      `The work the posting describes includes ${list}.`,
      `The duties of the role include ${list}.`,
    ],
  };
  return pickNth(wordings[cue], variant, `formal-need-${cue}`, nth);
}

export const formal: LetterFrame = {
  greeting: (company) => (company ? `Dear ${teamOf(company, "hiring team")},` : "Dear hiring manager,"),
  position: (title, company, variant) =>
    stop(
      pick(
        [
          `I am writing to apply for the ${title || "open"} position${atCompany(company)}`,
          `Please consider my application for the ${title || "open"} position${atCompany(company)}`,
          `I would like to be considered for the ${title || "open"} position${atCompany(company)}`,
          `I am applying for the ${title || "open"} position${atCompany(company)}`,
          `I write to apply for the ${title || "open"} position${atCompany(company)}`,
        ],
        variant,
        "formal4",
      ),
    ),
  identity: identity("I am", (workplace, terms, variant) =>
    pick(
      [
        `${workplace ? `At ${workplace}, my` : "My"} recent work has involved ${terms}.`,
        `${workplace ? `At ${workplace}, I` : "I"} work with ${terms} as part of my current role.`,
        `${capitalizeFirst(terms)} ${terms.includes(" and ") ? "are" : "is"} part of my current work${workplace ? ` at ${workplace}` : ""}.`,
      ],
      variant,
      "formal-recent",
    ),
  ),
  changingPath: (variant, asked) =>
    asked
      ? pick(
          [
            "I come to this role from a different field, so rather than claim experience I do not have, I would like to show the work I have done that is closest to it.",
            "This role would be a change of field for me; what follows is the work I have done that comes closest to it.",
            "I am changing fields, so the examples that follow are the parts of my work nearest to this role.",
          ],
          variant,
          "formal6",
        )
      : pick(
          [
            "My experience does not match every requirement, so I would like to show the work I have done that comes closest.",
            "Rather than claim experience I do not have, I would like to show the parts of my work closest to what this role asks.",
            "Not every requirement is one I have met before; the work below is the closest I have done.",
          ],
          variant,
          "formal7",
        ),
  listsEvidence: false,
  evidence: (answers, variant) =>
    prose(
      answers,
      (terms, cues, i) =>
        namedNeeds(
          terms,
          cues,
          (list, cue) => need(list, cue, variant, i),
          (rest) =>
            rotated(
              [
                `The posting also asks for ${rest}.`,
                `The role also calls for ${rest}.`,
                `Beyond that, the posting names ${rest}.`,
                `It asks for ${rest} as well.`,
              ],
              variant,
              "formal-need-also",
              i,
            ),
        ),
      place,
      (more, first) => (first ? `In the same role, I also ${more}.` : `There, I also ${more}.`),
      "Beyond that, I",
    ),
  alsoBring: (terms, variant) =>
    pick(
      [
        `My experience also covers ${listOf(terms)}, which the posting lists as well.`,
        `The posting also names ${listOf(terms)}, ${terms.length === 2 ? "both" : "all"} part of my work to date.`,
        `I also bring experience with ${listOf(terms)}, which the posting names.`,
      ],
      variant,
      "formal10",
    ),
  credentials,
  closing: (company, terms, email, variant) => {
    const reach = email ? ` and can be reached at ${email}` : "";
    const focus = terms.length ? ` with ${listOf(terms)}` : "";
    return pick(
      [
        `${stop(`I would welcome the opportunity to discuss how my experience${focus} could support ${company || "your team"}`)} I am available for an interview at your convenience${reach}. Thank you for your time and consideration.`,
        `Thank you for considering my application. I would be glad to discuss the role in an interview${reach}.`,
        `${stop(`I would be pleased to discuss in an interview how my work${focus} could contribute to ${company || "your team"}`)} I am available at your convenience${reach}. Thank you for your consideration.`,
        `I would value the chance to discuss the role with you${email ? `; I can be reached at ${email}` : ""}. Thank you for reviewing my application.`,
        `${stop(`I would be glad to discuss my application in an interview${email ? ` and can be reached at ${email}` : ""}`)} Thank you for your time.`,
      ],
      variant,
      "formal11",
    );
  },
  withoutResume: (position, focus) =>
    focus.length
      ? `${position} The role's focus on ${listOf(focus)} matches the work I want to do next, and I would bring care and steady commitment to it.`
      : `${position} I would bring care, reliability and a willingness to learn to your team.`,
  signOff: (name) => `Sincerely,\n${name || "[Your name]"}`,
};
