import { call, type EndpointRule, get, type SignedInCase } from "./endpoint-types.ts";

// The matrix's rules for the account, AI writing, cover letters, jobs and printing
// (docs/api.md "Your data", "AI writing", "Designs and PDF").

/** Resume preview and download: the resume and a Tailored revision of it (props.revisionId). */
const printResume = (path: string): SignedInCase[] => [
  { label: "the original", build: (ids) => call("POST", path, { id: ids.resumeId, template: "" }) },
  {
    label: "a revision",
    build: (ids) => call("POST", path, { id: ids.resumeId, props: { revisionId: ids.revisionId } }),
  },
];
/** Word and text exports: the resume and a Tailored revision of it (revisionId). */
const exportResume = (path: string): SignedInCase[] => [
  { label: "a resume", build: (ids) => call("POST", path, { id: ids.resumeId }) },
  {
    label: "a revision",
    build: (ids) => call("POST", path, { id: ids.resumeId, revisionId: ids.revisionId }),
  },
];
const printLetter = (path: string): SignedInCase[] => [
  { label: "the newest text", build: (ids) => call("POST", path, { id: ids.coverLetterId, index: 0 }) },
];

export const writingEndpointRules: Record<string, EndpointRule> = {
  "GET /api/user": { access: "signed-in", cases: [{ label: "own plan", build: () => get("/api/user") }] },
  "POST /api/user/partner": {
    access: "signed-in",
    cases: [{ label: "become a partner", build: () => call("POST", "/api/user/partner", {}) }],
  },
  "POST /api/cv/generate": {
    access: "signed-in",
    cases: [
      {
        label: "a resume for a saved job",
        build: (ids) => call("POST", "/api/cv/generate", { id: ids.resumeId, jobId: ids.jobId }),
        ownerStatus: 201,
      },
    ],
  },
  "POST /api/cv/improve": {
    access: "signed-in",
    cases: [
      {
        label: "a line of the summary",
        build: (ids) =>
          call("POST", "/api/cv/improve", { id: ids.resumeId, kind: "summary", text: "I build APIs." }),
      },
      {
        label: "a line of an experience",
        build: (ids) =>
          call("POST", "/api/cv/improve", {
            id: ids.resumeId,
            kind: "experiences",
            row: ids.experienceId,
            text: "- Responsible for the billing API",
          }),
      },
    ],
  },
  "GET /api/cv/revisions": {
    access: "signed-in",
    cases: [{ label: "a resume's revisions", build: (ids) => get(`/api/cv/revisions?id=${ids.resumeId}`) }],
  },
  "GET /api/cv/revision": {
    access: "signed-in",
    cases: [{ label: "a revision", build: (ids) => get(`/api/cv/revision?id=${ids.revisionId}`) }],
  },
  "PATCH /api/cv/revision": {
    access: "signed-in",
    cases: [
      {
        label: "a revision and one of its rows",
        build: (ids) =>
          call("PATCH", "/api/cv/revision", {
            id: ids.revisionId,
            updated_at: ids.revisionUpdatedAt,
            summary: "Edited by hand.",
            experiences: [{ id: ids.experienceId, responsibilities: "Edited row." }],
          }),
        // Documented: rows must be rows of the revision (400 otherwise).
        mixedRefusals: { experience: { status: 400, code: "bad_request" } },
      },
    ],
  },
  "PATCH /api/cv/revision/name": {
    access: "signed-in",
    cases: [
      {
        label: "a revision's name",
        build: (ids) => call("PATCH", "/api/cv/revision/name", { id: ids.revisionId, name: "Renamed" }),
      },
    ],
  },
  "POST /api/cv/revision/confirm": {
    access: "signed-in",
    cases: [
      {
        label: "a revision's term, as a bullet of one of the resume's jobs",
        build: (ids) =>
          call("POST", "/api/cv/revision/confirm", {
            id: ids.revisionId,
            terms: [
              { term: "TypeScript", experience_id: ids.experienceId, text: "Wrote TypeScript services." },
            ],
          }),
        // Documented: the job must be one of the resume's (400 otherwise).
        mixedRefusals: { experience: { status: 400, code: "bad_request" } },
      },
    ],
  },
  "POST /api/cv/revision/apply": {
    access: "signed-in",
    cases: [
      {
        label: "a revision's accepted summary, as a new revision",
        build: (ids) =>
          call("POST", "/api/cv/revision/apply", {
            id: ids.revisionId,
            accepted: ["summary"],
            into: "revision",
          }),
        // The change applies only while the Original still has the summary the revision was
        // written from (409 otherwise), which other owners' proofs rewrite: it needs the fixture as built.
        listsEveryRow: true,
      },
    ],
  },
  "DELETE /api/cv/revision": {
    access: "signed-in",
    cases: [
      {
        label: "a revision",
        build: (ids) => call("DELETE", "/api/cv/revision", { id: ids.revisionId }),
        destroys: "part",
      },
    ],
  },
  "POST /api/cover-letter/create": {
    access: "signed-in",
    cases: [
      {
        label: "a blank letter",
        build: () => call("POST", "/api/cover-letter/create", {}),
        ownerStatus: 201,
      },
      {
        label: "a letter for a resume and a job",
        build: (ids) =>
          call("POST", "/api/cover-letter/create", { resume_id: ids.resumeId, job_id: ids.jobId }),
        ownerStatus: 201,
      },
    ],
  },
  "GET /api/cover-letter/item": {
    access: "signed-in",
    cases: [{ label: "a letter", build: (ids) => get(`/api/cover-letter/item?id=${ids.coverLetterId}`) }],
  },
  "POST /api/cover-letter/generate": {
    access: "signed-in",
    cases: [
      {
        label: "a letter from a resume and a job",
        build: (ids) =>
          call("POST", "/api/cover-letter/generate", {
            id: ids.coverLetterId,
            resume_id: ids.resumeId,
            job_id: ids.jobId,
          }),
        ownerStatus: 201,
      },
      {
        label: "a letter from a Tailored revision of the resume",
        build: (ids) =>
          call("POST", "/api/cover-letter/generate", {
            id: ids.coverLetterId,
            resume_id: ids.resumeId,
            revision_id: ids.revisionId,
          }),
        ownerStatus: 201,
      },
    ],
  },
  "GET /api/jobs": { access: "signed-in", cases: [{ label: "own jobs", build: () => get("/api/jobs") }] },
  "GET /api/jobs/follow-ups": {
    access: "signed-in",
    cases: [{ label: "own due follow-ups", build: () => get("/api/jobs/follow-ups?due_by=2026-06-30") }],
  },
  "GET /api/jobs/item": {
    access: "signed-in",
    cases: [{ label: "a job", build: (ids) => get(`/api/jobs/item?id=${ids.jobId}`) }],
  },
  "POST /api/jobs": {
    access: "signed-in",
    cases: [
      { label: "a new job", build: () => call("POST", "/api/jobs", { title: "Designer" }), ownerStatus: 201 },
    ],
  },
  "POST /api/jobs/for-posting": {
    access: "signed-in",
    cases: [
      {
        label: "a pasted posting",
        build: () => call("POST", "/api/jobs/for-posting", { description: "Designer\nFigma and typography" }),
      },
    ],
  },
  "PATCH /api/jobs": {
    access: "signed-in",
    cases: [
      { label: "a job", build: (ids) => call("PATCH", "/api/jobs", { id: ids.jobId, status: "applied" }) },
    ],
  },
  "DELETE /api/jobs": {
    access: "signed-in",
    cases: [
      { label: "a job", build: (ids) => call("DELETE", "/api/jobs", { id: ids.jobId }), destroys: "part" },
    ],
  },
  "GET /api/account/export": {
    access: "signed-in",
    cases: [{ label: "own data", build: () => get("/api/account/export"), sessionOnly: true }],
  },
  "POST /api/account/export": {
    access: "signed-in",
    cases: [
      {
        label: "own data, with the password",
        build: () => call("POST", "/api/account/export", {}),
        sessionOnly: true,
      },
    ],
  },
  "DELETE /api/account": {
    access: "signed-in",
    cases: [
      {
        label: "own account",
        build: () => call("DELETE", "/api/account", { confirm: "DELETE" }),
        destroys: "account",
        sessionOnly: true,
      },
    ],
  },
  "GET /api/account/api-keys": {
    access: "signed-in",
    cases: [{ label: "own keys", build: () => get("/api/account/api-keys"), sessionOnly: true }],
  },
  "POST /api/account/api-keys": {
    access: "signed-in",
    cases: [
      {
        label: "a new key",
        build: () => call("POST", "/api/account/api-keys", { name: "New key", scope: "read" }),
        ownerStatus: 201,
        guestStatus: 403,
        sessionOnly: true,
      },
    ],
  },
  "DELETE /api/account/api-keys": {
    access: "signed-in",
    cases: [
      {
        label: "a key",
        build: (ids) => call("DELETE", "/api/account/api-keys", { id: ids.apiKeyId }),
        destroys: "part",
        sessionOnly: true,
      },
    ],
  },
  "GET /api/pdf/templates": {
    access: "signed-in",
    cases: [{ label: "the designs", build: () => get("/api/pdf/templates") }],
  },
  "POST /api/pdf/preview": { access: "signed-in", cases: printResume("/api/pdf/preview") },
  "POST /api/pdf/cover-letter": { access: "signed-in", cases: printLetter("/api/pdf/cover-letter") },
  "POST /api/download/pdf": { access: "signed-in", cases: printResume("/api/download/pdf") },
  "POST /api/download/cover-letter": {
    access: "signed-in",
    cases: printLetter("/api/download/cover-letter"),
  },
  "POST /api/download/cover-letter-docx": {
    access: "signed-in",
    cases: printLetter("/api/download/cover-letter-docx"),
  },
  "GET /api/cv/layout": {
    access: "signed-in",
    cases: [{ label: "a resume's layout", build: (ids) => get(`/api/cv/layout?resume_id=${ids.resumeId}`) }],
  },
  "PUT /api/cv/layout": {
    access: "signed-in",
    cases: [
      {
        label: "a resume's layout",
        build: (ids) => call("PUT", `/api/cv/layout?resume_id=${ids.resumeId}`, { hidden: ["interests"] }),
      },
    ],
  },
  "POST /api/cv/layout/fit": { access: "signed-in", cases: printResume("/api/cv/layout/fit") },
  "POST /api/download/docx": { access: "signed-in", cases: exportResume("/api/download/docx") },
  "POST /api/download/text": { access: "signed-in", cases: exportResume("/api/download/text") },
};
