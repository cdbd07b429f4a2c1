import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { jobStatuses } from "../../src/shared/contracts/jobs.ts";
import { fontIds, templateIds } from "../../src/shared/contracts/pdf.ts";
import { entityTypes } from "../../src/shared/resume.ts";
import { imageOnlyPdf, passwordPdf, textItemsPdf } from "../support/handmade-pdf.ts";
import {
  type FieldArbitraries,
  flag,
  fromPlain,
  type Hostile,
  hostileNumber,
  hostileText,
  idOf,
  listOf,
  objectOf,
  oneOf,
  ref,
  shapedPayload,
  text,
} from "../support/hostile-payloads.ts";
import { type HostileRequest, queryRef } from "./hostile-send.ts";

// The fields of the app's request bodies, as arbitraries for the hostile-input suite: each
// usually a plausible value, so that payloads get past the first check and reach deeper ones.

export const queryText = (...values: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: hostileText });
export const idText = (...names: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names.map(queryRef)) },
    { weight: 1, arbitrary: fc.constantFrom("0", "-1", "1.5", "2147483648", "1e3", "0x10", " 1", "１", "") },
  );

const monthYear = oneOf("03/2021", "12/2024", "", "13/2020", "3/2021", "2021-03");
const link = oneOf("https://example.com/a?b=<c>", "mailto:me@example.com", "javascript:alert(1)", "");
export const email = fc.oneof(fc.emailAddress(), text);

export const resumeFields: FieldArbitraries = {
  name: text,
  full_name: text,
  headline: text,
  desired_role: text,
  years_experience: fc.oneof(fc.integer({ min: 0, max: 80 }), hostileNumber),
  hobbies: text,
  email,
  phone: text,
  address: text,
  summary: text,
  skills: listOf(text),
  languages: listOf(objectOf({ language: text, level: text })),
  links: listOf(objectOf({ label: text, link })),
  job_posting: text,
  user_instructions: text,
  free_generated: flag,
};

const entityFields: Record<string, FieldArbitraries> = {
  experiences: {
    company: text,
    role: text,
    start_date: monthYear,
    end_date: monthYear,
    still_working: flag,
    company_address: text,
    responsibilities: text,
  },
  educations: {
    institution_name: text,
    degree: text,
    field_of_study: text,
    start_date: monthYear,
    end_date: monthYear,
    achievements: text,
  },
  projects: {
    name: text,
    url: link,
    description: text,
    technologies: text,
    start_date: monthYear,
    end_date: monthYear,
    organization: text,
  },
  certificates: { name: text, issuing_institution: text, date_issued: monthYear, description: text },
  cover_letters: {
    name: text,
    resume_id: idOf("resume"),
    content: listOf(text),
    job_id: idOf("job"),
    job_title: text,
    company: text,
    job_description: text,
    instructions: text,
  },
};

export const rowRef: Record<string, string> = {
  experiences: "experience",
  educations: "education",
  projects: "project",
  certificates: "certificate",
  cover_letters: "letter",
};

/** One shaped payload per entity type, with `type` and the given extra fields. */
export function perEntityType(extra: (type: string) => FieldArbitraries) {
  return fc.oneof(
    ...entityTypes.map((type) =>
      shapedPayload({ type: oneOf(type), ...extra(type), ...(entityFields[type] as FieldArbitraries) }),
    ),
  );
}

export const letterLinks: FieldArbitraries = {
  resume_id: idOf("resume"),
  job_id: idOf("job"),
  job_title: text,
  company: text,
  job_description: text,
  instructions: text,
};
export const jobFields: FieldArbitraries = {
  title: text,
  company: text,
  url: link,
  description: text,
  status: oneOf(...jobStatuses),
  notes: text,
  follow_up_on: oneOf("2026-06-30", "2026-02-30", "2026-6-30", "30/06/2026", "", null),
  term_corrections: objectOf({ removed: listOf(text), required: listOf(text), added: listOf(text) }),
};
export const pdfProps = (extra: FieldArbitraries = {}) =>
  fc.oneof(
    objectOf({
      accent: oneOf("#1f6feb", "#FFFFFF", "1f6feb", "#12345g", "red"),
      font: oneOf(...fontIds),
      pageSize: oneOf("A4", "Letter", "a4"),
      ...extra,
    }),
    text,
  );
export const template = oneOf("", ...templateIds);
// Renders are the slowest thing we call: most bodies should stop at validation or ownership.
export const renderId = (name: string) =>
  fc.oneof({ weight: 1, arbitrary: idOf(name) }, { weight: 3, arbitrary: hostileNumber });

export const jsonResume = objectOf({
  basics: objectOf({
    name: text,
    label: text,
    email,
    url: link,
    summary: text,
    profiles: listOf(objectOf({ network: text, url: link, username: text })),
    location: objectOf({ city: text, region: text, countryCode: text }),
  }),
  work: listOf(
    objectOf({ name: text, position: text, startDate: text, endDate: text, highlights: listOf(text) }),
  ),
  education: listOf(objectOf({ institution: text, studyType: text, area: text, startDate: text })),
  skills: listOf(objectOf({ name: text, keywords: listOf(text) })),
  languages: listOf(objectOf({ language: text, fluency: text })),
});
export const nativeFile = objectOf({
  format: oneOf("resume-builder"),
  version: fc.oneof(fc.constant<Hostile>(1), hostileNumber),
  resume: objectOf({ ...resumeFields, experiences: listOf(objectOf(entityFields.experiences!)) }),
});

