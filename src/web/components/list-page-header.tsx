import type { ReactNode, RefObject } from "react";

// The top of a list page: its h1 (with a line under it, when given) and its main action.
export function ListPageHeader({
  title,
  headingRef,
  intro,
  children,
}: {
  title: string;
  /** From useHeadingFocus: the heading can then take focus after a delete. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  intro?: ReactNode;
  /** The page's main action (New, Create, Add). */
  children: ReactNode;
}) {
  const heading = headingRef ? (
    <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
      {title}
    </h1>
  ) : (
    <h1 className="text-3xl font-semibold">{title}</h1>
  );
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {intro ? (
        <div className="flex flex-col gap-1">
          {heading}
          {intro}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
