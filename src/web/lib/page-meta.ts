import type { MetaDescriptor } from "react-router";

const SITE_NAME = "Resume Builder";

export interface PageMetaOptions {
  title: string;
  description: string;
  /** The page's absolute URL (from its loader: APP_URL + path), for og:url and the canonical link. */
  url?: string;
  type?: "website" | "article";
  /** Pages that only make sense in a flow (e.g. after a purchase) stay out of search results. */
  noindex?: boolean;
}

/** "Sign in · Resume Builder": a page's title with the site's name after it, once. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

/** The head tags every public page carries: title, description, Open Graph, canonical. */
export function pageMeta({
  title,
  description,
  url,
  type = "website",
  noindex,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary" },
  ];
  if (url) tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
