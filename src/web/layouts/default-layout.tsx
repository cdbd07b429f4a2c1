import { Link, Outlet } from "react-router";

export default function DefaultLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-grey-200">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
          <Link to="/" className="text-lg font-semibold text-grey-900">
            Resume Builder
          </Link>
          <Link to="/auth" className="text-sm font-medium text-primary-700 hover:underline">
            Sign in
          </Link>
        </nav>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-grey-200 py-6 text-center text-sm text-grey-600">
        © {new Date().getFullYear()} Resume Builder
      </footer>
    </div>
  );
}
