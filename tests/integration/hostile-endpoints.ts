import fc from "fast-check";
import { entityTypes } from "../../src/shared/resume.ts";
import { sectionKeys } from "../../src/shared/resume-sections.ts";
import {
  type FieldArbitraries,
  type Hostile,
  hostileNumber,
  hostileQuery,
  hostileText,
  idOf,
  listOf,
  objectOf,
  oneOf,
  rawBody,
  ref,
  shapedPayload,
  text,
} from "../support/hostile-payloads.ts";
import { authEndpoints } from "./hostile-auth-endpoints.ts";
import {
  documentUpload,
  email,
  idText,
  jobFields,
  jsonResume,
  letterLinks,
  nativeFile,
  pdfProps,
  perEntityType,
  queryText,
  renderId,
  resumeFields,
  rowRef,
  template,
  webhookDelivery,
} from "./hostile-fields.ts";
import { type HostileRequest, queryRef } from "./hostile-send.ts";

// Every route of the app with what the hostile-input suite sends it. hostile-fuzz-public.test.ts
// checks this list against the app's own routes, so a new endpoint without an entry fails.

export interface EndpointSpec {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Generated JSON bodies (POST, PATCH, DELETE). */
  body?: fc.Arbitrary<Hostile>;
  /** Generated query strings (GET, and the photo upload's id and crop). */
  query?: fc.Arbitrary<string>;
  /** Who sends it: the fuzzed user (default), a throwaway one, or nobody signed in. */
  as?: "user" | "victim" | "passwordUser" | "nobody";
  /** Refs a successful request uses up (deletes): they are made again before the next use. */
  consumes?: string[];
  /** Better Auth answers errors in its own shape `{ code, message }`, not ours. */
  betterAuth?: boolean;
  /** Bodies the route reads itself (the webhook's signed text, the photo's multipart). */
  rawOnly?: boolean;
  /** Whole requests, when body and query are not enough (the webhook's signature). */
  request?: fc.Arbitrary<HostileRequest>;
  /** Takes no input: the query is fuzzed anyway, with a tenth of the runs. */
  plain?: boolean;
  /** Each request from a new client address (a route with a tight per-address limit). */
  freshIp?: boolean;
  /** Generated values for the path's `:slug` (queryRef(name) stands for a ref's value). */
  slug?: fc.Arbitrary<string>;
  /** An HTML page (/r/{slug}): a 4xx may be a page with a heading instead of a JSON error. */
  page?: true;
}

/**
 * What the suite sends an endpoint: mostly its generated JSON body and query, and one time in
 * eight a body that is not JSON at all, under any content type.
 */
export function requestsFor(spec: EndpointSpec): fc.Arbitrary<HostileRequest> {
  const requests = bodyAndQueryFor(spec);
  return spec.slug
    ? fc.tuple(requests, spec.slug).map(([request, slug]) => ({ ...request, slug }))
    : requests;
}

function bodyAndQueryFor(spec: EndpointSpec): fc.Arbitrary<HostileRequest> {
  const query = spec.query ?? fc.constant("");
  const raw = fc.record({ query, raw: rawBody });
  if (spec.request) return fc.oneof({ weight: 7, arbitrary: spec.request }, { weight: 1, arbitrary: raw });
  if (spec.rawOnly || !spec.body) return spec.method === "GET" ? fc.record({ query }) : raw;
  const json = fc.record({ query, body: spec.body });
  return fc.oneof({ weight: 7, arbitrary: json }, { weight: 1, arbitrary: raw });
}

/** A share link's slug: the fuzzed user's own (with a password), a free one, or hostile text. */
const shareSlug = fc.oneof(
  { weight: 3, arbitrary: fc.constant(queryRef("shareSlug")) },
  { weight: 1, arbitrary: fc.constantFrom("no-such-link", "A", "-x-", "%00", "...", "r".repeat(300)) },
  { weight: 1, arbitrary: hostileText },
);
const shareFields = {
  revisionId: idOf("revision"),
  template,
  props: pdfProps(),
  slug: oneOf("fuzz-link", "Fuzz-Link", "-bad-", "ab", ""),
  password: oneOf("open sesame", "abc", ""),
  expiresAt: oneOf("2999-01-01T00:00:00Z", "2001-01-01T00:00:00Z", "tomorrow", null),
  allowIndexing: oneOf(true, false, "yes"),
};

