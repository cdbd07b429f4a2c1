import type { ResumeDraft } from "../../../shared/resume-draft";

// The review screen's edits of a read draft, as pure functions. A field is named by its path,
// the form the reader uses for its unsure values ("basics.phone", "work[1].startDate"), so the
// "Check this" marks follow their entries when an entry above is removed.

/** What the review edits: the draft, its unsure places and the lines put nowhere yet. */
export interface DraftState {
  resume: ResumeDraft;
  lowConfidence: string[];
  unplaced: string[];
}

type Key = string | number;
type Tree = Record<string, unknown> | unknown[];

/** "work[1].highlights" -> ["work", 1, "highlights"]. */
function parsePath(path: string): Key[] {
  const keys: Key[] = [];
  for (const piece of path.split(".")) {
    const open = piece.indexOf("[");
    keys.push(open < 0 ? piece : piece.slice(0, open));
    let rest = open < 0 ? "" : piece.slice(open);
    while (rest.startsWith("[")) {
      const close = rest.indexOf("]");
      keys.push(Number(rest.slice(1, close)));
      rest = rest.slice(close + 1);
    }
  }
  return keys;
}

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

export function getPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of parsePath(path)) {
    if (!isTree(node)) return undefined;
    node = (node as Record<Key, unknown>)[key];
  }
  return node;
}

/** `root` with the value at `path` replaced, copying only the objects on the way. */
export function setPath<T>(root: T, path: string, value: unknown): T {
  const keys = parsePath(path);
  const step = (node: unknown, depth: number): unknown => {
    const key = keys[depth] as Key;
    const copy: Tree = Array.isArray(node)
      ? [...node]
      : isTree(node)
        ? { ...node }
        : typeof key === "number"
          ? []
          : {};
    const next = depth === keys.length - 1 ? value : step((copy as Record<Key, unknown>)[key], depth + 1);
    (copy as Record<Key, unknown>)[key] = next;
    return copy;
  };
  return step(root, 0) as T;
}

/** The index right after `listPath[` in `path`, or undefined when `path` is not in that list. */
function indexIn(path: string, listPath: string): { index: number; rest: string } | undefined {
  const prefix = `${listPath}[`;
  if (!path.startsWith(prefix)) return undefined;
  const close = path.indexOf("]", prefix.length);
  const index = Number(path.slice(prefix.length, close));
  if (close < 0 || !Number.isInteger(index)) return undefined;
  return { index, rest: path.slice(close + 1) };
}

/** The entry's place in its list, for the marks: "work[2]" is in "work". */
export function flagsWithin(flags: readonly string[], entryPath: string): string[] {
  return flags.filter((flag) => flag === entryPath || flag.startsWith(`${entryPath}.`));
}

/** Removes entry `index` of the list at `listPath`; the marks below it move up with their entries. */
export function removeEntry(state: DraftState, listPath: string, index: number): DraftState {
  const list = getPath(state.resume, listPath);
  if (!Array.isArray(list)) return state;
  const lowConfidence = state.lowConfidence.flatMap((flag) => {
    const place = indexIn(flag, listPath);
    if (!place || place.index < index) return [flag];
    if (place.index === index) return [];
    return [`${listPath}[${place.index - 1}]${place.rest}`];
  });
  const resume = setPath(
    state.resume,
    listPath,
    list.filter((_, at) => at !== index),
  );
  return { ...state, resume, lowConfidence };
}

/** Adds an empty entry at the end of the list at `listPath`. */
export function addEntry(state: DraftState, listPath: string): DraftState {
  const list = getPath(state.resume, listPath);
  const entries = Array.isArray(list) ? list : [];
  return { ...state, resume: setPath(state.resume, listPath, [...entries, {}]) };
}

/** Where a line the reader put nowhere can go. */
export type LineTarget =
  | { to: "summary" }
  | { to: "bullet"; job: number }
  | { to: "projectBullet"; project: number }
  | { to: "skill" }
  | { to: "interest" }
  | { to: "link" }
  | { to: "drop" };

