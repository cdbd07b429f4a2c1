import { data } from "react-router";
import type { Route } from "./+types/not-found";

// Any path no route matches: a real 404 status, rendered by the root error boundary.
export function loader({ request }: Route.LoaderArgs) {
  throw data(new URL(request.url).pathname, { status: 404, statusText: "Page not found" });
}

export default function NotFound() {
  return null;
}
