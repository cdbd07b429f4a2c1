import type {
  CreateShareLinkRequest,
  ShareLinkAnswer,
  ShareLinkList,
  SlugAvailability,
  UpdateShareLinkRequest,
} from "../../shared/contracts/share-links";
import { api } from "./api-client";

// Typed calls of /api/share-links (docs/api.md "Share links"): shared/contracts/share-links.ts.

export type { ShareLinkAnswer };

export const shareLinksApi = {
  /** The caller's links, or one resume's. */
  list: (resumeId?: number) =>
    api<ShareLinkList>(
      resumeId === undefined ? "/api/share-links" : `/api/share-links?resume_id=${resumeId}`,
    ),
  slug: (slug: string, linkId?: number) =>
    api<SlugAvailability>(
      `/api/share-links/slug?slug=${encodeURIComponent(slug)}${linkId ? `&id=${linkId}` : ""}`,
    ),
  create: (request: CreateShareLinkRequest) =>
    api<ShareLinkAnswer>("/api/share-links", { method: "POST", body: request }),
  update: (request: UpdateShareLinkRequest) =>
    api<ShareLinkAnswer>("/api/share-links", { method: "PATCH", body: request }),
  unpublish: (id: number) => api<{ ok: true }>("/api/share-links", { method: "DELETE", body: { id } }),
};
