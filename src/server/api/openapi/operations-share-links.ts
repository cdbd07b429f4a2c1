import { idPayload } from "../../../shared/contracts/fields.ts";
import { createShareLinkPayload, updateShareLinkPayload } from "../../../shared/contracts/share-links.ts";
import type { Operation } from "./operation.ts";

// Publishing a resume at /r/{slug} (docs/api.md "Share links"). The public page itself is not
// under /api, so it is not an operation here.

const shareLinks = { tag: "Share links", access: "signed-in" } as const;
const linkAnswer =
  "The link: { id, resumeId, revisionId, slug, url, template, props, hasPassword, expiresAt, allowIndexing, stats, … }";

export const shareLinkOperations: Operation[] = [
  {
    ...shareLinks,
    method: "get",
    path: "/api/share-links",
    summary: "The user's share links with their 30-day statistics",
    query: [{ name: "resume_id", description: "Only the links of this resume.", type: "integer" }],
    answer: { status: 200, description: "{ links }, newest first" },
  },
  {
    ...shareLinks,
    method: "get",
    path: "/api/share-links/slug",
    summary: "Whether a link name is free",
    query: [
      { name: "slug", description: "The wanted name.", required: true, type: "string" },
      { name: "id", description: "The caller's link being renamed.", type: "integer" },
    ],
    answer: { status: 200, description: "{ slug, available, message }" },
  },
  {
    ...shareLinks,
    method: "post",
    path: "/api/share-links",
    summary: "Publish a resume or revision in a design (paid plan, or BILLING=off)",
    body: createShareLinkPayload,
    answer: { status: 201, description: linkAnswer },
  },
  {
    ...shareLinks,
    method: "patch",
    path: "/api/share-links",
    summary: "Change a link's name, password, expiry, indexing, content or design",
    body: updateShareLinkPayload,
    answer: { status: 200, description: linkAnswer },
  },
  {
    ...shareLinks,
    method: "delete",
    path: "/api/share-links",
    summary: "Unpublish a link at once (its statistics go with it)",
    body: idPayload,
    answer: { status: 200, description: "{ ok: true }" },
  },
];
