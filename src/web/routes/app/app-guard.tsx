import { Outlet, redirect, useRouteLoaderData } from "react-router";
import { readSession } from "../../lib/read-session";
import type { Route } from "./+types/app-guard";

// The app area renders in the browser behind a session: no session, no app. The visitor
// goes to /auth with the spec's reason and comes back to where they were after signing in.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const data = await readSession();
  if (!data) {
    const url = new URL(request.url);
    throw redirect(`/auth?reason=signin&next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { user: data.user };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p role="status" className="p-8 text-grey-600">
      Loading your workspace ...
    </p>
  );
}

export type AppUser = Awaited<ReturnType<typeof clientLoader>>["user"];

/** The signed-in user, from the guard's loader (child routes have their own loader data). */
export function useAppUser(): AppUser {
  const data = useRouteLoaderData<typeof clientLoader>("app___en");
  if (!data) throw new Error("useAppUser is only available inside the /app routes");
  return data.user;
}

export default function AppGuard() {
  return <Outlet />;
}
