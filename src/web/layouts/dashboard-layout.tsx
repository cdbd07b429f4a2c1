import { NavLink, Outlet, useNavigate, useRouteLoaderData } from "react-router";
import { ThemeToggle } from "../features/theme/theme-toggle";
import { signOut } from "../lib/auth-client";
import { usePrefetch } from "../lib/use-prefetch";
import type { clientLoader } from "../routes/app/app-guard";

const links = [
  { to: "/app/dashboard", label: "Dashboard" },
  { to: "/app/resume", label: "Resumes" },
  { to: "/app/cover-letter", label: "Cover letters" },
  { to: "/app/jobs", label: "Jobs" },
  { to: "/app/settings", label: "Account" },
];

export default function DashboardLayout() {
  const user = useRouteLoaderData<typeof clientLoader>("app___en")?.user;
  const navigate = useNavigate();
  const prefetch = usePrefetch();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-grey-200">
        {/* Everything wraps: on a phone the links and the account controls take lines of their own. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-6 py-4">
          <span className="text-lg font-semibold">Resume Builder</span>
          <nav aria-label="App" className="flex flex-wrap gap-x-4 gap-y-2">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                prefetch={prefetch}
                className={({ isActive }) =>
                  isActive ? "font-semibold text-primary-700" : "text-grey-700 hover:text-grey-900"
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex min-w-0 flex-wrap items-center gap-3 text-sm">
            <ThemeToggle />
            <span className="min-w-0 break-all text-grey-600">
              {user?.isAnonymous ? "Guest" : user?.email}
            </span>
            <button
              type="button"
              className="rounded-lg border border-grey-300 px-3 py-1.5 hover:bg-grey-50"
              onClick={async () => {
                await signOut("local");
                navigate("/auth");
              }}
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-6 py-8">
        <Outlet />
      </main>
    </div>
  );
}
