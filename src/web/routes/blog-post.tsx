import { data, Link } from "react-router";
import { trimEndChars } from "../../shared/linear-text";
import { BuildResumeLink } from "../components/build-resume-link";
import { readPost } from "../features/blog/blog-content.server";
import { PostBody } from "../features/blog/post-body";
import { PostByline } from "../features/blog/post-list";
import { pageMeta } from "../lib/page-meta";
import { pageUrl } from "../lib/site-url.server";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/blog-post";

// Sent without React to a visitor with no session: plain HTML and islands (docs/decisions/025).
export const handle = staticPage;

// /blog/{slug}: the slug may span several segments (React Router's splat).
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = trimEndChars(params["*"] ?? "", "/");
  const post = slug ? await readPost(slug) : null;
  if (!post) throw data(new URL(request.url).pathname, { status: 404, statusText: "Page not found" });
  return { post, url: pageUrl(request, `/blog/${post.slug}`) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.post.title,
          description: loaderData.post.description,
          url: loaderData.url,
          type: "article",
        }),
        { property: "article:published_time", content: loaderData.post.date },
      ]
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-14">
      <nav aria-label="Breadcrumb">
        <Link to="/blog" className="text-sm font-medium text-primary-700 hover:underline">
          ← All posts
        </Link>
      </nav>
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-4xl font-bold tracking-tight text-grey-900">{post.title}</h1>
          <p className="text-xl text-grey-700">{post.description}</p>
          <PostByline date={post.date} readingMinutes={post.readingMinutes} />
        </header>
        <PostBody blocks={post.blocks} />
      </article>
      <aside className="flex flex-col items-start gap-3 rounded-xl bg-primary-50 p-6">
        <h2 className="text-xl font-semibold text-grey-900">Put it into practice</h2>
        <p className="text-grey-700">
          Enter your details once, tailor them to a job posting and download a PDF that applicant tracking
          systems can read.
        </p>
        <BuildResumeLink className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800" />
      </aside>
    </main>
  );
}