/** A follow-up day in a query: real, impossible, another format, empty. */
const dayText = queryText("2026-06-30", "2026-02-30", "30/06/2026", "");
const plainGet = (path: string): EndpointSpec => ({
  method: "GET",
  path,
  query: hostileQuery({}),
  plain: true,
});

export const endpoints: EndpointSpec[] = [
  plainGet("/api/health"),
  plainGet("/api/config"),
  plainGet("/sitemap.xml"),
  plainGet("/dev/outbox"),
  plainGet("/api/openapi.json"),
  plainGet("/api/docs"),
  { method: "POST", path: "/api/payments/webhook", request: webhookDelivery, as: "nobody" },
  {
    method: "POST",
    path: "/api/feedback",
    body: shapedPayload({ email, message: text, user_id: fc.constant(ref("resume")) }),
    freshIp: true,
  },
  { method: "POST", path: "/api/free-tools/rephrase", body: shapedPayload({ phrase: text }), as: "nobody" },
  // Sent with the fuzzed user's session and no key: whatever the body, a 401 that says to send
  // a key. The tools' own inputs (checked by their schemas) are tests/integration/mcp.test.ts's.
  {
    method: "POST",
    path: "/mcp",
    body: shapedPayload({
      jsonrpc: oneOf("2.0"),
      id: hostileNumber,
      method: oneOf("tools/call", "tools/list", "initialize"),
      params: objectOf({ name: text, arguments: objectOf({ resumeId: idOf("resume") }) }),
    }),
  },
  ...authEndpoints,

  { method: "GET", path: "/r/:slug", query: hostileQuery({}), slug: shareSlug, as: "nobody", page: true },
  {
    method: "POST",
    path: "/r/:slug",
    body: shapedPayload({ password: text }),
    slug: shareSlug,
    as: "nobody",
    page: true,
    freshIp: true,
  },
  { method: "GET", path: "/r/:slug/pdf", query: hostileQuery({}), slug: shareSlug, as: "nobody", page: true },
  { method: "GET", path: "/api/share-links", query: hostileQuery({ resume_id: idText("resume") }) },
  {
    method: "GET",
    path: "/api/share-links/slug",
    query: hostileQuery({ slug: queryText("fuzz-link", "a", ""), id: idText("shareLink") }),
  },
  {
    method: "POST",
    path: "/api/share-links",
    body: shapedPayload({ resumeId: idOf("resume"), ...shareFields }),
  },
  {
    method: "PATCH",
    path: "/api/share-links",
    body: shapedPayload({ id: idOf("shareLink"), ...shareFields }),
  },
  {
    method: "DELETE",
    path: "/api/share-links",
    body: shapedPayload({ id: idOf("victimShareLink") }),
    consumes: ["victimShareLink"],
  },
  plainGet("/api/user"),
  { method: "POST", path: "/api/user/partner", body: shapedPayload({ plan: text }) },
  plainGet("/api/cv/stats"),
  plainGet("/api/cv/list"),
  { method: "GET", path: "/api/cv/item", query: hostileQuery({ id: idText("resume", "otherUserResume") }) },
  {
    method: "GET",
    path: "/api/cv/layout",
    query: hostileQuery({ resume_id: idText("resume", "otherUserResume") }),
  },
  {
    method: "PUT",
    path: "/api/cv/layout",
    query: hostileQuery({ resume_id: idText("resume", "otherUserResume") }),
    body: shapedPayload({
      order: listOf(oneOf(...sectionKeys)),
      hidden: listOf(oneOf(...sectionKeys)),
      margins: hostileNumber,
      spacing: hostileNumber,
      lineHeight: hostileNumber,
      fontScale: hostileNumber,
    }),
  },
  {
    method: "POST",
    path: "/api/cv/layout/fit",
    body: shapedPayload({ id: renderId("resume"), template, props: pdfProps() }),
  },
  { method: "POST", path: "/api/cv/create", body: shapedPayload({ name: text }) },
  { method: "POST", path: "/api/cv/duplicate", body: shapedPayload({ id: idOf("resume") }) },
  {
    method: "PATCH",
    path: "/api/cv/update",
    body: shapedPayload({ id: idOf("resume"), updated_at: idOf("resumeUpdatedAt"), ...resumeFields }),
  },
  {
    method: "DELETE",
    path: "/api/cv/delete",
    body: shapedPayload({ id: idOf("victimResume") }),
    consumes: ["victimResume"],
  },
  {
    method: "POST",
    path: "/api/cv/import",
    body: shapedPayload({
      format: oneOf("json-resume", "native"),
      data: fc.oneof(jsonResume, nativeFile, text),
    }),
  },
  { method: "POST", path: "/api/cv/import/draft", body: jsonResume },
  // Pasted text as JSON, or a document as multipart: random bytes, bytes behind a PDF, ZIP or
  // .doc signature, and real small PDFs, Word files and LinkedIn exports with bytes changed.
  {
    method: "POST",
    path: "/api/cv/import/read",
    request: fc.oneof(fc.record({ body: shapedPayload({ text }) }), documentUpload),
  },
  {
    method: "GET",
    path: "/api/cv/export",
    query: hostileQuery({ id: idText("resume"), format: queryText("json-resume", "native") }),
  },
  { method: "POST", path: "/api/cv/quality", body: shapedPayload({ id: idOf("resume") }) },
  { method: "GET", path: "/api/cv/posting-skills", query: hostileQuery({ id: idText("resume") }) },
  {
    method: "POST",
    path: "/api/cv/generate",
    body: shapedPayload({ id: idOf("resume"), desiredRole: text, jobId: idOf("job"), instructions: text }),
  },
  {
    method: "POST",
    path: "/api/cv/improve",
    body: shapedPayload({
      id: idOf("resume"),
      kind: oneOf("summary", "experiences", "projects", "educations", "certificates", "sections"),
      row: idOf("experience", "project", "education", "certificate"),
      section: fc.oneof(fc.integer({ min: 0, max: 20 }), hostileNumber),
      entry: fc.oneof(fc.integer({ min: 0, max: 50 }), hostileNumber),
      text,
    }),
  },
  { method: "GET", path: "/api/cv/revisions", query: hostileQuery({ id: idText("resume") }) },
  { method: "GET", path: "/api/cv/revision", query: hostileQuery({ id: idText("revision") }) },
  {
    method: "PATCH",
    path: "/api/cv/revision",
    body: shapedPayload({
      id: idOf("revision"),
      updated_at: idOf("revisionUpdatedAt"),
      summary: text,
      skills: listOf(text),
      experiences: listOf(objectOf({ id: idOf("revisionExperience"), responsibilities: text })),
      projects: listOf(objectOf({ id: idOf("revisionProject"), description: text })),
      educations: listOf(objectOf({ id: idOf("revisionEducation"), achievements: text })),
      certificates: listOf(objectOf({ id: idOf("revisionCertificate"), description: text })),
    }),
  },
  {
    method: "PATCH",
    path: "/api/cv/revision/name",
    body: shapedPayload({ id: idOf("revision"), name: text }),
  },
  {
    method: "POST",
    path: "/api/cv/revision/confirm",
    body: shapedPayload({
      id: idOf("revision"),
      terms: listOf(objectOf({ term: text, group: text, experience_id: idOf("revisionExperience"), text })),
    }),
  },
  {
    method: "POST",
    path: "/api/cv/revision/apply",
    body: shapedPayload({ id: idOf("revision"), accepted: listOf(text), into: text }),
  },
  {
    method: "DELETE",
    path: "/api/cv/revision",
    body: shapedPayload({ id: idOf("victimRevision") }),
    consumes: ["victimRevision"],
  },
  { method: "POST", path: "/api/cover-letter/create", body: shapedPayload({ name: text, ...letterLinks }) },
  { method: "GET", path: "/api/cover-letter/item", query: hostileQuery({ id: idText("letter") }) },
  {
    method: "POST",
    path: "/api/cover-letter/generate",
    body: shapedPayload({ id: idOf("letter"), revision_id: idOf("revision"), ...letterLinks }),
  },
  plainGet("/api/account/api-keys"),
  { method: "POST", path: "/api/account/api-keys", body: shapedPayload({ name: text, scope: text }) },
  // Revoking: another kind's id is never one of the user's keys (404), the fuzz looks for 5xx.
  { method: "DELETE", path: "/api/account/api-keys", body: shapedPayload({ id: idOf("resume") }) },
  plainGet("/api/jobs"),
  { method: "GET", path: "/api/jobs/follow-ups", query: hostileQuery({ due_by: dayText }) },
  { method: "GET", path: "/api/jobs/item", query: hostileQuery({ id: idText("job") }) },
  { method: "POST", path: "/api/jobs", body: shapedPayload(jobFields) },
  {
    method: "POST",
    path: "/api/jobs/for-posting",
    body: shapedPayload({ description: text, fallbackTitle: text }),
  },
  { method: "PATCH", path: "/api/jobs", body: shapedPayload({ id: idOf("job"), ...jobFields }) },
  {
    method: "DELETE",
    path: "/api/jobs",
    body: shapedPayload({ id: idOf("victimJob") }),
    consumes: ["victimJob"],
  },
  {
    method: "POST",
    path: "/api/cv/image",
    rawOnly: true,
    query: hostileQuery({
      id: idText("resume"),
      x: queryText("0", "10"),
      y: queryText("0", "10"),
      size: queryText("32", "64"),
    }),
  },
  {
    method: "GET",
    path: "/api/cv/image",
    query: hostileQuery({ id: idText("resume"), size: queryText("96", "192", "384"), v: queryText("x") }),
  },
  { method: "DELETE", path: "/api/cv/image", body: shapedPayload({ id: idOf("resume") }) },
  {
    method: "GET",
    path: "/api/entity",
    query: hostileQuery({ entity: queryText(...entityTypes), resume_id: idText("resume") }),
  },
  {
    method: "POST",
    path: "/api/entity",
    body: perEntityType(
      (type): FieldArbitraries => (type === "cover_letters" ? {} : { resume_id: idOf("resume") }),
    ),
  },
  {
    method: "PATCH",
    path: "/api/entity",
    body: perEntityType((type) => ({ id: idOf(rowRef[type] as string) })),
  },
  {
    method: "DELETE",
    path: "/api/entity",
    body: shapedPayload({
      type: oneOf("experiences", "cover_letters"),
      id: idOf("victimExperience", "victimLetter"),
    }),
    consumes: ["victimExperience", "victimLetter"],
  },
  {
    method: "POST",
    path: "/api/entity/reorder",
    body: shapedPayload({
      type: oneOf(...entityTypes),
      resume_id: idOf("resume"),
      ids: fc.oneof(idOf("experienceIds", "projectIds"), listOf(idOf("experience", "project"))),
    }),
  },
  // A throwaway user: exporting the fuzzed user's hundreds of resumes only measures the export.
  { ...plainGet("/api/account/export"), as: "victim" },
  // The same export for an older session, with the password (checked at most 5 times per window).
  { method: "POST", path: "/api/account/export", body: shapedPayload({ password: text }), as: "victim" },
  {
    method: "DELETE",
    path: "/api/account",
    body: shapedPayload({ confirm: oneOf("DELETE", "delete", " DELETE") }),
    as: "victim",
    consumes: ["victim"],
  },
  plainGet("/api/pdf/templates"),
  ...["/api/pdf/preview", "/api/download/pdf"].map(
    (path): EndpointSpec => ({
      method: "POST",
      path,
      body: shapedPayload({
        id: renderId("resume"),
        template,
        props: pdfProps({ revisionId: idOf("revision") }),
        htmlContent: text,
      }),
    }),
  ),
  ...["/api/pdf/cover-letter", "/api/download/cover-letter"].map(
    (path): EndpointSpec => ({
      method: "POST",
      path,
      body: shapedPayload({
        id: renderId("letter"),
        template,
        props: pdfProps(),
        index: fc.oneof(fc.constantFrom<Hostile>(0, 1, 49), hostileNumber),
      }),
    }),
  ),
  {
    method: "POST",
    path: "/api/download/cover-letter-docx",
    body: shapedPayload({
      id: renderId("letter"),
      index: fc.oneof(fc.constantFrom<Hostile>(0, 1, 49), hostileNumber),
    }),
  },
  ...["/api/download/docx", "/api/download/text"].map(
    (path): EndpointSpec => ({
      method: "POST",
      path,
      body: shapedPayload({ id: idOf("resume"), revisionId: idOf("revision") }),
    }),
  ),
];
