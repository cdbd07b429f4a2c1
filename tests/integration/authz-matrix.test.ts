import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { inspectRoutes } from "hono/dev";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../../src/server/db/schema/index.ts";
import {
  buildFixture,
  type FixtureUser,
  refreshStamps,
  sendCall,
  snapshotOf,
} from "../support/endpoint-fixture.ts";
import {
  endpointRules,
  type MatrixCase,
  pristineFixtureCases,
  type Refusal,
  signedInCases,
  withGroupFrom,
} from "../support/endpoints.ts";
import { createClient, createKeyClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signIn, signUpConfirmed } from "../support/users.ts";

// Suite 3 of "Prove it": every endpoint and method of the real route table, tried without a
// session, with the owner's expired session, and by a guest and another signed-in user aiming at
// the victim's ids (each id alone too). Refusals carry the JSON error shape, never the victim's
// data, and the victim's export and plan are unchanged at the end. The owner's own request
// succeeds for every case, so each 404 is about ownership and not a malformed request. Personal
// API keys (Authorization: Bearer) get the same attacks, and their scopes are checked: a revoked
// key is a 401, a read key only reads, no key reaches the account or key routes.

const cases = signedInCases();
const targeted = cases.filter((c) => c.groups.length > 0);
const selfScoped = cases.filter((c) => c.groups.length === 0);
const publicRules = Object.entries(endpointRules).flatMap(([endpoint, rule]) =>
  rule.access === "public" ? [{ endpoint, ...rule }] : [],
);
const keyOnlyRules = Object.entries(endpointRules).flatMap(([endpoint, rule]) =>
  rule.access === "api-key-only" ? [{ endpoint, ...rule }] : [],
);
const SESSION_COOKIE = "better-auth.session_token";
const NOT_FOUND: Refusal = { status: 404, code: "not_found" };
const UNAUTHORIZED: Refusal = { status: 401, code: "unauthorized" };

type Answer = Awaited<ReturnType<typeof sendCall>>;

/** The error code of a refusal, or what is wrong with its shape. */
function errorCode(answer: Answer) {
  try {
    const body = JSON.parse(answer.text);
    const { code, message } = body?.error ?? {};
    if (typeof code === "string" && typeof message === "string" && message.trim()) return code;
  } catch {}
  return `no { error: { code, message } } in ${answer.text.slice(0, 120)}`;
}

