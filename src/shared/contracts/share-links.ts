import { z } from "zod";
import { idField, printedId } from "./fields.ts";
import { pdfProps, templateIds } from "./pdf.ts";

// /api/share-links (docs/api.md "Share links"): publishing a resume, or one of its revisions,
// in a design at /r/{slug}. Unknown keys are refused so a typo never silently does nothing.

const SLUG_MIN = 3;
const SLUG_MAX = 60;
const SLUG_RULE = `A link name is ${SLUG_MIN}–${SLUG_MAX} lower-case letters, digits and single hyphens (not at either end).`;

/** Plain string steps, no regex: the slug is user text (docs/architecture.md "Regular expressions"). */
export function isValidSlug(slug: string): boolean {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return false;
  if (slug.startsWith("-") || slug.endsWith("-") || slug.includes("--")) return false;
  for (const char of slug) {
    const lowerLetter = char >= "a" && char <= "z";
    const digit = char >= "0" && char <= "9";
    if (!lowerLetter && !digit && char !== "-") return false;
  }
  return true;
}

const slugField = z
  .string(SLUG_RULE)
  .trim()
  .max(SLUG_MAX, SLUG_RULE)
  .transform((slug) => slug.toLowerCase())
  .refine(isValidSlug, SLUG_RULE);

// 8 characters at least: with the guessing limits (modules/share-links/check-share-password.ts)
// a password of lower-case letters alone takes a guesser thousands of years.
export const SHARE_PASSWORD_MIN = 8;
export const SHARE_PASSWORD_RULE = `The password must be ${SHARE_PASSWORD_MIN}–200 characters.`;
const passwordField = z
  .string(SHARE_PASSWORD_RULE)
  .min(SHARE_PASSWORD_MIN, SHARE_PASSWORD_RULE)
  .max(200, SHARE_PASSWORD_RULE);

const EXPIRY_RULE = "expiresAt must be a date and time in the future (ISO 8601), or null for no expiry.";
const expiresAtField = z.iso
  .datetime({ offset: true, error: EXPIRY_RULE })
  .refine((value) => new Date(value).getTime() > Date.now(), EXPIRY_RULE)
  .nullable();

const template = z.enum(templateIds, `template must be one of: ${templateIds.join(", ")}.`);
const revisionId = printedId("revisionId", "a revision id").nullable();

/** POST /api/share-links: what to publish and how; a missing slug gets a random one. */
export const createShareLinkPayload = z.strictObject({
  resumeId: printedId("resumeId", "a resume id"),
  /** A Tailored revision of the resume (its content as of now); null or absent: the Original, live. */
  revisionId: revisionId.optional(),
  template,
  props: pdfProps.optional(),
  slug: slugField.optional(),
  password: passwordField.optional(),
  expiresAt: expiresAtField.optional(),
  allowIndexing: z.boolean("allowIndexing must be true or false.").optional(),
});
export type CreateShareLinkRequest = z.input<typeof createShareLinkPayload>;

/**
 * PATCH /api/share-links: the link's id and any subset of its settings. `password: null` removes
 * the password; naming `revisionId` (or null for the Original) publishes that content as of now.
 */
export const updateShareLinkPayload = z.strictObject({
  id: idField,
  revisionId: revisionId.optional(),
  template: template.optional(),
  props: pdfProps.optional(),
  slug: slugField.optional(),
  password: passwordField.nullable().optional(),
  expiresAt: expiresAtField.optional(),
  allowIndexing: z.boolean("allowIndexing must be true or false.").optional(),
});
export type UpdateShareLinkRequest = z.input<typeof updateShareLinkPayload>;

/** One day of a link's statistics (UTC). */
export interface ShareDay {
  day: string;
  views: number;
  downloads: number;
}

/** The last 30 days, oldest first, every day present (0 when nobody came), and their totals. */
export interface ShareStats {
  days: ShareDay[];
  views: number;
  downloads: number;
}

/** A published link as its owner sees it. */
export interface ShareLinkAnswer {
  id: number;
  resumeId: number;
  revisionId: number | null;
  slug: string;
  /** The public address: APP_URL/r/{slug}. */
  url: string;
  template: (typeof templateIds)[number];
  props: z.infer<typeof pdfProps>;
  hasPassword: boolean;
  expiresAt: string | null;
  allowIndexing: boolean;
  createdAt: string;
  updatedAt: string;
  stats: ShareStats;
}

/** GET /api/share-links[?resume_id=]: the caller's links, newest first. */
export interface ShareLinkList {
  links: ShareLinkAnswer[];
}

/** GET /api/share-links/slug?slug=: whether a link name can be used (by this user's link `id`). */
export interface SlugAvailability {
  slug: string;
  available: boolean;
  message: string;
}
