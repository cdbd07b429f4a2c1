import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessage } from "../../src/server/db/schema/index.ts";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { sessionUser, signIn, signUpConfirmed } from "../support/users.ts";

const NEW_PASSWORD = "battery-staple-77";

describe.each(testDatabaseKinds())("changing password and email (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function mailCount(to: string) {
    const [row] = await t.db.select({ n: count() }).from(outboxMessage).where(eq(outboxMessage.to, to));
    return row?.n ?? 0;
  }

  it("changes the password when the current one is right", async () => {
    const { client, email, password } = await signUpConfirmed(t);
    const res = await client.json("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await client.json("/api/user")).status).toBe(200);
    expect((await signIn(t, email, password)).res.status).toBe(401);
    expect((await signIn(t, email, NEW_PASSWORD)).res.status).toBe(200);
  });

  it("refuses to change the password when the current one is wrong", async () => {
    const { client, email, password } = await signUpConfirmed(t);
    const res = await client.json("/api/auth/change-password", {
      json: { currentPassword: "not-my-password-1", newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid password");
    expect((await signIn(t, email, NEW_PASSWORD)).res.status).toBe(401);
    expect((await signIn(t, email, password)).res.status).toBe(200);
  });

  it("refuses a weak new password with the reasons", async () => {
    const { client, email, password } = await signUpConfirmed(t);
    const res = await client.json("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "12345678" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("too weak");
    expect((await signIn(t, email, password)).res.status).toBe(200);
  });

  it("changes the email only after the old address approves and the new one confirms; the old one is told, other sessions end", async () => {
    const { client, email: oldEmail, password } = await signUpConfirmed(t);
    const elsewhere = (await signIn(t, oldEmail, password)).client; // e.g. a stolen cookie
    const newEmail = uniqueEmail("moved");
    const mailsToOldAddress = await mailCount(oldEmail);

    const res = await client.json("/api/auth/change-email", {
      json: { newEmail, callbackURL: "/app/settings" },
    });
    expect(res.status).toBe(200);
    // First the current address must approve: nothing goes to the new one yet.
    expect(await mailCount(newEmail)).toBe(0);
    expect(await mailCount(oldEmail)).toBe(mailsToOldAddress + 1);
    const approval = await t.lastMail(oldEmail);
    expect(approval.subject).toBe("Approve the change of your email");
    expect(approval.text).toContain(newEmail);

    const approve = await client.request(approval.link!);
    expect(approve.status).toBe(302);
    expect(approve.headers.get("location")).toBe("/app/settings");
    expect(await sessionUser(client)).toMatchObject({ email: oldEmail }); // approving is not changing
    expect(await mailCount(newEmail)).toBe(1);
    const mail = await t.lastMail(newEmail);
    expect(mail.subject).toBe("Confirm your new email");
    expect(mail.text).toContain(newEmail);

    // Not changed yet: the old address still signs in, the new one does not.
    expect((await signIn(t, newEmail, password)).res.status).toBe(401);

    const follow = await client.request(mail.link!);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe("/app/settings");

    expect(await sessionUser(client)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await client.json("/api/user")).status).toBe(200);
    expect((await elsewhere.json("/api/user")).status).toBe(401); // every other session ended
    const notice = await t.lastMail(oldEmail);
    expect(notice.subject).toBe("Your email address was changed");
    expect(notice.text).toContain(newEmail);
    expect((await signIn(t, newEmail, password)).res.status).toBe(200);
    expect((await signIn(t, oldEmail, password)).res.status).toBe(401);
    expect(await mailCount(newEmail)).toBe(1); // one link was enough
  });

  it("asking to move to an address somebody already has changes nothing and mails nobody", async () => {
    const taken = await signUpConfirmed(t);
    const { client, email } = await signUpConfirmed(t);
    const mailsToTaken = await mailCount(taken.email);

    const res = await client.json("/api/auth/change-email", { json: { newEmail: taken.email } });
    expect(res.status).toBe(200); // the same answer as for a free address: no account probing
    expect(await mailCount(taken.email)).toBe(mailsToTaken);
    expect(await sessionUser(client)).toMatchObject({ email });
  });
});
