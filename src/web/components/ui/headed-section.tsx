import type { ReactNode } from "react";

// A <section> named by its own heading (aria-labelledby points at the heading's id), so screen
// readers list the region by what it says. Written once so the two ids cannot drift apart.
export function HeadedSection({
  headingId,
  heading,
  level = 2,
  className,
  headingClassName,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  level?: 2 | 3;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
