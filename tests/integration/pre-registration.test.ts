import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { PASSWORD, sessionUser, signIn } from "../support/users.ts";

// Pre-registration takeover: an attacker signs up with the victim's address and a password of
// their choosing. Whatever way the victim later proves the address, that password must not work.
describe.each(testDatabaseKinds())(
  "an attacker's sign-up password does not survive the owner's proof (%s)",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    async function attackerSignsUp(email: string) {
      const attacker = createClient(t);
      const res = await attacker.json("/api/auth/sign-up/email", {
        json: { email, password: PASSWORD, name: "Mallory", callbackURL: "/auth/finish" },
      });
      expect(res.status).toBe(200);
      return attacker;
    }

    it("the owner confirms the address from the mailed link in their own browser", async () => {
      const email = uniqueEmail("victim-confirm");
      await attackerSignsUp(email);
      const { link } = await t.lastMail(email);

      const victim = createClient(t);
      expect((await victim.request(link!)).status).toBe(302);
      // This browser did not sign up: it is asked "Continue as <email>?" first (login CSRF).
      expect(await sessionUser(victim)).toBeNull();
      const confirmed = await victim.json("/api/auth/magic-link/confirm", { json: { email } });
      expect(confirmed.status).toBe(200);
      expect((await victim.request(confirmed.body.url)).status).toBe(302);
      expect(await sessionUser(victim)).toMatchObject({ email, emailVerified: true });

      expect((await signIn(t, email, PASSWORD)).res.status).toBe(401);
    });

    it("the owner signs in by magic link", async () => {
      const email = uniqueEmail("victim-magic");
      await attackerSignsUp(email);
      const victim = createClient(t);
      await victim.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/auth/finish" } });
      const { link } = await t.lastMail(email);
      expect((await victim.request(link!)).status).toBe(302);
      expect(await sessionUser(victim)).toMatchObject({ email, emailVerified: true });

      expect((await signIn(t, email, PASSWORD)).res.status).toBe(401);
    });

    it("the owner signs in with an emailed code", async () => {
      const email = uniqueEmail("victim-otp");
      await attackerSignsUp(email);
      const victim = createClient(t);
      await victim.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
      const { code } = await t.lastMail(email);
      expect((await victim.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } })).status).toBe(
        200,
      );

      expect((await signIn(t, email, PASSWORD)).res.status).toBe(401);
    });

    it("the owner confirms with an email-verification code", async () => {
      const email = uniqueEmail("victim-verify-otp");
      await attackerSignsUp(email);
      const victim = createClient(t);
      await victim.json("/api/auth/email-otp/send-verification-otp", {
        json: { email, type: "email-verification" },
      });
      const { code } = await t.lastMail(email);
      const verify = await victim.json("/api/auth/email-otp/verify-email", { json: { email, otp: code } });
      expect(verify.status).toBe(200);

      expect((await signIn(t, email, PASSWORD)).res.status).toBe(401);
    });

    it("whoever signed up and confirms in the same browser keeps the password", async () => {
      const email = uniqueEmail("owner");
      const owner = await attackerSignsUp(email); // here the one who signs up is the owner
      const { link } = await t.lastMail(email);
      expect((await owner.request(link!)).status).toBe(302);
      expect((await signIn(t, email, PASSWORD)).res.status).toBe(200);
    });
  },
);
