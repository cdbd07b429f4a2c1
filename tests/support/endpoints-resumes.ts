import {
  call,
  type EndpointRule,
  get,
  type IdGroup,
  type OwnedIds,
  type SignedInCase,
} from "./endpoint-types.ts";

// The matrix's rules for resumes, their photo and their rows (docs/api.md "Resumes").

/** The child row types: their id in the fixture, their id group and a long text field they have. */
const ROW_TYPES = [
  ["experiences", "experienceId", "experience", "responsibilities"],
  ["educations", "educationId", "education", "achievements"],
  ["projects", "projectId", "project", "description"],
  ["certificates", "certificateId", "certificate", "description"],
] as const;

interface RowType {
  type: string;
  rowId: (ids: OwnedIds) => number;
  group: IdGroup;
  textField: string;
}
const rowCases = (make: (row: RowType) => SignedInCase) =>
  ROW_TYPES.map(([type, key, group, textField]) =>
    make({ type, rowId: (ids) => ids[key], group, textField }),
  );

export const resumeEndpointRules: Record<string, EndpointRule> = {
  "GET /api/cv/stats": {
    access: "signed-in",
    cases: [{ label: "own stats", build: () => get("/api/cv/stats") }],
  },
  "GET /api/cv/list": {
    access: "signed-in",
    cases: [{ label: "own list", build: () => get("/api/cv/list") }],
  },
  "GET /api/cv/item": {
    access: "signed-in",
    cases: [{ label: "a resume", build: (ids) => get(`/api/cv/item?id=${ids.resumeId}`) }],
  },
  "POST /api/cv/create": {
    access: "signed-in",
    cases: [
      {
        label: "a new resume",
        build: () => call("POST", "/api/cv/create", { name: "New" }),
        ownerStatus: 201,
      },
    ],
  },
  "POST /api/cv/duplicate": {
    access: "signed-in",
    cases: [
      {
        label: "a resume",
        build: (ids) => call("POST", "/api/cv/duplicate", { id: ids.resumeId }),
        ownerStatus: 201,
      },
    ],
  },
  "PATCH /api/cv/update": {
    access: "signed-in",
    cases: [
      {
        label: "a resume",
        build: (ids) =>
          call("PATCH", "/api/cv/update", {
            id: ids.resumeId,
            updated_at: ids.resumeUpdatedAt,
            summary: "Rewritten.",
          }),
      },
    ],
  },
  "DELETE /api/cv/delete": {
    access: "signed-in",
    cases: [
      {
        label: "a resume",
        build: (ids) => call("DELETE", "/api/cv/delete", { id: ids.resumeId }),
        destroys: "resume",
      },
    ],
  },
  "POST /api/cv/import": {
    access: "signed-in",
    cases: [
      {
        label: "a JSON Resume",
        build: () =>
          call("POST", "/api/cv/import", { format: "json-resume", data: { basics: { name: "Imported" } } }),
        ownerStatus: 201,
      },
    ],
  },
  "POST /api/cv/import/draft": {
    access: "signed-in",
    cases: [
      {
        label: "a reviewed draft",
        build: () => call("POST", "/api/cv/import/draft", { basics: { name: "Imported" } }),
        ownerStatus: 201,
      },
    ],
  },
  "POST /api/cv/import/read": {
    access: "signed-in",
    cases: [
      {
        label: "pasted text (reads only, creates nothing)",
        build: () => call("POST", "/api/cv/import/read", { text: "Ada Lovelace\nAnalyst\nada@example.com" }),
      },
    ],
  },
  "GET /api/cv/export": {
    access: "signed-in",
    cases: [{ label: "a resume", build: (ids) => get(`/api/cv/export?id=${ids.resumeId}&format=native`) }],
  },
  "GET /api/cv/posting-skills": {
    access: "signed-in",
    cases: [
      {
        label: "a resume's target posting",
        build: (ids) => get(`/api/cv/posting-skills?id=${ids.resumeId}`),
      },
    ],
  },
  "POST /api/cv/quality": {
    access: "signed-in",
    cases: [{ label: "a resume", build: (ids) => call("POST", "/api/cv/quality", { id: ids.resumeId }) }],
  },
  "POST /api/cv/image": {
    access: "signed-in",
    cases: [
      {
        label: "a resume's photo",
        build: (ids) => ({ method: "POST", path: `/api/cv/image?id=${ids.resumeId}`, photo: true }),
      },
    ],
  },
  "GET /api/cv/image": {
    access: "signed-in",
    cases: [{ label: "a resume's photo", build: (ids) => get(`/api/cv/image?id=${ids.resumeId}&size=96`) }],
  },
  "DELETE /api/cv/image": {
    access: "signed-in",
    cases: [
      {
        label: "a resume's photo",
        build: (ids) => call("DELETE", "/api/cv/image", { id: ids.resumeId }),
        destroys: "part",
      },
    ],
  },
  "GET /api/entity": {
    access: "signed-in",
    cases: [
      ...rowCases(({ type }) => ({
        label: type,
        build: (ids: OwnedIds) => get(`/api/entity?entity=${type}&resume_id=${ids.resumeId}`),
      })),
      { label: "cover_letters", build: () => get("/api/entity?entity=cover_letters") },
    ],
  },
  "POST /api/entity": {
    access: "signed-in",
    cases: [
      ...rowCases(({ type }) => ({
        label: type,
        build: (ids: OwnedIds) => call("POST", "/api/entity", { type, resume_id: ids.resumeId }),
        ownerStatus: 201,
      })),
      {
        label: "cover_letters for a resume and a job",
        build: (ids) =>
          call("POST", "/api/entity", {
            type: "cover_letters",
            name: "Letter",
            resume_id: ids.resumeId,
            job_id: ids.jobId,
          }),
        ownerStatus: 201,
      },
    ],
  },
  "PATCH /api/entity": {
    access: "signed-in",
    cases: [
      ...rowCases(({ type, rowId, textField }) => ({
        label: type,
        build: (ids: OwnedIds) =>
          call("PATCH", "/api/entity", { type, id: rowId(ids), [textField]: "Changed." }),
      })),
      {
        label: "cover_letters, relinked to a resume and a job",
        build: (ids) =>
          call("PATCH", "/api/entity", {
            type: "cover_letters",
            id: ids.coverLetterId,
            resume_id: ids.resumeId,
            job_id: ids.jobId,
            content: ["Dear team, changed."],
          }),
      },
    ],
  },
  "DELETE /api/entity": {
    access: "signed-in",
    cases: [
      ...rowCases(({ type, rowId }) => ({
        label: type,
        build: (ids: OwnedIds) => call("DELETE", "/api/entity", { type, id: rowId(ids) }),
        destroys: "part",
      })),
      {
        label: "cover_letters",
        build: (ids) => call("DELETE", "/api/entity", { type: "cover_letters", id: ids.coverLetterId }),
        destroys: "part",
      },
    ],
  },
  "POST /api/entity/reorder": {
    access: "signed-in",
    cases: rowCases(({ type, rowId, group }) => ({
      label: type,
      build: (ids: OwnedIds) =>
        call("POST", "/api/entity/reorder", { type, resume_id: ids.resumeId, ids: [rowId(ids)] }),
      listsEveryRow: true,
      // Documented: ids must be exactly that resume's rows of that type (400 otherwise).
      mixedRefusals: { [group]: { status: 400, code: "bad_request" } },
    })),
  },
};
