import type { ReactNode } from "react";
import { Link } from "react-router";

const columns = [
  {
    heading: "Product",
    links: [
      { to: "/#pricing", label: "Pricing" },
      { to: "/#faq", label: "FAQ" },
      { to: "/free-tools/how-to-professionally-say", label: "How to professionally say" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { to: "/blog", label: "Blog" },
      { to: "/sitemap.xml", label: "Sitemap", reload: true },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/legal/privacy-policy", label: "Privacy policy" },
      { to: "/legal/cookie-policy", label: "Cookie policy" },
      { to: "/legal/terms-of-use", label: "Terms of use" },
    ],
  },
];

/** The public pages' footer with the legal links; `contact` opens the contact modal. */
export function SiteFooter({ contact }: { contact?: ReactNode }) {
  return (
    <footer className="border-t border-grey-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-grey-900">Resume Builder</p>
          <p className="text-sm text-grey-600">Resumes and cover letters, tailored to the job you want.</p>
          {contact}
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="flex flex-col gap-2 text-sm">
            <p className="font-semibold text-grey-900">{column.heading}</p>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    reloadDocument={"reload" in link ? link.reload : undefined}
                    className="text-grey-700 hover:text-grey-900 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-grey-200 py-4 text-center text-sm text-grey-600">
        © {new Date().getFullYear()} Resume Builder
      </p>
    </footer>
  );
}
