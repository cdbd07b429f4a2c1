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

/** Skills are edited as one comma-separated text and stored as a list. */
export const skillsCodec: FieldCodec = {
  fromServer: (value) => (Array.isArray(value) ? value.join(", ") : ""),
  toPayload: (shown) =>
    String(shown ?? "")
      .split(/[,\n]/)
      .map((skill) => skill.trim())
      .filter(Boolean),
  validate: (payload) => zodMessage(shape.skills, payload),
};

/** Spec §5: half-filled rows stay on screen but are not saved. */
export const languagesCodec: FieldCodec = {
  fromServer: copyRows,
  toPayload: (shown) => trimRows(cleanLanguages((shown ?? []) as LanguageRow[])),
  validate: (payload) => zodMessage(shape.languages, payload),
};

/** Half-filled rows and links that are not http(s)/mailto stay on screen but are not saved. */
export const linksCodec: FieldCodec = {
  fromServer: copyRows,
  toPayload: (shown) =>
    trimRows(cleanLinks((shown ?? []) as LinkRow[]).filter((row) => isSafeLink(row.link))),
  validate: (payload) => zodMessage(shape.links, payload),
};

const special: Record<string, FieldCodec> = {
  years_experience: yearsCodec,
  skills: skillsCodec,
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
