import { isSchool, orgScore, roleScore } from "./entry-words.ts";

// A job's head printed as one piece that holds both the role and the organisation: "Data
// Scientist at Acme", "Engineer @ Acme", "Ingénieur chez Acme", "Entwickler bei Acme" (the role
// always comes first), or "Data Scientist, Acme" / "Acme, Data Scientist" (either order: which
// side is the role is decided from role and organisation words, once for the whole section).

/** How much more a text reads as a role than as an organisation. */
export const lean = (text: string | undefined) => (text ? roleScore(text) - orgScore(text) : 0);

// "Role at Org" in the languages resumes are written in (en, fr, de, it), and "@".
const CONNECTOR = / (?:at|@|chez|bei|presso) (?=[\p{Lu}\p{N}])/u;
// What follows a comma inside a company's own name ("Acme Co., Ltd.", "Acme, Inc.").
const LEGAL_SUFFIX =
  /^(?:inc|ltd|llc|llp|plc|corp|co|gmbh|ag|sa|sas|sarl|srl|spa|bv|nv|pty|kg|ab|oy|as|lp)(?:[.,\s]|$)/i;
// Departments and fields that follow a role inside one title ("Director, Product Marketing",
// "Manager, Business Development"): with only these words the part after the comma is not an
// organisation.
const DEPARTMENT_WORDS = new Set(
  `engineering marketing sales product products operations finance accounting business development human
  resources hr research strategy communications customer customers success support design data it
  security infrastructure partnerships growth content legal compliance procurement supply chain platform
  analytics quality digital brand technology talent acquisition people corporate affairs public policy
  programs program projects project services service and & of the for`.split(/\s+/),
);
const isDepartment = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => DEPARTMENT_WORDS.has(word));

/**
 * An English job title names the job in its last word ("Data Analytics Intern" is an intern,
 * whatever the field words before it, which may be words companies take as names): a last
 * word that reads as a role and not as an organisation makes the title a role.
 */
function endsInRole(text: string): boolean {
  const last = text.trim().split(/\s+/).at(-1) ?? "";
  return roleScore(last) > 0 && orgScore(last) === 0;
}

/** How many brackets are open at the end of the text. */
const depth = (text: string) => (text.match(/[([]/g)?.length ?? 0) - (text.match(/[)\]]/g)?.length ?? 0);
// A school grade, a shift, a year or a level: "2nd Grade", "3rd Shift", "Grade 5", "Level II".
const LEVEL =
  /^(?:\d{1,2}(?:st|nd|rd|th) (?:grade|shift|year|level)|(?:grade|level|band|tier) (?:\d{1,2}|[ivx]{1,4}))$/i;

export type HeadSplit =
  | { kind: "connector"; role: string; org: string }
  /** `score` > 0: the left side reads as the role; < 0: the right side; 0: no telling words. */
  | { kind: "comma"; left: string; right: string; score: number };

/** The comma that best sets a role apart from an organisation, if any comma can. */
/** A head is a short line: longer text, or more commas, is a sentence or a list, never split. */
const MAX_HEAD = 200;
const MAX_COMMAS = 4;

function commaSplit(piece: string): HeadSplit | undefined {
  if (piece.length > MAX_HEAD) return undefined;
  // "Policy Adviser, Housing Unit, Port Elm Council": a role first and an organisation last; the
  // parts between qualify the role (its unit, grade or field), so the last comma sets them apart.
  const last = unitFreeComma(piece);
  const first = piece.indexOf(", ");
  if (last > first && first > 0) {
    const [left, right] = [piece.slice(0, last).trim(), piece.slice(last + 2).trim()];
    const head = piece.slice(0, first);
    if (
      depth(left) === 0 &&
      (lean(head) > 0 || endsInRole(head)) &&
      orgScore(right) > 0 &&
      !roleScore(right) &&
      !LEGAL_SUFFIX.test(right)
    )
      return { kind: "comma", left, right, score: lean(head) + orgScore(right) };
  }
  let best: HeadSplit | undefined;
  let commas = 0;
  for (let at = piece.indexOf(", "); at > 0 && commas++ < MAX_COMMAS; at = piece.indexOf(", ", at + 2)) {
    const left = piece.slice(0, at).trim();
    const right = piece.slice(at + 2).trim();
    if (!left || !right || LEGAL_SUFFIX.test(right) || joinsUnit(left, right)) continue;
    // A comma inside brackets is part of a note on the title ("Sergeant (Staff Sergeant, E-6)":
    // a rank and a grade), never the break between a role and an organisation.
    if (depth(left) > 0) continue;
    // A role's grade or level after a comma ("Teacher, 4th Grade", "Nurse, Level II") belongs to
    // the title: no organisation is named so.
    if (LEVEL.test(right)) continue;
    // "Manager, Business Development" is one title.
    if ((roleScore(left) > 0 && isDepartment(right)) || (roleScore(right) > 0 && isDepartment(left)))
      continue;
    // "Lakeview University, Department of Physics": an organisation and its unit, no role.
    const bothOrgs = orgScore(left) > 0 && orgScore(right) > 0 && !roleScore(left) && !roleScore(right);
    if (bothOrgs) continue;
    const score = lean(left) - lean(right);
    if (!best || (best.kind === "comma" && Math.abs(score) > Math.abs(best.score)))
      best = { kind: "comma", left, right, score };
  }
  return best;
}

