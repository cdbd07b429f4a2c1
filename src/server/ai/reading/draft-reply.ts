import { z } from "zod";

// What a model must answer when it structures a resume's text: the ResumeDraft shape
// (shared/resume-draft.ts), bounded like the JSON Resume import (2,000 characters for a
// one-line field, 20,000 for prose, 50 rows a section). The answer must be an object; inside
// it a field of the wrong type (a null, a number, a string for a list) is left out rather
// than failing the whole answer: every value is checked against the text afterwards anyway
// (ground-draft.ts), and one odd field should not cost the person the model's reading.

const LINE = 2_000;
const PROSE = 20_000;
const ROWS = 50;
const ITEMS = 100;

const line = z.string().trim().max(LINE).optional().catch(undefined);
const prose = z.string().trim().max(PROSE).optional().catch(undefined);
const strings = (max: number) =>
  z.array(z.string().trim().max(PROSE).catch("")).max(max).optional().catch(undefined);
const rows = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object(shape).catch({} as never))
    .max(ROWS)
    .optional()
    .catch(undefined);

const basics = z
  .object({
    name: line,
    label: line,
    email: line,
    phone: line,
    url: line,
    summary: prose,
    location: z
      .object({ address: line, city: line, region: line, countryCode: line, postalCode: line })
      .optional()
      .catch(undefined),
    profiles: rows({ network: line, username: line, url: line }),
  })
  .catch({});

export const draftReply = z.object({
  basics: basics.optional().transform((value) => value ?? {}),
  work: rows({
    name: line,
    position: line,
    location: line,
    startDate: line,
    endDate: line,
    summary: prose,
    highlights: strings(ITEMS),
  }),
  volunteer: rows({
    organization: line,
    position: line,
    startDate: line,
    endDate: line,
    summary: prose,
    highlights: strings(ITEMS),
  }),
  education: rows({
    institution: line,
    area: line,
    studyType: line,
    startDate: line,
    endDate: line,
    score: line,
    courses: strings(ITEMS),
  }),
  awards: rows({ title: line, date: line, awarder: line, summary: prose }),
  certificates: rows({ name: line, date: line, issuer: line, url: line }),
  publications: rows({ name: line, publisher: line, releaseDate: line, url: line, summary: prose }),
  skills: rows({ name: line, keywords: strings(ITEMS) }),
  languages: rows({ language: line, fluency: line }),
  interests: rows({ name: line, keywords: strings(ITEMS) }),
  references: rows({ name: line, reference: prose }),
  projects: rows({
    name: line,
    description: prose,
    highlights: strings(ITEMS),
    keywords: strings(ITEMS),
    startDate: line,
    endDate: line,
    url: line,
    entity: line,
  }),
});
