import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { secretFromTotpUri, totp } from "../support/totp.ts";
import { sessionUser, signUpConfirmed } from "../support/users.ts";

// An attacker with many addresses (a botnet) is not stopped by per-address limits: each account
// takes 5 failed password or code attempts per 15 minutes, from anywhere. Every attempt below
// comes from a client address of its own.
describe.each(databaseDependentKinds())("failed attempts per account (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const fromNewAddress = () => createClient(t);

  it("wrong passwords from many addresses lock the account: after 5, even the right one gets 429", async () => {
    const { email, password } = await signUpConfirmed(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fromNewAddress().json("/api/auth/sign-in/email", {
        json: { email, password: `wrong-password-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const client = fromNewAddress();
    const locked = await client.json("/api/auth/sign-in/email", { json: { email, password } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_FAILED_ATTEMPTS");
    expect(locked.body.message).toMatch(
      /Too many failed attempts for this account\. Try again in \d+ minutes?\./,
    );
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await sessionUser(client)).toBeNull();
    // The address is spelled as the person typed it: case and spaces do not open a new count.
    const shouted = await fromNewAddress().json("/api/auth/sign-in/email", {
      json: { email: ` ${email.toUpperCase()} `, password },
    });
    expect(shouted.status).toBe(429);
  });

  // Security review item 9: anyone who knows an address could lock its owner out for 15 minutes.
  // A browser that signed in to the account before carries a signed "known device" cookie and
  // has a budget of its own; everyone else shares the per-account budget, as before.
  it("an attacker's failures do not lock out the owner's known device; the attacker stays locked", async () => {
    const { email, password } = await signUpConfirmed(t);
    const ownerDevice = fromNewAddress();
    expect((await ownerDevice.json("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(
      200,
    );
    expect((await ownerDevice.json("/api/auth/sign-out", { json: {} })).status).toBe(200);

    for (let i = 0; i < 5; i++) {
      const res = await fromNewAddress().json("/api/auth/sign-in/email", {
        json: { email, password: `attacker-guess-${i}` },
      });
      expect(res.status).toBe(401);
    }
    const owner = await ownerDevice.json("/api/auth/sign-in/email", { json: { email, password } });
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(await sessionUser(ownerDevice)).toMatchObject({ email });

    const attacker = fromNewAddress();
    const sixth = await attacker.json("/api/auth/sign-in/email", { json: { email, password } });
    expect([sixth.status, sixth.body.code]).toEqual([429, "TOO_MANY_FAILED_ATTEMPTS"]);
    expect(await sessionUser(attacker)).toBeNull();
    const more = await fromNewAddress().json("/api/auth/sign-in/email", {
      json: { email, password: "attacker-guess-9" },
    });
    expect(more.status).toBe(429);
  });

  it("a known device has its own budget of 5, and a device known for another account gets none", async () => {
    const { email, password } = await signUpConfirmed(t);
    const other = await signUpConfirmed(t);
    // The attacker signs in to an account of their own: their browser is known for that one only.
    const attacker = fromNewAddress();
    const own = await attacker.json("/api/auth/sign-in/email", {
      json: { email: other.email, password: other.password },
    });
    expect(own.status).toBe(200);
    const ownerDevice = fromNewAddress();
    expect((await ownerDevice.json("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(
      200,
    );
    await ownerDevice.json("/api/auth/sign-out", { json: {} });

    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attacker.json("/api/auth/sign-in/email", { json: { email, password: `guess-${i}` } });
      guesses.push(res.status);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    // The owner mistypes on their own device: that budget too is 5 per 15 minutes.
    const typos: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ownerDevice.json("/api/auth/sign-in/email", {
        json: { email, password: `typo-${i}` },
      });
      typos.push(res.status);
    }
    expect(typos).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await ownerDevice.json("/api/auth/sign-in/email", { json: { email, password } });
    expect(locked.status).toBe(429);
  });

  it("a success clears the count, and other accounts are not affected", async () => {
    const { email, password } = await signUpConfirmed(t);
    const other = await signUpConfirmed(t);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        const res = await fromNewAddress().json("/api/auth/sign-in/email", {
          json: { email, password: "wrong-password-1" },
        });
        expect(res.status).toBe(401);
      }
      const right = await fromNewAddress().json("/api/auth/sign-in/email", { json: { email, password } });
      expect(right.status, `round ${round}`).toBe(200);
    }
    const otherSignIn = await fromNewAddress().json("/api/auth/sign-in/email", {
      json: { email: other.email, password: other.password },
    });
    expect(otherSignIn.status).toBe(200);
  });

  it("unknown addresses are counted the same way (no hint which accounts exist)", async () => {
    const email = uniqueEmail("nobody");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fromNewAddress().json("/api/auth/sign-in/email", {
        json: { email, password: "wrong-password-1" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("wrong email codes count too: after 5, even the right code gets 429", async () => {
    const email = uniqueEmail("otp-lock");
    const sendCode = async () => {
      const sent = await fromNewAddress().json("/api/auth/email-otp/send-verification-otp", {
        json: { email, type: "sign-in" },
      });
      expect(sent.status).toBe(200);
      return (await t.lastMail(email)).code!;
    };
    // Better Auth burns a code after 3 wrong tries; the attacker simply asks for another one.
    for (const tries of [3, 2]) {
      const code = await sendCode();
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < tries; i++) {
        const res = await fromNewAddress().json("/api/auth/sign-in/email-otp", {
          json: { email, otp: wrong },
        });
        expect(res.status).toBe(400);
      }
    }
    const code = await sendCode();
    const client = fromNewAddress();
    const locked = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_FAILED_ATTEMPTS");
    expect(await sessionUser(client)).toBeNull();
  });

  it("wrong two-factor codes lock the account after 5: the right code then gets 429", async () => {
    const account = await signUpConfirmed(t);
    const enable = await account.client.json("/api/auth/two-factor/enable", {
      json: { password: account.password },
    });
    const key = secretFromTotpUri(enable.body.totpURI);
    expect(
      (await account.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(key) } })).status,
    ).toBe(200);

    /** A new client past the password step, waiting for its second factor. */
    const passwordStep = async () => {
      const client = fromNewAddress();
      const res = await client.json("/api/auth/sign-in/email", {
        json: { email: account.email, password: account.password },
      });
      expect(res.body).toMatchObject({ twoFactorRedirect: true });
      return client;
    };
    for (let i = 0; i < 5; i++) {
      const current = totp(key);
      const res = await (await passwordStep()).json("/api/auth/two-factor/verify-totp", {
        json: { code: current === "000000" ? "111111" : "000000" },
      });
      expect(res.status).toBe(401);
    }
    const client = await passwordStep();
    const locked = await client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(key) } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/try again later/i);
    const backup = await client.json("/api/auth/two-factor/verify-backup-code", {
      json: { code: enable.body.backupCodes[0] },
    });
    expect(backup.status).toBe(429);
    expect(await sessionUser(client)).toBeNull();
  });
});
