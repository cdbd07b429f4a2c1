import { useContext, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { useAnalytics } from "./features/analytics/use-analytics";
import { NewVersionBanner } from "./features/app-version/new-version-banner";
import { SignInRequiredModal } from "./features/auth/auth-modals";
import { ColorModeScript } from "./features/theme/color-mode-script";
import { PageTransition } from "./features/theme/page-transition";
import { AUTH_REQUIRED, authRequiredEvents } from "./lib/api-client";
import { pageLoadsReact, type RootData, readRootData, useRootData } from "./lib/static-page";
import { StaticPageContext } from "./lib/static-page-context";
import "./app.css";

const favicon = { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" };

export const links: Route.LinksFunction = () => [favicon];

export function loader({ request }: Route.LoaderArgs): RootData {
  return readRootData(request);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = root?.nonce;
  // A static public page (docs/decisions/025) gets its islands instead of React's scripts.
  const loadsReact = pageLoadsReact(useMatches(), root);
  // Such a page carries its stylesheet (one round trip fewer before the first paint) and islands.
  const staticParts = useContext(StaticPageContext);
  return (
    // The head script sets the colour-mode class before React hydrates.
    <html lang="en-US" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorModeScript nonce={nonce} />
        <Meta />
        {loadsReact || !staticParts?.styles ? (
          <Links />
        ) : (
          <>
            <link {...favicon} />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet; as text React would escape its ">" selectors */}
            <style dangerouslySetInnerHTML={{ __html: staticParts.styles }} />
          </>
        )}
      </head>
      <body className="min-h-screen bg-white text-grey-900 antialiased">
        {children}
        {loadsReact ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own functions' source and constants (islandCall escapes "<"), never user text
            dangerouslySetInnerHTML={{ __html: staticParts?.islands ?? "" }}
          />
        )}
      </body>
    </html>
  );
}

export default function App() {
  useAnalytics();
  const [signInRequired, setSignInRequired] = useState(false);
  // A page load without a session is redirected to /auth by the app guard: no modal there.
  const onAuthPage = useLocation().pathname.startsWith("/auth");
  useEffect(() => {
    if (onAuthPage) setSignInRequired(false);
  }, [onAuthPage]);
  useEffect(() => {
    const open = () => setSignInRequired(true);
    authRequiredEvents.addEventListener(AUTH_REQUIRED, open);
    return () => authRequiredEvents.removeEventListener(AUTH_REQUIRED, open);
  }, []);
  return (
    <>
      <PageTransition>
        <Outlet />
      </PageTransition>
      <NewVersionBanner />
      <SignInRequiredModal open={signInRequired && !onAuthPage} onClose={() => setSignInRequired(false)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = notFound ? "Page Not Found" : "Internal Server Error";
  const detail = notFound && typeof error.data === "string" ? error.data : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{`${title} · Resume Builder`}</title>
      <p className="text-6xl font-bold text-primary-700">{status}</p>
      <h1 className="text-2xl font-semibold">{detail ? `Page Not Found: ${detail}` : title}</h1>
      <a className="text-primary-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
