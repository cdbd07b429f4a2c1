import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useSessionUser } from "../lib/use-session-user";

const links = [
  { to: "/pricing", label: "Pricing" },
  { to: "/blog", label: "Blog" },
  { to: "/free-tools/how-to-professionally-say", label: "Free tool" },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-1 py-0.5 ${isActive ? "font-semibold text-primary-700" : "text-grey-700 hover:text-grey-900"}`;

/** The public pages' header; `contact` is the button that opens the contact modal. */
export function SiteHeader({ contact }: { contact?: ReactNode }) {
  const user = useSessionUser();
  return (
    <header className="border-b border-grey-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-6 py-4">
        <Link to="/" className="text-lg font-semibold text-grey-900">
          Resume Builder
        </Link>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          {user ? (
            // Signed in (or a guest): the way back to the work, and who this is.
            <>
              <NavLink to="/app/dashboard" className={navLinkClass}>
                Dashboard
              </NavLink>
              {/* A long address is cut with an ellipsis (whole in the tooltip) so a phone's header stays two rows. */}
              <span
                className="max-w-[8rem] truncate sm:max-w-[14rem] text-grey-600"
                data-testid="signed-in-as"
                title={user.isAnonymous ? undefined : user.email}
              >
                {user.isAnonymous ? "Guest" : user.email}
              </span>
            </>
          ) : (
            <NavLink to="/auth" className={navLinkClass}>
              Sign in
            </NavLink>
          )}
          {contact}
        </nav>
      </div>
    </header>
  );
}
