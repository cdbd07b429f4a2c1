import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_RATE_LIMIT } from "../../src/server/api/feedback/feedback-routes.ts";
import { feedback } from "../../src/server/db/schema/index.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";

// Spec §3/§4/§7: the contact form and the thank-you box insert (email, message, user_id).
describe.each(testDatabaseKinds())("POST /api/feedback (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const rowsFrom = (email: string) => t.db.select().from(feedback).where(eq(feedback.email, email));

  it("stores a visitor's message, trimmed, with no user id", async () => {
    const email = uniqueEmail("visitor");
    const res = await createClient(t).json("/api/feedback", {
      json: { email: `  ${email} `, message: "  The PDF export is great.  " },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const rows = await rowsFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, message: "The PDF export is great.", userId: null });
  });

  it("stores a signed-in user's message with their user id from the session", async () => {
    const { client, userId } = await signUpConfirmed(t);
    const email = uniqueEmail("member");
    const res = await client.json("/api/feedback", {
      json: { email, message: "Please add a Spanish template." },
    });
    expect(res.status).toBe(201);
    const rows = await rowsFrom(email);
    expect(rows.map((row) => row.userId)).toEqual([userId]);
  });

  it("refuses a user_id in the body, so nobody can write in another user's name", async () => {
    const email = uniqueEmail("spoof");
    const res = await createClient(t).json("/api/feedback", {
      json: { email, message: "Hello from someone else", user_id: "someone" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Unknown field: user_id.");
    expect(await rowsFrom(email)).toEqual([]);
  });

  it.each([
    [
      "an email under 5 characters once trimmed",
      { email: " a@b ", message: "long enough message" },
      "email must be at least 5 characters.",
    ],
    [
      "an email that is not an address",
      { email: "abcdef", message: "long enough message" },
      "email must be an email address, like name@example.com.",
    ],
    [
      "a message under 10 characters once trimmed",
      { email: "ann@example.com", message: "   too short   " },
      "message must be at least 10 characters.",
    ],
    [
      "a message over 5000 characters",
      { email: "ann@example.com", message: "x".repeat(5001) },
      "message must be at most 5000 characters.",
    ],
    ["no email", { message: "long enough message" }, "email is required."],
    ["no message", { email: "ann@example.com" }, "message is required."],
  ])("answers 400 with a message for %s, storing nothing", async (_case, body, message) => {
    const before = (await t.db.select().from(feedback)).length;
    const res = await createClient(t).json("/api/feedback", { json: body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("bad_request");
    expect(res.body.error.message).toBe(message);
    expect(await t.db.select().from(feedback)).toHaveLength(before);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await createClient(t).json("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("The request body must be JSON.");
  });

  it("refuses a write from another site", async () => {
    const email = uniqueEmail("foreign");
    const res = await createClient(t).json("/api/feedback", {
      json: { email, message: "Cross-site message here" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await rowsFrom(email)).toEqual([]);
  });

  it(`accepts ${FEEDBACK_RATE_LIMIT.max} messages per client address in the window, then answers 429`, async () => {
    const client = createClient(t);
    const email = uniqueEmail("chatty");
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.max; i++) {
      const res = await client.json("/api/feedback", { json: { email, message: `Message number ${i}` } });
      expect(res.status).toBe(201);
    }
    const refused = await client.json("/api/feedback", { json: { email, message: "One message too many" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsFrom(email)).toHaveLength(FEEDBACK_RATE_LIMIT.max);

    // Another address is not affected.
    const other = await createClient(t).json("/api/feedback", { json: { email, message: "From elsewhere" } });
    expect(other.status).toBe(201);
  });
});
