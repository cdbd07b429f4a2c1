import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE } from "../../../shared/blog.ts";
import { parseFrontMatter } from "./parse-front-matter.ts";
import { readBlogPage, readPost, readPosts } from "./read-posts.ts";

const post = (fields: Record<string, string>, body = "Body text.") =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n\n${body}\n`;

describe("parseFrontMatter", () => {
  it("reads quoted and unquoted values", () => {
    const { data, body } = parseFrontMatter(
      post({
        title: '"Writing: a \\"guide\\""',
        description: "'It''s short'",
        date: "2026-01-02",
        slug: "a/b-c",
      }),
      "x.md",
    );
    expect(data).toEqual({
      title: 'Writing: a "guide"',
      description: "It's short",
      date: "2026-01-02",
      slug: "a/b-c",
    });
    expect(body.trim()).toBe("Body text.");
  });

  it.each([
    ["no front matter", "# Just a post"],
    ["a missing title", post({ description: "d", date: "2026-01-02", slug: "a" })],
    ["a bad date", post({ title: "t", description: "d", date: "2 Jan 2026", slug: "a" })],
    ["an unsafe slug", post({ title: "t", description: "d", date: "2026-01-02", slug: "../etc/passwd" })],
    ["a slug under page/", post({ title: "t", description: "d", date: "2026-01-02", slug: "page/2" })],
  ])("refuses %s, naming the file", (_case, source) => {
    expect(() => parseFrontMatter(source, "broken.md")).toThrow(/^broken\.md: /);
  });
});

describe("the posts in content/blog", () => {
  it("are at least five real articles of 500-900 words, one with a multi-segment slug", async () => {
    const posts = await readPosts();
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(posts.some((p) => p.slug.includes("/"))).toBe(true);
    for (const p of posts) {
      const words =
        JSON.stringify(p.blocks)
          .match(/"text":"([^"\\]|\\.)*"/g)
          ?.join(" ")
          .split(/\s+/).length ?? 0;
      expect(words, p.slug).toBeGreaterThan(450);
      expect(p.readingMinutes, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.readingMinutes, p.slug).toBeLessThanOrEqual(5);
    }
  });

  it("are listed newest first, in pages of BLOG_PAGE_SIZE, with nothing past the last page", async () => {
    const posts = await readPosts();
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await readBlogPage(1);
    expect(first?.posts.map((p) => p.slug)).toEqual(posts.slice(0, BLOG_PAGE_SIZE).map((p) => p.slug));
    expect(first?.posts[0]).not.toHaveProperty("blocks");
    const last = first?.pageCount ?? 0;
    expect(last).toBeGreaterThanOrEqual(2);
    expect(await readBlogPage(last)).not.toBeNull();
    expect(await readBlogPage(last + 1)).toBeNull();
    expect(await readBlogPage(0)).toBeNull();
    expect(await readBlogPage(1.5)).toBeNull();
  });

  it("finds a post by its full slug only", async () => {
    const nested = (await readPosts()).find((p) => p.slug.includes("/"));
    expect(nested).toBeDefined();
    expect((await readPost(nested!.slug))?.title).toBe(nested!.title);
    expect(await readPost(nested!.slug.split("/")[0]!)).toBeNull();
  });
});

describe("a blog folder with problems", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "blog-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("refuses two posts with the same slug", async () => {
    const fields = { title: "t", description: "d", date: "2026-01-02", slug: "same" };
    await writeFile(join(dir, "a.md"), post(fields));
    await writeFile(join(dir, "b.md"), post(fields));
    await expect(readPosts(dir)).rejects.toThrow(/a\.md and b\.md share the slug same/);
  });
});
