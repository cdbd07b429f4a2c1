import { Link } from "react-router";
import { formatPostDate, type PostSummary } from "../../../shared/blog";

export function PostList({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="flex h-full flex-col gap-3 rounded-xl border border-grey-200 p-6 hover:border-primary-500">
            <h2 className="text-xl font-semibold text-grey-900">
              <Link to={`/blog/${post.slug}`} className="hover:text-primary-700 hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="flex-1 text-grey-700">{post.description}</p>
            <PostByline date={post.date} readingMinutes={post.readingMinutes} />
          </article>
        </li>
      ))}
    </ul>
  );
}

export function PostByline({ date, readingMinutes }: { date: string; readingMinutes: number }) {
  return (
    <p className="text-sm text-grey-600">
      <time dateTime={date}>{formatPostDate(date)}</time> · {readingMinutes} min read
    </p>
  );
}
