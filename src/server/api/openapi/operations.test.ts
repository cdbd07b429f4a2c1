import { describe, expect, it } from "vitest";
import { apiOperations, operationOf } from "./operations.ts";

// The operation table declares each route's limit once; these are the facts about routes that
// make a missing limit a bug a person would meet (a script filling the database, a model call
// without end), so a new route that forgets its limit fails here.
describe("the operation table", () => {
  // The public ones (the contact form) are limited per client address in their own routes.
  it("gives every signed-in route that adds something (answers 201) a per-user limit", () => {
    const unlimited = apiOperations
      .filter(({ access, answer, limit }) => access !== "public" && answer.status === 201 && !limit)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(unlimited).toEqual([]);
  });

  it("counts every AI writing route on the AI limit", () => {
    for (const path of ["/api/cv/generate", "/api/cv/improve", "/api/cover-letter/generate"])
      expect(operationOf("post", path).limit, path).toBe("ai");
  });

  // A signed-in route is built from its entry (mount-operations.ts): a new one is its entry and
  // its module function, with nothing to write in app.ts or a route file.
  it("holds the handler of every signed-in route", () => {
    const withoutHandler = apiOperations
      .filter(({ access, handle }) => access !== "public" && !handle)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(withoutHandler).toEqual([]);
  });

  it("declares each method and path once", () => {
    const routes = apiOperations.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("refuses a route it does not declare, so a tool cannot count on a limit that is not there", () => {
    expect(() => operationOf("post", "/api/nowhere")).toThrow("No /api operation POST /api/nowhere");
  });
});