/** A Stripe event as Stripe builds it: its shape is Stripe's; the user controls only some values. */
const stripeEvent = fc.oneof(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 30 }),
    object: fc.constant("event"),
    type: fc.constantFrom("checkout.session.completed", "checkout.session.async_payment_succeeded"),
    created: fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
    data: fc.record({
      object: fc.record({
        id: fc.string({ minLength: 1, maxLength: 30 }),
        object: fc.constant("checkout.session"),
        mode: fc.constantFrom("payment", "subscription"),
        // Set through the Payment Link's URL by whoever opens it; Stripe allows letters,
        // digits, "-" and "_", up to 200.
        client_reference_id: fc.oneof(
          fc.constant<Hostile>(ref("userId")),
          fc.stringMatching(/^[\w-]{1,200}$/),
          fc.constant(null),
        ),
        amount_subtotal: fc.oneof(fc.constantFrom(690, 1490, 2999, 9000), fc.integer(), fc.constant(null)),
        currency: fc.constantFrom("usd", "cad", "eur"),
        payment_status: fc.constantFrom("paid", "unpaid", "no_payment_required"),
        customer: fc.oneof(fc.constant(null), fc.string({ minLength: 1, maxLength: 30 })),
        subscription: fc.oneof(fc.constant(null), fc.string({ minLength: 1, maxLength: 30 })),
        payment_link: fc.oneof(fc.constant(null), fc.string({ minLength: 1, maxLength: 30 })),
        metadata: fc.dictionary(
          fc.constantFrom("plan", "note", "__proto__"),
          hostileText.filter((value) => value.length <= 500 && !value.includes("\u0000")),
        ),
      }),
    }),
  }),
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 30 }),
    object: fc.constant("event"),
    type: fc.constantFrom(
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "invoice.paid",
    ),
    created: fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
    data: fc.record({
      object: fc.record({
        id: fc.string({ minLength: 1, maxLength: 30 }),
        object: fc.constant("subscription"),
        customer: fc.string({ minLength: 1, maxLength: 30 }),
        status: fc.constantFrom("active", "trialing", "past_due", "canceled", "unpaid", "paused"),
      }),
    }),
  }),
);

/**
 * The webhook: events signed with the test secret (Stripe's shape, hostile where a user can
 * reach), and anything at all unsigned or signed wrongly (only a 400 may come back).
 */
export const webhookDelivery: fc.Arbitrary<HostileRequest> = fc.oneof(
  fc.record({ body: stripeEvent.map(fromPlain), signAsStripe: fc.constant(true) }),
  fc.record(
    {
      body: shapedPayload({
        id: text,
        object: oneOf("event"),
        type: oneOf("checkout.session.completed", "customer.subscription.updated", "invoice.paid"),
        created: fc.oneof(fc.constant<Hostile>(Math.floor(Date.now() / 1000)), hostileNumber),
        data: objectOf({
          object: objectOf({ id: text, client_reference_id: fc.oneof(fc.constant(ref("userId")), text) }),
        }),
      }),
      signAsStripe: fc.constant(false),
      headers: fc.option(fc.record({ "stripe-signature": hostileText }), { nil: undefined }),
    },
    { requiredKeys: ["body", "signAsStripe"] },
  ),
);

/** Small real documents the upload mutates, so that the readers get past their first checks. */
const sampleDocuments = [
  imageOnlyPdf(),
  passwordPdf(["Ada Lovelace", "ada@example.com"], "secret"),
  textItemsPdf(40),
  zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8("<w:document/>") }),
  zipSync({
    "Profile.csv": strToU8("First Name,Last Name\nAda,Lovelace\n"),
    "Positions.csv": strToU8("Company Name\n"),
  }),
];
const uploadedBytes = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  fc
    .tuple(
      fc.constantFrom("%PDF-1.7\n", "PK\u0003\u0004", "\u00d0\u00cf\u0011\u00e0"),
      fc.uint8Array({ maxLength: 4096 }),
    )
    .map(([magic, rest]) => new Uint8Array(Buffer.concat([Buffer.from(magic, "latin1"), rest]))),
  fc
    .tuple(
      fc.constantFrom(...sampleDocuments),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
    )
    .map(([document, flips]) => {
      const mutated = document.slice();
      for (const [at, value] of flips) mutated[at % mutated.length] = value;
      return mutated;
    }),
);

/** A document upload as a browser sends it (multipart), mostly in the field "file". */
export const documentUpload: fc.Arbitrary<HostileRequest> = fc
  .record({
    field: fc.constantFrom("file", "file", "file", "image", ""),
    name: fc.constantFrom("resume.pdf", "resume.docx", "export.zip", "", "../../etc/passwd", 'a"b.pdf'),
    bytes: uploadedBytes,
  })
  .map(({ field, name, bytes }) => {
    const boundary = "----hostile-upload";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(head, "latin1"),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`, "latin1"),
    ]);
    return { raw: { contentType: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(body) } };
  });
