import type { PdfProps, TemplateId } from "../../../shared/contracts/pdf.ts";
import type { ShareLinkAnswer, ShareStats } from "../../../shared/contracts/share-links.ts";
import type { shareLink } from "../../db/schema/index.ts";

type ShareLinkRow = typeof shareLink.$inferSelect;

/** A link row as its owner reads it (never the password hash or the snapshot). */
export function toShareLinkAnswer(row: ShareLinkRow, stats: ShareStats, appUrl: string): ShareLinkAnswer {
  return {
    id: row.id,
    resumeId: row.resumeId,
    revisionId: row.revisionId,
    slug: row.slug,
    url: `${appUrl.replace(/\/$/, "")}/r/${row.slug}`,
    template: row.template as TemplateId,
    props: row.props as PdfProps,
    hasPassword: row.passwordHash !== null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    allowIndexing: row.allowIndexing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stats,
  };
}
