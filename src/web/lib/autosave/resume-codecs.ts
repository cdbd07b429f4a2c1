import {
  cleanLanguages,
  cleanLinks,
  isSafeLink,
  type LanguageRow,
  type LinkRow,
  type ResumeEntityType,
  resumeEntityFields,
  resumeFields,
} from "../../../shared/resume";
import { type ExtraSection, isFilledEntry } from "../../../shared/resume-extras";
import { splitSkillList, toSkillGroups } from "../../../shared/skill-groups";
import { type CodecFor, type FieldCodec, plainCodec, zodMessage } from "./field-codec";

// The codecs of the resume's own fields and of the child rows' fields.

const shape = resumeFields.shape as Record<
  string,
  (typeof resumeFields.shape)[keyof typeof resumeFields.shape]
>;

const trimRows = <T extends object>(rows: T[]): T[] =>
  rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
      ) as T,
  );

const copyRows = (value: unknown) => (Array.isArray(value) ? value.map((row) => ({ ...row })) : []);

/** Years as typed; an empty box is "not given" (null). */
export const yearsCodec: FieldCodec = {
  fromServer: (value) => (typeof value === "number" ? String(value) : ""),
  toPayload: (shown) => {
    const text = String(shown ?? "").trim();
    if (text === "") return null;
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  },
  validate: (payload) =>
    typeof payload === "number" && (!Number.isInteger(payload) || payload < 0 || payload > 80)
      ? "Enter a whole number of years from 0 to 80."
      : null,
};

/** A skill group as its editor shows it: the name, and the skills as comma-separated text. */
export interface SkillGroupDraft {
  name: string;
  skills: string;
}

/**
 * Each group's skills are edited as comma-separated text (a pasted list just works) and stored
 * as a list. Groups with neither a name nor a skill stay on screen but are not saved.
 */
export const skillsCodec: FieldCodec = {
  fromServer: (value) => {
    const groups = Array.isArray(value) ? toSkillGroups(value) : [];
    const drafts = groups.map((group) => ({ name: group.name, skills: group.keywords.join(", ") }));
    return drafts.length ? drafts : [{ name: "", skills: "" }];
  },
  toPayload: (shown) =>
    ((shown ?? []) as SkillGroupDraft[])
      .map((draft) => ({
        name: draft.name.trim(),
        keywords: splitSkillList(draft.skills.replaceAll("\n", ",")),
      }))
      .filter((group) => group.name || group.keywords.length),
  validate: (payload) => zodMessage(shape.skills, payload),
};

/** Extra sections: entries with nothing filled in stay on screen but are not saved. */
const sectionsCodec: FieldCodec = {
  fromServer: (value) => structuredClone(Array.isArray(value) ? value : []),
  toPayload: (shown) =>
    ((shown ?? []) as ExtraSection[]).map((section) => ({
      ...section,
      entries: trimRows(section.entries.filter(isFilledEntry)),
    })),
  validate: (payload) => zodMessage(shape.sections, payload),
};

/** Spec §5: half-filled rows stay on screen but are not saved. */
export const languagesCodec: FieldCodec = {
  fromServer: copyRows,
  toPayload: (shown) => trimRows(cleanLanguages((shown ?? []) as LanguageRow[])),
  validate: (payload) => zodMessage(shape.languages, payload),
};

/** Half-filled rows and links that are not http(s)/mailto stay on screen but are not saved. */
const linksCodec: FieldCodec = {
  fromServer: copyRows,
  toPayload: (shown) =>
    trimRows(cleanLinks((shown ?? []) as LinkRow[]).filter((row) => isSafeLink(row.link))),
  validate: (payload) => zodMessage(shape.links, payload),
};

const special: Record<string, FieldCodec> = {
  years_experience: yearsCodec,
  skills: skillsCodec,
  sections: sectionsCodec,
  languages: languagesCodec,
  links: linksCodec,
};
const resumeCodecs = new Map<string, FieldCodec>();

export const resumeCodecFor: CodecFor = (field) => {
  let codec = resumeCodecs.get(field);
  if (!codec) {
    codec = special[field] ?? plainCodec(shape[field], field === "free_generated" ? false : "");
    resumeCodecs.set(field, codec);
  }
  return codec;
};

const entityCodecs = new Map<string, FieldCodec>();

export function entityCodecFor(type: ResumeEntityType): CodecFor {
  const rowShape = resumeEntityFields[type].shape as Record<string, Parameters<typeof zodMessage>[0]>;
  return (field) => {
    const key = `${type}.${field}`;
    let codec = entityCodecs.get(key);
    if (!codec) {
      codec = plainCodec(rowShape[field], field === "still_working" ? false : "");
      entityCodecs.set(key, codec);
    }
    return codec;
  };
}
