import { capitalizeFirst } from "../../language/name-casing.ts";
import { listOf } from "../../language/word-lists.ts";
import {
  atCompany,
  type Credentials,
  identity,
  type LetterFrame,
  pick,
  projectName,
  prose,
  proseCredentials,
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
  const at = answer.where && ` ${answer.where}`;
  if (answer.follows) return answer.role ? `As ${titled(answer.role)} there` : "There";
  if (!answer.introducesRole || !answer.role)
    return answer.where ? capitalizeFirst(answer.where) : "In my work";
  if (!answer.current) return `As ${titled(answer.role)}${at}`;
  return pick(
    [
      `In my current role as ${answer.role}${at}`,
      `As ${titled(answer.role)}${at}, my current role`,
      // Not "As a nurse at X today, I mentored…": a current job's bullets are often in the past.
      `In my present role as ${answer.role}${at}`,
    ],
    answer.variant,
    "formal1",
  );
}

function credentials(held: Credentials, variant: number): string {
  return proseCredentials(held, heldCredentials(held, variant), "I am");
}

function heldCredentials({ degree, certificates }: Credentials, variant: number): string {
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
  identity: identity("I am"),
  closestWork: (variant) =>
    pick(
      [
        "The work below is the closest I have done to it.",
        "What follows is the work of mine that comes nearest.",
        "Below is the nearest work I have done.",
      ],
      variant,
      "formal-closest",
    ),
  gap: (role, variant) =>
    pick(
      [
        `I have not worked as ${titled(role)} before.`,
        `This would be my first role as ${titled(role)}.`,
        `I have not yet held ${titled(role)} role.`,
      ],
      variant,
      "formal-gap",
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
  evidence: (answers) =>
    prose(
      answers,
      place,
      (more, first) => (first ? `In the same role, I also ${more}.` : `There, I also ${more}.`),
      ["Beyond that, I", "I"],
    ),
  credentials,
  alsoUsed: (tools) => `I have also worked with ${listOf(tools)}.`,
  closing: (company, email, variant) => {
    const reach = email ? ` and can be reached at ${email}` : "";
    return pick(
      [
        `${stop(`I would welcome the opportunity to discuss how my experience could support ${company || "your team"}`)} I am available for an interview at your convenience${reach}. Thank you for your time and consideration.`,
        `Thank you for considering my application. I would be glad to discuss the role in an interview${reach}.`,
        `${stop(`I would be pleased to discuss in an interview how my work could contribute to ${company || "your team"}`)} I am available at your convenience${reach}. Thank you for your consideration.`,
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