/** A skill is a few words ("Google Cloud Platform"); a longer piece is part of a sentence. */
const MAX_SKILL_WORDS = 4;

/** "Python, SQL; Excel" -> three skills; a sentence with a comma stays one. */
function skillsOf(line: string): string[] {
  const parts = line
    .split(/[,;•|]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const long = parts.some((part) => part.split(" ").filter(Boolean).length > MAX_SKILL_WORDS);
  return long ? [line.trim()] : parts;
}

/** A web address written as people print them: with a scheme, after "www.", or a bare domain and path. */
const WEB_ADDRESS = /^(?:https?:\/\/\S+|www\.\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?)$/i;

/**
 * The link a line holds, as a profile to keep: "Portfolio: ana.dev/work" is the link
 * https://ana.dev/work named "Portfolio"; a bare address has no name (the import calls it
 * "Website"). Undefined when no piece of the line is a web address (an email is not one).
 */
/** "ana.dev/work)." -> "ana.dev/work": a sentence's marks after an address, trimmed in one pass. */
function withoutClosingMarks(piece: string): string {
  let end = piece.length;
  while (end > 0 && (piece[end - 1] === "." || piece[end - 1] === ")")) end--;
  return piece.slice(0, end);
}

export function linkIn(line: string): { network?: string; url: string } | undefined {
  const colon = line.search(/:\s/);
  const label = colon > 0 ? line.slice(0, colon).trim() : "";
  const pieces = (colon > 0 ? line.slice(colon + 1) : line).split(/[\s|,;]+/);
  const address = pieces.map(withoutClosingMarks).find((piece) => WEB_ADDRESS.test(piece));
  if (!address) return undefined;
  const url = /^https?:\/\//i.test(address) ? address : `https://${address}`;
  return label ? { network: label, url } : { url };
}

/** Puts unplaced line `lineIndex` where the user chose (or drops it); it leaves the list. */
export function placeLine(state: DraftState, lineIndex: number, target: LineTarget): DraftState {
  const line = state.unplaced[lineIndex]?.trim();
  if (line === undefined) return state;
  const unplaced = state.unplaced.filter((_, at) => at !== lineIndex);
  const { resume } = state;
  const put = (next: ResumeDraft) => ({ ...state, resume: next, unplaced });
  switch (target.to) {
    case "summary": {
      const summary = resume.basics.summary?.trim();
      return put(setPath(resume, "basics.summary", summary ? `${summary}\n${line}` : line));
    }
    case "bullet": {
      const highlights = resume.work?.[target.job]?.highlights ?? [];
      return put(setPath(resume, `work[${target.job}].highlights`, [...highlights, line]));
    }
    case "projectBullet": {
      const highlights = resume.projects?.[target.project]?.highlights ?? [];
      return put(setPath(resume, `projects[${target.project}].highlights`, [...highlights, line]));
    }
    case "skill": {
      const groups = resume.skills ?? [];
      const first = groups[0];
      const keywords = [...(first?.keywords ?? []), ...skillsOf(line)];
      return put(setPath(resume, "skills", [{ ...first, keywords }, ...groups.slice(1)]));
    }
    case "interest":
      return put({ ...resume, interests: [...(resume.interests ?? []), { name: line }] });
    case "link": {
      const link = linkIn(line);
      if (!link) return state;
      return put(setPath(resume, "basics.profiles", [...(resume.basics.profiles ?? []), link]));
    }
    case "drop":
      return put(resume);
  }
}

/** A value without its empty parts: blank strings, empty lists and entries with nothing in them. */
function compactValue(value: unknown): unknown {
  if (typeof value === "string") return value.trim() || undefined;
  if (Array.isArray(value)) {
    const items = value.map(compactValue).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (isTree(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compactValue(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value ?? undefined;
}

/** The draft as it is sent to be created: trimmed, with the empty fields and entries left out. */
export function draftToCreate(resume: ResumeDraft): ResumeDraft {
  const compact = (compactValue(resume) ?? {}) as ResumeDraft;
  return { ...compact, basics: compact.basics ?? {} };
}
