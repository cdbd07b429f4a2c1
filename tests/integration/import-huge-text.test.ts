import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement, resume } from "../../src/server/db/schema/index.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// Security review item 1: JSON Resume import once ran a backtracking regex over
// basics.location.* with no length limit, so one guest request of a long whitespace run held
// the event loop for minutes (80,000 characters took 5 s; the time grows with the square).
// Since issue 12 an import never fails for length: the file-level bound cuts such a value first,
// in linear time, and the import goes on with the value shortened and reported.

/** A fresh guest: anonymous, no credit bought; the import reads the file before any credit check. */
async function guest(t: TestApp) {
  const client = createClient(t);
  const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
  expect(signIn.status).toBe(200);
  return { client, userId: signIn.body.user.id as string };
}

async function resumeCount(t: TestApp, userId: string) {
  const [row] = await t.db.select({ n: count() }).from(resume).where(eq(resume.userId, userId));
  return row?.n;
}

describe.each(testDatabaseKinds())("JSON Resume import of huge text (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("imports a 1,000,000-character basics.location.address at once, shortened and reported", async () => {
    const { client, userId } = await guest(t);
    expect((await client.json("/api/user")).status).toBe(200);
    await t.db.update(entitlement).set({ cvLeft: 1 }).where(eq(entitlement.userId, userId));
    // A long run of spaces with no line break in it, then one: the worst case of /\s*\n+\s*/.
    const address = `x${" ".repeat(1_000_000)}y\nz`;
    const started = performance.now();
    const res = await client.json("/api/cv/import", {
      json: { format: "json-resume", data: { basics: { name: "Ada", location: { address } } } },
    });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(201);
    expect(elapsed).toBeLessThan(1_000);
    expect(res.body.address).toBe("x");
    expect(res.body.import_report.shortened).toEqual([
      { field: "basics.location.address", from: address.length, to: 1 },
    ]);
    expect(await resumeCount(t, userId)).toBe(1);
  });

  it("still imports a location whose lines are padded with whitespace, one line joined by commas", async () => {
    const { client, userId } = await guest(t);
    expect((await client.json("/api/user")).status).toBe(200);
    await t.db.update(entitlement).set({ cvLeft: 1 }).where(eq(entitlement.userId, userId));
    const padded = `  2712 Broadway St ${" ".repeat(1_500)}\n\n   Apt 3  `;
    const res = await client.json("/api/cv/import", {
      json: {
        format: "json-resume",
        data: { basics: { name: "Ada", location: { address: padded, city: "San Francisco" } } },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.address).toBe("2712 Broadway St, Apt 3, San Francisco");
  });
});
