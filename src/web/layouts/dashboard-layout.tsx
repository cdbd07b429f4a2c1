import { useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { GuestSavePrompt } from "../components/guest-save-prompt";
import { Icon } from "../components/ui/icon";
import { ThemeToggle } from "../features/theme/theme-toggle";
import { usePrefetch } from "../lib/use-prefetch";
import type { clientLoader } from "../routes/app/app-guard";

const links = [
  { to: "/app/dashboard", label: "Dashboard" },
  { to: "/app/resume", label: "Resumes" },
  { to: "/app/cover-letter", label: "Cover letters" },
  { to: "/app/jobs", label: "Jobs" },
  { to: "/app/settings", label: "Account" },
];

const MENU_ID = "app-menu";
const MENU_ICON =
  "M3 5h14a1 1 0 1 1 0 2H3a1 1 0 0 1 0-2Zm0 4h14a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm0 4h14a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Z";
const CLOSE_ICON =
  "M5.3 5.3a1 1 0 0 1 1.4 0L10 8.58l3.3-3.3a1 1 0 1 1 1.4 1.42L11.42 10l3.3 3.3a1 1 0 0 1-1.42 1.4L10 11.42l-3.3 3.3a1 1 0 0 1-1.4-1.42L8.58 10l-3.3-3.3a1 1 0 0 1 0-1.4Z";

export default function DashboardLayout() {
  const user = useRouteLoaderData<typeof clientLoader>("app___en")?.user;
  const navigate = useNavigate();
  const prefetch = usePrefetch();
  const { pathname } = useLocation();
  // On a phone the links and account controls sit behind one Menu button (five links and the
  // account wrapped to three rows); from md up they are always shown and the button is hidden.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A followed link closes the menu: the new page starts with the page, not the menu.
  useEffect(() => {
    void pathname;
    setMenuOpen(false);
  }, [pathname]);

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const shown = menuOpen ? "flex" : "hidden md:flex";
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-grey-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-3 sm:px-6 md:py-4">
          <span className="text-lg font-semibold">Resume Builder</span>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex items-center gap-2 rounded-lg border border-grey-300 px-3 py-1.5 text-sm font-medium text-grey-900 hover:bg-grey-50 md:hidden"
          >
            <Icon path={menuOpen ? CLOSE_ICON : MENU_ICON} className="h-5 w-5" />
            Menu
          </button>
          <div
            id={MENU_ID}
            className={`${shown} w-full flex-col gap-4 border-t border-grey-200 pt-3 md:w-auto md:flex-1 md:flex-row md:flex-wrap md:items-center md:justify-between md:border-0 md:pt-0`}
          >
            <nav aria-label="App" className="md:ml-4">
              <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:gap-x-4 md:gap-y-2">
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      prefetch={prefetch}
                      className={({ isActive }) =>
                        `block rounded-lg px-2 py-2 md:p-0 ${isActive ? "font-semibold text-primary-700" : "text-grey-700 hover:text-grey-900"}`
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex min-w-0 flex-wrap items-center gap-3 px-2 text-sm md:px-0">
              <ThemeToggle />
              <span className="min-w-0 break-all text-grey-600">
                {user?.isAnonymous ? "Guest" : user?.email}
              </span>
              <button
                type="button"
                className="rounded-lg border border-grey-300 px-3 py-1.5 hover:bg-grey-50"
                onClick={async () => {
                  // Better Auth's client is fetched only here, not with every page (read-session.ts).
                  const { signOut } = await import("../lib/auth-client");
                  await signOut("local");
                  navigate("/auth");
                }}
              >
                Sign out
              </button>
            </div>
          </div>
        </div>
      </header>
      {user?.isAnonymous ? <GuestSavePrompt /> : null}
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
