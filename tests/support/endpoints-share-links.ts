import { call, type EndpointRule, get } from "./endpoint-types.ts";

// The matrix's rules for share links (docs/api.md "Share links"): the owner's API, and the
// public page, password form and PDF at /r/{slug}, probed with a name no link has.

export const shareLinkEndpointRules: Record<string, EndpointRule> = {
  "GET /api/share-links": {
    access: "signed-in",
    cases: [
      { label: "own links", build: () => get("/api/share-links") },
      { label: "a resume's links", build: (ids) => get(`/api/share-links?resume_id=${ids.resumeId}`) },
    ],
  },
  "GET /api/share-links/slug": {
    access: "signed-in",
    cases: [
      {
        label: "a link name for one of the caller's links",
        build: (ids) => get(`/api/share-links/slug?slug=some-free-name&id=${ids.shareLinkId}`),
      },
    ],
  },
  "POST /api/share-links": {
    access: "signed-in",
    cases: [
      {
        label: "the Original",
        build: (ids) => call("POST", "/api/share-links", { resumeId: ids.resumeId, template: "modern" }),
        ownerStatus: 201,
      },
      {
        label: "a revision",
        build: (ids) =>
          call("POST", "/api/share-links", {
            resumeId: ids.resumeId,
            revisionId: ids.revisionId,
            template: "classic",
          }),
        ownerStatus: 201,
      },
    ],
  },
  "PATCH /api/share-links": {
    access: "signed-in",
    cases: [
      {
        label: "a link's settings",
        build: (ids) => call("PATCH", "/api/share-links", { id: ids.shareLinkId, allowIndexing: true }),
      },
      {
        label: "a link republishing a revision",
        build: (ids) =>
          call("PATCH", "/api/share-links", { id: ids.shareLinkId, revisionId: ids.revisionId }),
      },
    ],
  },
  "DELETE /api/share-links": {
    access: "signed-in",
    cases: [
      {
        label: "unpublish a link",
        build: (ids) => call("DELETE", "/api/share-links", { id: ids.shareLinkId }),
        destroys: "part",
      },
    ],
  },
  "GET /r/:slug": {
    access: "public",
    why: "a share link's page is for anyone with the link (an unknown name is the 404 page)",
    probe: get("/r/no-such-link"),
    probeStatus: 404,
  },
  "POST /r/:slug": {
    access: "public",
    why: "the password form of a protected link (limited attempts)",
    probe: call("POST", "/r/no-such-link", {}),
    probeStatus: 404,
  },
  "GET /r/:slug/pdf": {
    access: "public",
    why: "a share link's Download PDF (rate limited like every render)",
    probe: get("/r/no-such-link/pdf"),
    probeStatus: 404,
  },
};
