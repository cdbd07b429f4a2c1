import { data, redirect } from "react-router";
import { blogPagePath } from "../../shared/blog";
import { readBlogPage } from "../features/blog/blog-content.server";
import { BlogPagination } from "../features/blog/blog-pagination";
import { PostList } from "../features/blog/post-list";
import { pageMeta } from "../lib/page-meta";
import { pageUrl } from "../lib/site-url.server";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/blog";

// Sent without React to a visitor with no session: plain HTML and islands (docs/decisions/025).
export const handle = staticPage;

// /blog (page 1) and /blog/page/{n}: the same listing, a 404 past the last page.
export async function loader({ request, params }: Route.LoaderArgs) {
  const raw = "page" in params ? params.page : undefined;
  if (raw === "1") throw redirect("/blog", 301);
  const page = raw === undefined ? 1 : /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : Number.NaN;
  const listing = await readBlogPage(page);
  if (!listing) throw data(new URL(request.url).pathname, { status: 404, statusText: "Page not found" });
  return { ...listing, url: pageUrl(request, blogPagePath(listing.page)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: page > 1 ? `Blog, page ${page}` : "Blog: resume and job search advice",
    description:
      "Practical, honest advice for job seekers: how applicant tracking systems read resumes, achievement bullets, tailoring, cover letters and formats.",
    url: loaderData?.url,
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount } = loaderData;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-10 px-6 py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl font-bold tracking-tight text-grey-900">Blog</h1>
        <p className="max-w-2xl text-lg text-grey-700">
          Advice for job seekers, in plain words: how resumes are read, how to write them, and how to tailor
          them to the job you want.
          {page > 1 ? ` Page ${page} of ${pageCount}.` : ""}
        </p>
      </header>
      <PostList posts={posts} />
      <BlogPagination page={page} pageCount={pageCount} />
    </main>
  );
}