// The units an organisation names after a comma ("Bayview University, Department of Biology",
// "U.S. Army, Combat Aviation Brigade", "Acme Corp, Research Lab"): a unit's name begins or
// ends with one of these words.
const UNIT_WORDS = new Set(
  `department dept dept. division brigade battalion regiment squadron platoon fleet wing lab labs
  laboratory school faculty office unit bureau branch center centre institute college program programme
  directorate section`.split(/\s+/),
);

/** A part naming an organisation's unit: led or ended by a unit word (a bracketed note aside). */
function namesUnit(part: string): boolean {
  const words = part
    .replace(/\([^()]*\)/g, " ")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return UNIT_WORDS.has(words[0] ?? "") || UNIT_WORDS.has(words.at(-1) ?? "");
}

/**
 * A comma between an organisation and one of its units ("…, U.S. Army, Combat Aviation Brigade")
 * is inside the employer's name: the part before it reads as an organisation, the part after as
 * a unit. After a role ("Policy Adviser, Department for Housing") the comma still splits.
 */
export function joinsUnit(left: string, right: string): boolean {
  const before = left.slice(left.lastIndexOf(", ") + 1).trim();
  const after = right.split(", ")[0] ?? right;
  // The organisation is named as one ("University of …", "U.S. Army"), not by a field that
  // qualifies a role ("…, Local Government Finance (HEO), Department for …").
  const lastWord =
    before
      .replace(/\([^()]*\)/g, " ")
      .trim()
      .split(/\s+/)
      .at(-1) ?? "";
  return (
    namesUnit(after) &&
    orgScore(before) > 0 &&
    roleScore(before) === 0 &&
    depth(before) === 0 &&
    !isDepartment(lastWord)
  );
}

/** The last comma that is not between an organisation and its unit, or -1. */
function unitFreeComma(piece: string): number {
  let at = piece.lastIndexOf(", ");
  while (at > 0 && joinsUnit(piece.slice(0, at), piece.slice(at + 2))) at = piece.lastIndexOf(", ", at - 1);
  return at;
}

/** A one-piece head split into its role and its organisation, when it holds both. */
export function splitHead(piece: string): HeadSplit | undefined {
  const connector = CONNECTOR.exec(piece);
  if (connector) {
    const role = piece.slice(0, connector.index).trim();
    const org = piece.slice(connector.index + connector[0].length).trim();
    // "Teaching Assistant at Acme": the role names a role (or at least not an organisation).
    if (role && org && lean(role) >= 0) return { kind: "connector", role, org };
  }
  return bracketSplit(piece) ?? commaSplit(piece);
}

// A web address as an employer's name ("otulea.uni-bremen.de", "acme.io").
const DOMAIN = /^[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}$/u;

/**
 * "Fullstack Engineer (University of Bremen)": a role with its organisation in brackets after
 * it, read as a connector would be. Only when the words say so (the bracket names an
 * organisation and the rest no organisation): brackets also hold a translation ("Design
 * Engineer (Konstruktor)"), a parent company or a school's city, which stay where they are.
 */
function bracketSplit(piece: string): HeadSplit | undefined {
  if (piece.length > MAX_HEAD) return undefined;
  const match = /^([^()]+?) \(([^()]+)\)$/.exec(piece.trim());
  if (!match) return undefined;
  const [, role = "", org = ""] = match;
  const namesOrg = lean(org) < 0 || DOMAIN.test(org.trim());
  // The role side may hold a word of a field ("Software Development") but reads less as an
  // organisation than the bracket, and is no school's name.
  const roleSide = roleScore(role) >= roleScore(org) && orgScore(role) < orgScore(org) && !isSchool(role);
  if (!namesOrg || !(roleSide || (DOMAIN.test(org.trim()) && lean(role) >= 0))) return undefined;
  return { kind: "connector", role: role.trim(), org: org.trim() };
}
