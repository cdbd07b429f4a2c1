import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { BLOG_PAGE_SIZE, type Post, type PostSummary, pageCountOf } from "../../../shared/blog.ts";
import { markdownToBlocks } from "./markdown-to-blocks.ts";
import { parseFrontMatter } from "./parse-front-matter.ts";

// Posts are markdown files in content/blog, read from the working directory the server was
// started in (the repository root for `npm run serve`, the dev server and the tests), so the
// built server finds them without copying them into build/.

const WORDS_PER_MINUTE = 230;

function defaultBlogDir(): string {
  return join(process.cwd(), "content", "blog");
}

let cache: { dir: string; posts: Promise<Post[]> } | undefined;

/** Every post, newest first. Read once per process in production, on every call otherwise. */
export function readPosts(dir = defaultBlogDir()): Promise<Post[]> {
  if (process.env.NODE_ENV !== "production") return loadPosts(dir);
  if (cache?.dir !== dir) {
    const posts = loadPosts(dir);
    cache = { dir, posts };
    // A failed read is retried on the next request instead of being remembered.
    posts.catch(() => {
      if (cache?.posts === posts) cache = undefined;
    });
  }
  return cache.posts;
}

async function loadPosts(dir: string): Promise<Post[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  const posts = await Promise.all(
    names.map(async (name) => {
      const { data, body } = parseFrontMatter(await readFile(join(dir, name), "utf8"), name);
      const words = body.split(/\s+/).filter(Boolean).length;
      return {
        ...data,
        readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
        blocks: markdownToBlocks(body),
      };
    }),
  );
  const bySlug = new Map<string, string>();
  for (const [index, post] of posts.entries()) {
    const other = bySlug.get(post.slug);
    if (other) throw new Error(`content/blog: ${other} and ${names[index]} share the slug ${post.slug}`);
    bySlug.set(post.slug, names[index] ?? "");
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

function summaryOf({ blocks: _blocks, ...summary }: Post): PostSummary {
  return summary;
}

/** One listing page, or null past the last page (the page answers 404). */
export async function readBlogPage(page: number, dir?: string) {
  const posts = await readPosts(dir);
  const pageCount = pageCountOf(posts.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * BLOG_PAGE_SIZE;
  return { page, pageCount, posts: posts.slice(start, start + BLOG_PAGE_SIZE).map(summaryOf) };
}

/** The post at `slug`, or null. */
export async function readPost(slug: string, dir?: string): Promise<Post | null> {
  const posts = await readPosts(dir);
  return posts.find((post) => post.slug === slug) ?? null;
}