describe.each(testDatabaseKinds())("authorization matrix (%s)", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let victim: FixtureUser & { email: string; password: string };
  let other: FixtureUser;
  let guest: FixtureUser;
  /** The victim's second session cookie (name and value). */
  let expiredCookie: [string, string];
  let expiredSession: typeof session.$inferSelect;
  let before: Awaited<ReturnType<typeof snapshotOf>>;
  let guestBefore: typeof before;
  let otherBefore: typeof before;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "authz-matrix-"));
    t = await createTestApp(kind, {
      // AI_RATE_LIMIT_MAX: every AI route is called by three users, more than one minute's default allows.
      env: {
        DATA_DIR: dataDir,
        PARTNER_MODE: "on",
        STRIPE_WEBHOOK_SECRET: "whsec_authz_matrix",
        AI_RATE_LIMIT_MAX: "1000",
        // Each matrix key sends far more than one minute's default allows.
        API_KEY_RATE_LIMIT_MAX: "1000",
      },
    });
    const [victimAccount, otherAccount] = await Promise.all([signUpConfirmed(t), signUpConfirmed(t)]);
    const guestClient = createClient(t);
    const guestSignIn = await guestClient.json("/api/auth/sign-in/anonymous", { json: {} });
    expect(guestSignIn.status).toBe(200);
    [victim, other, guest] = await Promise.all([
      buildFixture(t, victimAccount.client, victimAccount.userId, "victim").then((f) => ({
        ...f,
        ...victimAccount,
      })),
      buildFixture(t, otherAccount.client, otherAccount.userId, "other"),
      buildFixture(t, guestClient, guestSignIn.body.user.id, "guest"),
    ]);

    // A second session of the victim's that worked, then expired.
    const second = await signIn(t, victim.email, victim.password);
    expect(second.res.status).toBe(200);
    expect((await second.client.json("/api/user")).status).toBe(200);
    const cookie = second.client.cookies.get(SESSION_COOKIE);
    if (!cookie) throw new Error("signing in set no session cookie");
    expiredCookie = [SESSION_COOKIE, cookie];
    const token = decodeURIComponent(cookie).split(".")[0]!;
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    if (!row) throw new Error("the victim's second session is not in the session table");
    expiredSession = row;

    [before, guestBefore, otherBefore] = await Promise.all(
      [victim, guest, other].map((u) => snapshotOf(t, u)),
    );
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * A client holding the victim's expired session cookie. The session row is put back as it was
   * (expired) first, in case an earlier request cleaned it away.
   */
  async function expiredClient() {
    const values = { ...expiredSession, expiresAt: new Date(Date.now() - 60_000) };
    await t.db.insert(session).values(values).onConflictDoUpdate({ target: session.id, set: values });
    const client = createClient(t);
    client.cookies.set(...expiredCookie);
    return client;
  }

  it("classifies every route the app serves, and only those", () => {
    const served = [
      ...new Set(
        inspectRoutes(t.app)
          .filter((route) => !route.isMiddleware)
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
    const classified = Object.keys(endpointRules);
    // A failure here names a route nobody decided about: classify it in tests/support/endpoints.ts.
    expect(served.filter((route) => !classified.includes(route))).toEqual([]);
    expect(classified.filter((route) => !served.includes(route))).toEqual([]);
  });

  it.each(publicRules)("$endpoint is public ($why)", async (rule) => {
    const answer = await sendCall(t, createClient(t), rule.probe);
    expect(answer.status, answer.text.slice(0, 200)).toBe(rule.probeStatus);
  });

  it.each(keyOnlyRules)("$endpoint needs an API key: a session is not enough ($why)", async (rule) => {
    for (const client of [createClient(t), other.client]) {
      const answer = await sendCall(t, client, rule.probe);
      expect([answer.status, errorCode(answer)]).toEqual([401, "unauthorized"]);
    }
  });

  it("the /api catch-all asks for a session first, then says there is no such endpoint", async () => {
    const rule = endpointRules["ALL /api/*"];
    if (rule?.access !== "signed-in-fallback") throw new Error("the catch-all is not classified");
    const signedOut = await sendCall(t, createClient(t), rule.probe);
    expect([signedOut.status, errorCode(signedOut)]).toEqual([401, "unauthorized"]);
    const signedIn = await sendCall(t, other.client, rule.probe);
    expect([signedIn.status, errorCode(signedIn)]).toEqual([404, "not_found"]);
  });

  describe("without a session: 401", () => {
    it.each(cases)("$name", async (c) => {
      const answer = await sendCall(t, createClient(t), c.build(victim.ids));
      expect([answer.status, errorCode(answer)]).toEqual([UNAUTHORIZED.status, UNAUTHORIZED.code]);
      expect(answer.text).not.toContain(victim.marker);
    });
  });

  it("no other spelling of a signed-in path gets past the session check", async () => {
    const spellings = (path: string) => {
      const [route = "", query = ""] = path.split("?");
      const rest = route.slice("/api/".length);
      return [
        `${route}/`,
        `/api//${rest}`,
        `/api/${rest.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
        `/api/health/../${rest}`,
        `/api/auth/../${rest}`,
      ].map((spelled) => (query ? `${spelled}?${query}` : spelled));
    };
    const passed = [];
    for (const c of cases) {
      const call = c.build(victim.ids);
      for (const path of spellings(call.path)) {
        const answer = await sendCall(t, createClient(t), { ...call, path });
        if (answer.status !== 401 || answer.text.includes(victim.marker))
          passed.push(`${call.method} ${path}: ${answer.status}`);
      }
    }
    expect(passed).toEqual([]);
  });

  describe("with the owner's expired session: 401", () => {
    it.each(cases)("$name", async (c) => {
      const answer = await sendCall(t, await expiredClient(), c.build(victim.ids));
      expect([answer.status, errorCode(answer)]).toEqual([UNAUTHORIZED.status, UNAUTHORIZED.code]);
      expect(answer.text).not.toContain(victim.marker);
    });

    it("the same session works again once its expiry is in the future: the 401s were about expiry", async () => {
      const client = await expiredClient();
      const future = new Date(Date.now() + 60 * 60_000);
      await t.db.update(session).set({ expiresAt: future }).where(eq(session.id, expiredSession.id));
      const answer = await sendCall(t, client, {
        method: "GET",
        path: `/api/cv/item?id=${victim.ids.resumeId}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(victim.marker);
    });
  });

  /**
   * The attacker aims at the victim's ids: all of them, then (when the request names several)
   * each group alone with the attacker's own ids for the rest.
   */
  async function attack(attacker: FixtureUser, c: MatrixCase) {
    const variants = [{ target: "every id", ids: victim.ids, refusal: NOT_FOUND }];
    if (c.groups.length > 1) {
      for (const group of c.groups) {
        variants.push({
          target: `${group} only`,
          ids: withGroupFrom(attacker.ids, victim.ids, group),
          refusal: c.mixedRefusals?.[group] ?? NOT_FOUND,
        });
      }
    }
    const answers = [];
    for (const variant of variants) {
      const answer = await sendCall(t, attacker.client, c.build(variant.ids));
      expect(answer.text, `${variant.target} leaked the victim's data`).not.toContain(victim.marker);
      answers.push({ target: variant.target, status: answer.status, code: errorCode(answer) });
    }
    expect(answers).toEqual(variants.map(({ target, refusal }) => ({ target, ...refusal })));
  }

  describe("a guest (anonymous session) aiming at the victim's ids: 404", () => {
    it.each(targeted)("$name", (c) => attack(guest, c));
  });

  describe("another signed-in user aiming at the victim's ids: 404", () => {
    it.each(targeted)("$name", (c) => attack(other, c));
  });

  describe("another user's read-write API key aiming at the victim's ids: 404", () => {
    it.each(targeted.filter((c) => !c.sessionOnly))("$name", (c) =>
      attack({ ...other, client: createKeyClient(t, other.keys.readWrite) }, c),
    );
  });

  it("a refused request changed nothing of the attackers' own either (no link made, no credit spent)", async () => {
    expect(await snapshotOf(t, guest)).toEqual(guestBefore);
    expect(await snapshotOf(t, other)).toEqual(otherBefore);
  });

  // DELETE /api/account names no id and would end the attacker: its owner's proof is below,
  // and the victim's unchanged snapshot at the end covers the rest.
  describe("requests that name no id answer the caller's own data, never the victim's", () => {
    it.each(selfScoped.filter((c) => !c.destroys))("$name", async (c) => {
      for (const attacker of [guest, other]) {
        const answer = await sendCall(t, attacker.client, c.build(attacker.ids));
        const expected = attacker === guest ? (c.guestStatus ?? c.ownerStatus) : c.ownerStatus;
        expect(answer.status, answer.text.slice(0, 200)).toBe(expected ?? 200);
        expect(answer.text).not.toContain(victim.marker);
      }
    });
  });

  async function ownerProof(owner: FixtureUser, c: MatrixCase) {
    const ids = await refreshStamps(owner.client, owner.ids);
    const answer = await sendCall(t, owner.client, c.build(ids));
    expect(answer.status, answer.text.slice(0, 300)).toBe(c.ownerStatus ?? 200);
  }

  describe("the owner's own request succeeds", () => {
    it.each(cases.filter((c) => !c.destroys && !c.listsEveryRow))("$name", (c) => ownerProof(other, c));
  });

  describe("the owner's own request succeeds on a fixture as built (deletions last)", () => {
    let owner: FixtureUser;
    beforeAll(async () => {
      const client = createClient(t);
      const signedIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
      owner = await buildFixture(t, client, signedIn.body.user.id, "owner");
    });
    it.each(pristineFixtureCases(cases))("$name", (c) => ownerProof(owner, c));
  });

  describe("API keys: a revoked key is a 401 everywhere", () => {
    let revokedKey: string;
    beforeAll(async () => {
      const made = await victim.client.json("/api/account/api-keys", {
        json: { name: "soon revoked", scope: "read-write" },
      });
      revokedKey = made.body.key;
      const revoked = await victim.client.json("/api/account/api-keys", {
        method: "DELETE",
        json: { id: made.body.api_key.id },
      });
      expect(revoked.status).toBe(200);
    });
    it.each(cases)("$name", async (c) => {
      const answer = await sendCall(t, createKeyClient(t, revokedKey), c.build(victim.ids));
      expect([answer.status, errorCode(answer)]).toEqual([UNAUTHORIZED.status, UNAUTHORIZED.code]);
      expect(answer.text).not.toContain(victim.marker);
    });
  });

  describe("API keys: the victim's own read key is refused every write (403), nothing changes", () => {
    it.each(cases.filter((c) => !c.endpoint.startsWith("GET ")))("$name", async (c) => {
      const answer = await sendCall(t, createKeyClient(t, victim.keys.read), c.build(victim.ids));
      expect([answer.status, errorCode(answer)]).toEqual([403, "forbidden"]);
    });
  });

  describe("API keys: the victim's own read-write key cannot reach the account or the keys (403)", () => {
    it.each(cases.filter((c) => c.sessionOnly))("$name", async (c) => {
      const answer = await sendCall(t, createKeyClient(t, victim.keys.readWrite), c.build(victim.ids));
      expect([answer.status, errorCode(answer)]).toEqual([403, "forbidden"]);
      expect(answer.text).not.toContain(victim.marker);
    });
  });

  describe("API keys: the owner's own key succeeds within its scope", () => {
    const usable = cases.filter((c) => !c.destroys && !c.listsEveryRow && !c.sessionOnly);
    it.each(usable.filter((c) => c.endpoint.startsWith("GET ")))("read key: $name", (c) =>
      ownerProof({ ...other, client: createKeyClient(t, other.keys.read) }, c),
    );
    it.each(usable)("read-write key: $name", (c) =>
      ownerProof({ ...other, client: createKeyClient(t, other.keys.readWrite) }, c),
    );
  });

  it("left the victim's data and plan exactly as they were", async () => {
    expect(await snapshotOf(t, victim)).toEqual(before);
  });
});
