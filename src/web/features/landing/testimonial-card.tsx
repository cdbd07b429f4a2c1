import { Link } from "react-router";
import { formatPostDate } from "../../../shared/blog";
import { Avatar } from "./avatar";
import { splitHighlights } from "./highlight";
import type { Testimonial } from "./testimonials-data";

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { avatar, name, title, link, content, date, verified, highlightWords } = testimonial;
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-grey-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <Stars />
        {verified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            Verified user
          </span>
        ) : (
          <span className="rounded-full bg-grey-100 px-2.5 py-0.5 text-xs font-semibold text-grey-700">
            Illustrative example
          </span>
        )}
      </div>
      <blockquote className="flex-1 text-grey-700">
        <p>
          {splitHighlights(content, highlightWords).map((part, index) =>
            part.highlighted ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence, never reordered
              <mark key={index} className="rounded bg-primary-100 px-0.5 font-medium text-grey-900">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <Avatar src={avatar} name={name} />
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold text-grey-900">{name}</span>
          <span className="text-sm text-grey-600">{title}</span>
          <span className="text-sm text-grey-600">
            <time dateTime={date}>{formatPostDate(date)}</time>
            {" · "}
            <Link
              to={link.href}
              className="text-primary-700 underline underline-offset-2 hover:text-primary-800"
            >
              {link.label}
            </Link>
          </span>
        </div>
      </figcaption>
    </figure>
  );
}

function Stars() {
  return (
    <span role="img" aria-label="Rated 5 out of 5 stars" className="flex gap-0.5 text-brand-yellow">
      {[0, 1, 2, 3, 4].map((star) => (
        <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
