import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPostDate } from "../../../shared/blog";

/** The date the legal texts last changed (YYYY-MM-DD); update it with the texts. */
const LEGAL_UPDATED = "2026-11-22";

const legalPages = [
  { to: "/legal/privacy-policy", label: "Privacy policy" },
  { to: "/legal/cookie-policy", label: "Cookie policy" },
  { to: "/legal/terms-of-use", label: "Terms of use" },
];

export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl font-bold tracking-tight text-grey-900">{title}</h1>
        <p className="text-sm text-grey-600">
          Last updated <time dateTime={LEGAL_UPDATED}>{formatPostDate(LEGAL_UPDATED)}</time>
        </p>
        <div className="text-lg text-grey-700">{intro}</div>
      </header>
      <div className="flex flex-col gap-8 leading-relaxed text-grey-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2">
        {children}
      </div>
      <nav aria-label="Legal pages" className="border-t border-grey-200 pt-6">
        <ul className="flex flex-wrap gap-4 text-sm">
          {legalPages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="font-medium text-primary-700 underline underline-offset-2">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 [&_li]:ml-6 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
      <h2 className="text-2xl font-semibold text-grey-900">{heading}</h2>
      {children}
    </section>
  );
}
