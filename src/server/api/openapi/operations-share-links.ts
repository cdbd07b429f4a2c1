import { createShareLinkPayload, updateShareLinkPayload } from "../../../shared/contracts/share-links.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { createShareLink } from "../../modules/share-links/create-share-link.ts";
import { deleteShareLink } from "../../modules/share-links/delete-share-link.ts";
import { listShareLinks } from "../../modules/share-links/list-share-links.ts";
import { slugAvailability } from "../../modules/share-links/slug-availability.ts";
import { updateShareLink } from "../../modules/share-links/update-share-link.ts";
import type { Operation } from "./operation.ts";
import type { OperationCall } from "./operation-handler.ts";
import { deleteById, withBody } from "./operation-handler.ts";

// Publishing a resume at /r/{slug} (docs/api.md "Share links"): the signed-in user's published
// links, their settings and 30-day statistics, each route declared here with its handler.
// Creating and changing one needs the download plan (402 cvPdfDownload); listing and
// unpublishing never do. The public page itself is not under /api, so it is not an operation here.

const shareLinks = { tag: "Share links", access: "signed-in" } as const;
/** What every share-link module function is told about the app besides the user. */
const site = ({ deps, userId }: OperationCall) => ({
  db: deps.db,
  userId,
  appUrl: deps.env.APP_URL,
  billingEnabled: deps.env.BILLING,
});
const optionalId = (value: string | undefined, name?: string) =>
  value === undefined ? undefined : parseQueryId(value, name);
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
    handle: (call) =>
      listShareLinks({ ...site(call), resumeId: optionalId(call.query.resume_id, "resume_id") }),
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
    handle: ({ deps, userId, query }) => {
      const slug = (query.slug ?? "").trim().toLowerCase().slice(0, 200);
      return slugAvailability({ db: deps.db, userId, slug, linkId: optionalId(query.id) });
    },
  },
  {
    ...shareLinks,
    method: "post",
    path: "/api/share-links",
    limit: "write",
    summary: "Publish a resume or revision in a design (paid plan, or BILLING=off)",
    ...withBody(createShareLinkPayload, (call) => createShareLink({ ...site(call), fields: call.body })),
    answer: { status: 201, description: linkAnswer },
  },
  {
    ...shareLinks,
    method: "patch",
    path: "/api/share-links",
    summary: "Change a link's name, password, expiry, indexing, content or design",
    ...withBody(updateShareLinkPayload, (call) => updateShareLink({ ...site(call), fields: call.body })),
    answer: { status: 200, description: linkAnswer },
  },
  {
    ...shareLinks,
    method: "delete",
    path: "/api/share-links",
    summary: "Unpublish a link at once (its statistics go with it)",
    ...deleteById(({ db }, userId, id) => deleteShareLink({ db, userId, id })),
    answer: { status: 200, description: "{ ok: true }" },
  },
];
