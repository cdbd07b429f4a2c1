import { Hono } from "hono";
import type { ServerBuild } from "react-router";

/**
 * GET /builds/latest.json (spec §7): the id of the build this server runs. Open pages poll it
 * and offer a reload when it differs from the build they were loaded from.
 */
export function buildMetaRoute(build: ServerBuild) {
  const body = { id: build.assets.version };
  return new Hono().get("/latest.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(body);
  });
}
