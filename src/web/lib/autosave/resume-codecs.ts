import { normalizeTypedDate, TYPED_DATE_MESSAGE } from "../../../shared/month-year";
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
import { type ExtraSection, isFilledEntry, type SectionEntry } from "../../../shared/resume-extras";
import { splitChipText } from "../../../shared/skill-chips";
import { toSkillGroups } from "../../../shared/skill-groups";
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

/**
 * A skill group as its editor shows it: the name, its skills as chips, and what is still being
 * typed in its input (saved too, so a skill typed without Enter is not lost).
 */
export interface SkillGroupDraft {
  name: string;
  keywords: string[];
  typing: string;
}

/** A draft as shown, also from before chips (`skills` as comma-separated text, kept by held-store). */
export function skillGroupDraft(row: unknown): SkillGroupDraft {
  const draft = (row ?? {}) as Partial<SkillGroupDraft> & { skills?: unknown };
  return {
    name: typeof draft.name === "string" ? draft.name : "",
    keywords: Array.isArray(draft.keywords)
      ? draft.keywords.filter((skill): skill is string => typeof skill === "string")
      : splitChipText(typeof draft.skills === "string" ? draft.skills : ""),
    typing: typeof draft.typing === "string" ? draft.typing : "",
  };
}

/** The chips and the typed skills, once each; over-limit ones stay for the check to refuse. */
function withTyping(draft: SkillGroupDraft): string[] {
  const skills = draft.keywords.map((skill) => skill.trim()).filter(Boolean);
  const seen = new Set(skills.map((skill) => skill.toLowerCase()));
  for (const skill of splitChipText(draft.typing)) {
    if (seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

/**
 * Each group is edited as chips (skill-chips.ts) and stored as the spec's list of skills, the
 * text still being typed included. Groups with neither a name nor a skill stay on screen but
 * are not saved.
 */
export const skillsCodec: FieldCodec = {
  fromServer: (value) => {
    const groups = Array.isArray(value) ? toSkillGroups(value) : [];
    const drafts = groups.map((group) => ({ name: group.name, keywords: [...group.keywords], typing: "" }));
    return drafts.length ? drafts : [{ name: "", keywords: [], typing: "" }];
  },
  toPayload: (shown) =>
    ((shown ?? []) as unknown[])
      .map(skillGroupDraft)
      .map((draft) => ({
        name: draft.name.trim(),
        keywords: withTyping(draft),
      }))
      .filter((group) => group.name || group.keywords.length),
  validate: (payload) => zodMessage(shape.skills, payload),
};

const DATE_FIELDS = new Set(["start_date", "end_date", "date_issued"]);

/** A typed date in its stored form ("Aug 2021" -> "08/2021"); text that is no date, as typed. */
const storedDate = (shown: unknown) => {
  const text = String(shown ?? "");
  return normalizeTypedDate(text) ?? text.trim();
};

/**
 * A date is typed the way people write it and sent in its stored form (docs/decisions/018).
 * What cannot be read is held back with the forms that work, not the API's MM/YYYY rule.
 */
const dateCodec: FieldCodec = {
  fromServer: (value) => value ?? "",
  toPayload: storedDate,
  validate: (payload) =>
    normalizeTypedDate(String(payload ?? "")) === undefined ? TYPED_DATE_MESSAGE : null,
};

const sectionEntryDates = (entry: SectionEntry): SectionEntry => ({
  ...entry,
  start_date: storedDate(entry.start_date),
  end_date: storedDate(entry.end_date),
});

/** Extra sections: entries with nothing filled in stay on screen but are not saved. */
const sectionsCodec: FieldCodec = {
  fromServer: (value) => structuredClone(Array.isArray(value) ? value : []),
  toPayload: (shown) =>
    ((shown ?? []) as ExtraSection[]).map((section) => ({
      ...section,
      entries: trimRows(section.entries.filter(isFilledEntry)).map(sectionEntryDates),
    })),
  validate: (payload) => {
    const typedDates = (payload as ExtraSection[]).flatMap((section) =>
      section.entries.flatMap((entry) => [entry.start_date, entry.end_date]),
    );
    if (typedDates.some((date) => normalizeTypedDate(date) === undefined)) return TYPED_DATE_MESSAGE;
    return zodMessage(shape.sections, payload);
  },
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
      codec = DATE_FIELDS.has(field)
        ? dateCodec
        : plainCodec(rowShape[field], field === "still_working" ? false : "");
      entityCodecs.set(key, codec);
    }
    return codec;
  };
}
