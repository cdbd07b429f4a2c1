import { Hono } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// Scaffold: replaced by the implementation.
export function cvRoutes(_deps: RouteDependencies) {
  return new Hono<AppBindings>();
}
