import { describe, expect, it } from "vitest";
import { loadEnv } from "../env.ts";
import { readPosts } from "../modules/blog/read-posts.ts";
import { SITEMAP_PAGES, sitemapRoutes } from "./sitemap.ts";

describe("GET /sitemap.xml", () => {
  const env = loadEnv({ APP_URL: "https://resumes.example.com/", LOG_LEVEL: "silent" });

  it("lists every public page and post as absolute URLs under APP_URL, as XML", async () => {
    const res = await sitemapRoutes(env).request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);

    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?<\/url>/g)].map(
      (m) => m[1],
    );
    expect(locs.length).toBe(xml.match(/<url>/g)?.length);
    for (const page of SITEMAP_PAGES) expect(locs).toContain(`https://resumes.example.com${page}`);
    const posts = await readPosts();
    for (const post of posts) {
      expect(locs).toContain(`https://resumes.example.com/blog/${post.slug}`);
      expect(xml).toContain(
        `<loc>https://resumes.example.com/blog/${post.slug}</loc><lastmod>${post.date}</lastmod>`,
      );
    }
    expect(locs).toContain("https://resumes.example.com/blog/page/2");
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc?.startsWith("https://resumes.example.com/"))).toBe(true);
  });
});
