import { Link } from "react-router";
import { blogPagePath } from "../../../shared/blog";

// Previous / numbered / next links; the current page is marked for screen readers too.
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const linkClass = "rounded-lg border border-grey-300 px-3 py-1.5 hover:bg-grey-50";
  return (
    <nav aria-label="Blog pages" className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={blogPagePath(page - 1)} rel="prev" className={linkClass}>
          ← Newer posts
        </Link>
      ) : null}
      <ol className="flex gap-2">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span
                aria-current="page"
                className="block rounded-lg bg-primary-700 px-3 py-1.5 font-semibold text-white"
              >
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link to={blogPagePath(n)} className={`block ${linkClass}`}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={blogPagePath(page + 1)} rel="next" className={linkClass}>
          Older posts →
        </Link>
      ) : null}
    </nav>
  );
}
