import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement, resume } from "../../src/server/db/schema/index.ts";
import { ANONYMOUS_MARKER, findUser, findUserByEmail } from "../support/anonymous.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { PASSWORD, sessionUser } from "../support/users.ts";

// Login CSRF: an attacker mails a guest a sign-in or confirmation link for the attacker's own
// account. The guest's cookie rides along when they follow it; their work must not move.
describe.each(testDatabaseKinds())("a guest following somebody else's link keeps their data (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A guest with their free resume (listing creates it) and a marked plan row. */
  async function guestWithResume() {
    const guest = createClient(t);
    const signIn = await guest.json("/api/auth/sign-in/anonymous", { json: {} });
    const guestId = signIn.body.user.id as string;
    expect((await guest.json("/api/cv/list")).body).toHaveLength(1);
    await t.db.update(entitlement).set(ANONYMOUS_MARKER).where(eq(entitlement.userId, guestId));
    const rows = await t.db.select({ id: resume.id }).from(resume).where(eq(resume.userId, guestId));
    expect(rows).toHaveLength(1);
    return { guest, guestId, ids: rows.map((r) => r.id) };
  }

  async function expectGuestUntouched(
    client: ReturnType<typeof createClient>,
    guestId: string,
    ids: number[],
  ) {
    expect(await findUser(t, guestId)).toMatchObject({ isAnonymous: true });
    expect(await sessionUser(client)).toMatchObject({ id: guestId, isAnonymous: true });
    expect((await client.json("/api/user")).body).toMatchObject(ANONYMOUS_MARKER);
    const still = await t.db.select({ id: resume.id }).from(resume).where(eq(resume.userId, guestId));
    expect(still.map((r) => r.id).sort()).toEqual([...ids].sort());
  }

  async function expectAttackerGotNothing(attackerEmail: string, ids: number[]) {
    const attacker = await findUserByEmail(t, attackerEmail);
    expect(attacker).toBeDefined();
    const theirs = await t.db.select({ id: resume.id }).from(resume).where(eq(resume.userId, attacker!.id));
    for (const id of ids) expect(theirs.map((r) => r.id)).not.toContain(id);
    const [plan] = await t.db.select().from(entitlement).where(eq(entitlement.userId, attacker!.id));
    expect(plan ?? {}).not.toMatchObject(ANONYMOUS_MARKER);
  }

  it("a magic link the attacker requested for their own email moves nothing and signs the guest into nothing", async () => {
    const attackerEmail = uniqueEmail("attacker");
    const attacker = createClient(t);
    await attacker.json("/api/auth/sign-in/magic-link", {
      json: { email: attackerEmail, callbackURL: "/auth/finish" },
    });
    const { link } = await t.lastMail(attackerEmail);

    const { guest, guestId, ids } = await guestWithResume();
    const follow = await guest.request(link!);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toContain("/auth/finish?error=link_requested_elsewhere");

    await expectGuestUntouched(guest, guestId, ids);
    await expectAttackerGotNothing(attackerEmail, ids);
  });

  it("a sign-up confirmation link of the attacker's account moves nothing", async () => {
    const attackerEmail = uniqueEmail("attacker-signup");
    const attacker = createClient(t);
    const signUp = await attacker.json("/api/auth/sign-up/email", {
      json: { email: attackerEmail, password: PASSWORD, name: "Mallory", callbackURL: "/auth/finish" },
    });
    expect(signUp.status).toBe(200);
    const { link } = await t.lastMail(attackerEmail);

    const { guest, guestId, ids } = await guestWithResume();
    const follow = await guest.request(link!);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toContain("/auth/finish?error=link_requested_elsewhere");

    await expectGuestUntouched(guest, guestId, ids);
    await expectAttackerGotNothing(attackerEmail, ids);
  });

  it("a guest who asked for a link for another address in this browser still cannot be sent the attacker's", async () => {
    const { guest, guestId, ids } = await guestWithResume();
    // The guest started a flow of their own here (never finished) ...
    await guest.json("/api/auth/sign-in/magic-link", {
      json: { email: uniqueEmail("guest-own"), callbackURL: "/auth/finish" },
    });
    // ... and then follows a link the attacker requested for the attacker's address.
    const attackerEmail = uniqueEmail("attacker-2");
    await createClient(t).json("/api/auth/sign-in/magic-link", {
      json: { email: attackerEmail, callbackURL: "/auth/finish" },
    });
    const { link } = await t.lastMail(attackerEmail);
    expect((await guest.request(link!)).headers.get("location")).toContain("error=link_requested_elsewhere");

    await expectGuestUntouched(guest, guestId, ids);
    await expectAttackerGotNothing(attackerEmail, ids);
  });
});
