// Blog posts travel from the server to the page as this small tree, never as HTML: the page
// renders it with React elements, so nothing in a markdown file can inject markup or script.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong" | "em" | "del"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "br" };

export type Block =
  | { type: "heading"; level: 2 | 3 | 4 | 5 | 6; id: string; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Block[][] }
  | { type: "quote"; children: Block[] }
  | { type: "code"; text: string }
  | { type: "hr" }
  | { type: "table"; header: Inline[][]; rows: Inline[][][] };

export interface PostSummary {
  /** One or more path segments, e.g. `resume/ats-keywords`: the post lives at /blog/{slug}. */
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  readingMinutes: number;
}

export interface Post extends PostSummary {
  blocks: Block[];
}

/** Posts per listing page: with five or more posts the pagination shows. */
export const BLOG_PAGE_SIZE = 4;

export function pageCountOf(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / BLOG_PAGE_SIZE));
}

/** /blog for page 1, /blog/page/{n} after it. */
export function blogPagePath(page: number): string {
  return page <= 1 ? "/blog" : `/blog/page/${page}`;
}

/**
 * The link targets a post may use: http(s), mailto, or a path on this site. Anything else
 * (javascript:, data:, vbscript:, protocol-relative //host) answers null and is shown as text.
 */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (value.startsWith("//") || value.startsWith("\\")) return null;
  // No scheme at all: a relative path, a query or a fragment on this site.
  if (/^[^:]*$/.test(value.split(/[/?#]/)[0] ?? "")) return value;
  return null;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-09-14" -> "14 September 2026", the same on the server and in every browser locale. */
export function formatPostDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
