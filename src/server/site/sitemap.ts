import { Hono } from "hono";
import { blogPagePath, pageCountOf } from "../../shared/blog.ts";
import type { Env } from "../env.ts";
import type { AppBindings } from "../lib/bindings.ts";
import { readPosts } from "../modules/blog/read-posts.ts";

/**
 * The pages worth finding from a search engine. Left out on purpose: /auth/finish (a redirect
 * after signing in), /thank-you (only makes sense after a purchase; marked noindex) and /app/*
 * (behind a session).
 */
export const SITEMAP_PAGES = [
  "/",
  "/pricing",
  "/blog",
  "/free-tools/how-to-professionally-say",
  "/auth",
  "/legal/cookie-policy",
  "/legal/privacy-policy",
  "/legal/terms-of-use",
] as const;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** The sitemap XML: every public page and post, as absolute URLs under APP_URL. */
async function buildSitemap(appUrl: string, blogDir?: string): Promise<string> {
  const posts = await readPosts(blogDir);
  const entries: { path: string; lastmod?: string }[] = SITEMAP_PAGES.map((path) => ({ path }));
  for (let page = 2; page <= pageCountOf(posts.length); page++) entries.push({ path: blogPagePath(page) });
  for (const post of posts) entries.push({ path: `/blog/${post.slug}`, lastmod: post.date });
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${appUrl}${path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapRoutes(env: Env, options: { blogDir?: string } = {}) {
  return new Hono<AppBindings>().get("/", async (c) => {
    const xml = await buildSitemap(env.APP_URL, options.blogDir);
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
}
