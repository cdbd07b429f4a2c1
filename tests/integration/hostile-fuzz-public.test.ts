import { expect, it } from "vitest";
import { endpoints } from "./hostile-endpoints.ts";
import { fuzzEndpoints, routeKey } from "./hostile-fuzz.ts";

// Public routes, the Stripe webhook and Better Auth's endpoints (see hostile-fuzz.ts); and the
// check that every route the app serves has a fuzz entry.
fuzzEndpoints("public and auth", (app) => {
  it("has a fuzz entry for every route the app serves", () => {
    const routes = app().app.routes;
    const served = new Set(routes.filter((r) => r.method !== "ALL").map(routeKey));
    const fuzzed = new Set(endpoints.map(routeKey));
    expect(
      [...served].filter((route) => !fuzzed.has(route)),
      "routes without a fuzz entry",
    ).toEqual([]);
    // Mounted apps answer every method under a prefix (Better Auth): entries must reach them.
    const prefixes = routes
      .filter((r) => r.method === "ALL" && r.path !== "/*" && r.path !== "/api/*")
      .map((r) => r.path.replace(/\*$/, ""));
    expect(prefixes).toContain("/api/auth/");
    for (const prefix of prefixes)
      expect(
        endpoints.some((spec) => spec.path.startsWith(prefix)),
        `no entry under ${prefix}`,
      ).toBe(true);
    const unserved = endpoints.filter(
      (spec) => !served.has(routeKey(spec)) && !prefixes.some((prefix) => spec.path.startsWith(prefix)),
    );
    expect(unserved.map(routeKey), "entries for routes the app does not serve").toEqual([]);
  });
});
