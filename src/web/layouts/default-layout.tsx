import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { ContactButton, ContactProvider } from "../features/contact/contact-modal";
import { ThemeToggle } from "../features/theme/theme-toggle";
import { usePageLoadsReact } from "../lib/static-page";

export default function DefaultLayout() {
  const staticPage = !usePageLoadsReact();
  return (
    <ContactProvider staticPage={staticPage}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader
          contact={
            <>
              <ContactButton className="rounded-lg border border-primary-700 px-3 py-1.5 text-primary-700 hover:bg-primary-50" />
              <ThemeToggle />
            </>
          }
        />
        <div className="flex-1">
          <Outlet />
        </div>
        <SiteFooter
          contact={
            <ContactButton className="self-start text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800" />
          }
        />
      </div>
    </ContactProvider>
  );
}
