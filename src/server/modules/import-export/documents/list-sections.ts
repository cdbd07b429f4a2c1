import type { ResumeDraft } from "../../../../shared/resume-draft.ts";
import {
  type ContactDetails,
  contactPieces,
  isContactLabel,
  readContactPieces,
  withoutContactLabel,
} from "./contact-details.ts";
import { splitLabel } from "./labelled-text.ts";
import type { SourceLine } from "./source-lines.ts";

// The list sections: skills (in named groups), languages, interests and links.

/** Splits a list at commas, semicolons and bullets, but never inside brackets ("C++ (Arduino, STM32)"). */
function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let item = "";
  for (const char of text) {
    if (char === "(" || char === "[") depth++;
    if ((char === ")" || char === "]") && depth > 0) depth--;
    if (depth === 0 && (char === "," || char === ";" || char === "•" || char === "|" || char === "·")) {
      items.push(item);
      item = "";
    } else item += char;
  }
  items.push(item);
  return items.map((entry) => entry.trim().replace(/\.$/, "")).filter(Boolean);
}

/**
 * Skill groups: "Languages: Python, R" on a line, a bold name over its list (a sidebar), or a
 * name in a table cell beside its list ("Design | brand identity, …"). A list the layout wrapped
 * goes on under its group until the next group starts.
 */
export function readSkills(lines: SourceLine[]): NonNullable<ResumeDraft["skills"]> {
  type Group = { name?: string; text: string; commas: boolean };
  const groups: Group[] = [];
  let open: Group | undefined;
  const start = (name: string | undefined, text: string) => {
    open = { ...(name ? { name } : {}), text, commas: splitList(text).length > 1 };
    groups.push(open);
  };
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const named = splitLabel(line.text, 60);
    const [cell, ...rest] = line.parts ?? [];
    if (named) start(named.label, named.value);
    else if (cell && rest.length && !cell.includes(",") && cell.split(" ").length <= 4)
      start(cell, rest.join(", "));
    else if (line.bold && next && !next.bold && !line.text.includes(",")) start(line.text.trim(), "");
    else if (open && (line.bullet || open.text === "" || !open.name || line.size !== undefined)) {
      // A comma list goes on after a wrap; list items and lines without commas are one item each.
      open.commas ||= splitList(line.text).length > 1;
      const wrapped = !line.bullet && open.commas;
      open.text = open.text ? `${open.text}${wrapped ? " " : ", "}${line.text}` : line.text;
    } else start(undefined, line.text);
  });
  const named = groups
    .filter((group) => group.name)
    .map((group) => ({ name: group.name, keywords: splitList(group.text) }));
  const plain = groups.filter((group) => !group.name).flatMap((group) => splitList(group.text));
  return plain.length ? [...named, { keywords: plain }] : named;
}

/** "English – Native speaker", "Spanish (fluent)", "French: B2", "German - basic". */
function languageAndFluency(item: string): { language: string; fluency?: string } {
  // A dash or colon first: "Japanese (日本語) – Native" keeps its bracket in the name.
  const first = (marks: string[]) =>
    marks
      .map((mark) => [item.indexOf(mark), mark.length] as const)
      .filter(([index]) => index > 0)
      .sort((a, b) => a[0] - b[0])[0];
  const at = first([" – ", " — ", " - ", ": "]) ?? first([" ("]);
  if (!at) return { language: item };
  const [index, length] = at;
  const fluency = item.slice(index + length).trim();
  const bracketed = item.slice(index, index + length) === " (" && fluency.endsWith(")");
  return { language: item.slice(0, index).trim(), fluency: bracketed ? fluency.slice(0, -1) : fluency };
}

/** One language per item; a line the layout ran together ("English – Native Arabic – Fluent") is split again. */
export function readLanguages(lines: SourceLine[]): NonNullable<ResumeDraft["languages"]> {
  const items = lines
    .flatMap((line) => (line.parts ?? [line.text]).flatMap(splitList))
    .flatMap(splitRunTogether);
  return items.map(languageAndFluency);
}

/** "English – Native speaker Arabic – Native speaker (Levantine)" -> two items. */
function splitRunTogether(item: string): string[] {
  const pieces = item.split(/\s[–—]\s/);
  if (pieces.length <= 2) return [item];
  const result: string[] = [];
  let language = pieces[0] ?? "";
  for (let index = 1; index < pieces.length; index++) {
    const piece = pieces[index] ?? "";
    const words = piece.split(" ");
    const isLast = index === pieces.length - 1;
    const nextLanguage = isLast ? "" : (words.pop() ?? "");
    result.push(`${language} – ${words.join(" ")}`);
    language = nextLanguage;
  }
  return result;
}

/** "Outdoors: hiking, bouldering" is one interest with its keywords; a plain list is one each. */
export function readInterests(lines: SourceLine[]): NonNullable<ResumeDraft["interests"]> {
  return lines.flatMap((line) => {
    const named = splitLabel(line.text, 60);
    if (named) return [{ name: named.label, keywords: splitList(named.value) }];
    return splitList(line.text).map((name) => ({ name }));
  });
}

/**
 * Links and contact sections: every detail is read; what is not one is returned. A label on a
 * line of its own ("Email", then the address below it) names the next line.
 */
export function readLinks(lines: SourceLine[], details: ContactDetails): string[] {
  const texts: string[][] = [];
  let label: string | undefined;
  for (const line of lines) {
    const pieces = line.parts ?? [line.text];
    if (pieces.length === 1 && isContactLabel(line.text)) label = line.text;
    else {
      texts.push(label && pieces.length === 1 ? [`${label}: ${line.text}`] : pieces);
      label = undefined;
    }
  }
  return texts
    .flatMap((pieces) => readContactPieces(contactPieces(pieces), details))
    .map(withoutContactLabel);
}
