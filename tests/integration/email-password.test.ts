import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

describe.each(testDatabaseKinds())("email + password sign-up and sign-in (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("signs up without a session, confirms by the emailed link, then reaches the API", async () => {
    const client = createClient(t);
    const email = uniqueEmail();
    const signUp = await client.json("/api/auth/sign-up/email", {
      json: { email, password: "correct-horse-42", name: "Ada", callbackURL: "/auth/finish" },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.token).toBeNull(); // no session until the email is confirmed
    expect((await client.json("/api/user")).status).toBe(401);

    const mail = await t.lastMail(email);
    expect(mail.subject).toBe("Confirm your email");
    const confirm = await client.request(mail.link!);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toContain("/auth/finish");

    const user = await client.json("/api/user");
    expect(user.status).toBe(200);
    expect(user.body).toEqual({
      cvLeft: 1,
      generated: 0,
      subscriptionActive: false,
      isPaid: false,
      partner: false,
      partner_plan: "middle",
    });
  });

  it("refuses a weak password with the reasons and creates nobody", async () => {
    const client = createClient(t);
    const email = uniqueEmail();
    const res = await client.json("/api/auth/sign-up/email", {
      json: { email, password: "password", name: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too weak/);
    expect(res.body.message).toMatch(/mix letters with digits or symbols/);
    expect(res.body.message).toMatch(/commonly used/);
    const signIn = await client.json("/api/auth/sign-in/email", { json: { email, password: "password" } });
    expect(signIn.status).toBe(401);
  });
});
