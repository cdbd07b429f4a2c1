import { Outlet, redirect, useLoaderData } from "react-router";
import { authClient } from "../../lib/auth-client";
import type { Route } from "./+types/app-guard";

// The app area renders in the browser behind a session: no session, no app. The visitor
// goes to /auth with the spec's reason and comes back to where they were after signing in.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data } = await authClient.getSession();
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

export function useAppUser(): AppUser {
  return useLoaderData<typeof clientLoader>().user;
}

export default function AppGuard() {
  return <Outlet />;
}
