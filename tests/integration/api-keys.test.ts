import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKey, session } from "../../src/server/db/schema/index.ts";
import {
  createClient,
  createKeyClient,
  createTestApp,
  type TestApp,
  uniqueEmail,
} from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import { importSample, saveSampleJob } from "./ai-helpers.ts";
import { setEntitlement } from "./resumes-helpers.ts";

// Personal API keys (issue 18, part 2): made, listed and revoked on the Account page with the
// session; used by a script as `Authorization: Bearer`, within their scope, rate limited per key.

type Client = ReturnType<typeof createClient>;
const KEY_LIMIT = 25;

describe.each(testDatabaseKinds())("personal API keys (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { API_KEY_RATE_LIMIT_MAX: String(KEY_LIMIT), AI_RATE_LIMIT_MAX: "1000" },
    });
  });
  afterAll(() => t.close());

  async function newKey(client: Client, scope: "read" | "read-write", name = `script ${scope}`) {
    const res = await client.json("/api/account/api-keys", { json: { name, scope } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { key: string; api_key: { id: number; prefix: string; last_used_at: string | null } };
  }

  it("shows a key once, lists it without the key, and stores only its hash", async () => {
    const { client, userId } = await signUpConfirmed(t);
    const created = await newKey(client, "read", "Zapier export");
    expect(created.key).toMatch(/^rb_live_[A-Za-z0-9_-]{43}$/);
    expect(created.api_key).toMatchObject({ name: "Zapier export", scope: "read", last_used_at: null });
    expect(created.key.startsWith(created.api_key.prefix)).toBe(true);

    const list = await client.json("/api/account/api-keys");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.api_key]);
    expect(JSON.stringify(list.body)).not.toContain(created.key);

    const rows = await t.db.select().from(apiKey).where(eq(apiKey.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(created.key);
  });

  it("reads the owner's resumes with a read key and records when it was last used", async () => {
    const { client } = await signUpConfirmed(t);
    const resume = await client.json("/api/cv/create", { json: { name: "Read over HTTP" } });
    expect(resume.status).toBe(201);
    const { key } = await newKey(client, "read");

    const list = await createKeyClient(t, key).json("/api/cv/list");
    expect(list.status).toBe(200);
    expect(list.body.map((r: { name: string }) => r.name)).toContain("Read over HTTP");
    const item = await createKeyClient(t, key).json(`/api/cv/item?id=${resume.body.id}`);
    expect([item.status, item.body.name]).toEqual([200, "Read over HTTP"]);

    const [listed] = (await client.json("/api/account/api-keys")).body;
    expect(Date.now() - Date.parse(listed.last_used_at)).toBeLessThan(60_000);
  });

  it("refuses a read key every write with a 403 that says why, and changes nothing", async () => {
    const { client } = await signUpConfirmed(t);
    const before = (await client.json("/api/cv/list")).body;
    const { key } = await newKey(client, "read");
    const script = createKeyClient(t, key);
    const create = await script.json("/api/cv/create", { json: { name: "Should not exist" } });
    expect(create.status).toBe(403);
    expect(create.body.error).toMatchObject({ code: "forbidden" });
    expect(create.body.error.message).toContain("can only read");
    const remove = await script.json("/api/cv/delete", { method: "DELETE", json: { id: before[0].id } });
    expect(remove.status).toBe(403);
    expect((await client.json("/api/cv/list")).body).toEqual(before);
  });

  it("tailors a resume with a read-write key, as the website would", async () => {
    const { client, userId } = await signUpConfirmed(t);
    await setEntitlement(t, userId, { isPaid: true, plan: "pro", cvLeft: 5, generated: 3 });
    const original = await importSample(client);
    const job = await saveSampleJob(client);
    const { key } = await newKey(client, "read-write");
    const script = createKeyClient(t, key);

    const tailored = await script.json("/api/cv/generate", { json: { id: original.id, jobId: job.id } });
    expect(tailored.status, JSON.stringify(tailored.body)).toBe(201);
    expect(tailored.body).toMatchObject({ resume_id: original.id, job_id: job.id });
    expect(tailored.body.score.after.score).toBeGreaterThanOrEqual(tailored.body.score.before.score);
    expect(tailored.body.document.summary).not.toBe("");
    const revisions = await script.json(`/api/cv/revisions?id=${original.id}`);
    expect(revisions.body.revisions.map((r: { id: number }) => r.id)).toContain(tailored.body.id);
    // The owner sees it in the app too.
    const seen = await client.json(`/api/cv/revision?id=${tailored.body.id}`);
    expect(seen.status).toBe(200);
  });

  it("stops a revoked key at once (401), and only its owner can revoke it", async () => {
    const owner = await signUpConfirmed(t);
    const other = await signUpConfirmed(t);
    const { key, api_key } = await newKey(owner.client, "read-write");
    expect((await createKeyClient(t, key).json("/api/cv/list")).status).toBe(200);

    const foreign = await other.client.json("/api/account/api-keys", {
      method: "DELETE",
      json: { id: api_key.id },
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "not_found"]);
    expect((await createKeyClient(t, key).json("/api/cv/list")).status).toBe(200);

    const revoke = await owner.client.json("/api/account/api-keys", {
      method: "DELETE",
      json: { id: api_key.id },
    });
    expect(revoke.status).toBe(200);
    const after = await createKeyClient(t, key).json("/api/cv/list");
    expect([after.status, after.body.error.code]).toEqual([401, "unauthorized"]);
    expect(after.body.error.message).toContain("revoked");
    expect((await owner.client.json("/api/account/api-keys")).body).toEqual([]);
    const [row] = await t.db.select().from(apiKey).where(eq(apiKey.id, api_key.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("keeps keys away from the account and from other keys, even a read-write one", async () => {
    const { client } = await signUpConfirmed(t);
    const { key } = await newKey(client, "read-write");
    const script = createKeyClient(t, key);
    const attempts = [
      await script.json("/api/account/api-keys"),
      await script.json("/api/account/api-keys", { json: { name: "another", scope: "read-write" } }),
      await script.json("/api/account/export"),
      await script.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } }),
    ];
    for (const answer of attempts) {
      expect([answer.status, answer.body.error.code]).toEqual([403, "forbidden"]);
      expect(answer.body.error.message).toContain("Sign in on the website");
    }
    expect((await client.json("/api/user")).status).toBe(200);
  });

  it("refuses an unknown key, a malformed header and a bad key next to a good session cookie", async () => {
    const { client } = await signUpConfirmed(t);
    const unknown = await createKeyClient(t, "rb_live_not-a-real-key").json("/api/cv/list");
    expect(unknown.status).toBe(401);
    const basic = await createClient(t, undefined, { authorization: "Basic dXNlcjpwYXNz" }).json(
      "/api/cv/list",
    );
    expect([basic.status, basic.body.error.message]).toEqual([
      401,
      "Send the API key as Authorization: Bearer <key>.",
    ]);
    const mixed = await client.json("/api/cv/list", { headers: { authorization: "Bearer rb_live_wrong" } });
    expect(mixed.status).toBe(401);
    const huge = await createKeyClient(t, `rb_live_${"a".repeat(5000)}`).json("/api/cv/list");
    expect(huge.status).toBe(401);
  });

  it("validates the new key's name and scope, and gives guests no keys", async () => {
    const { client } = await signUpConfirmed(t);
    const noName = await client.json("/api/account/api-keys", { json: { name: "  ", scope: "read" } });
    expect([noName.status, noName.body.error.message]).toEqual([
      400,
      "name is required: say what the key is for.",
    ]);
    const badScope = await client.json("/api/account/api-keys", { json: { name: "x", scope: "admin" } });
    expect([badScope.status, badScope.body.error.message]).toEqual([
      400,
      'scope must be "read" or "read-write".',
    ]);

    const guest = createClient(t);
    expect((await guest.json("/api/auth/sign-in/anonymous", { json: {} })).status).toBe(200);
    const refused = await guest.json("/api/account/api-keys", { json: { name: "x", scope: "read" } });
    expect([refused.status, refused.body.error.code]).toEqual([403, "forbidden"]);
  });

  it("holds at most 20 active keys per account", async () => {
    const { client } = await signUpConfirmed(t);
    const made = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        client.json("/api/account/api-keys", { json: { name: `key ${i}`, scope: "read" } }),
      ),
    );
    expect(made.filter((res) => res.status === 201)).toHaveLength(20);
    const refused = made.filter((res) => res.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.error.message).toContain("Revoke one");
  });

  it("rate limits each key: 429 with Retry-After past the limit, other keys unaffected", async () => {
    const { client } = await signUpConfirmed(t);
    const busy = createKeyClient(t, (await newKey(client, "read")).key);
    const calm = createKeyClient(t, (await newKey(client, "read")).key);
    const statuses = [];
    for (let i = 0; i < KEY_LIMIT; i++) statuses.push((await busy.json("/api/cv/list")).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await busy.json("/api/cv/list");
    expect([refused.status, refused.body.error.code]).toEqual([429, "rate_limited"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await calm.json("/api/cv/list")).status).toBe(200);
    // The website's session is not limited by the key's counter.
    expect((await client.json("/api/cv/list")).status).toBe(200);
  });
});

// Security review item 6: a key is as strong as the session that made it, so making one needs
// what export needs, the owner hears of it, and every "someone else may hold my account" action
// (reset, change password signing others out, email change, sign out everywhere) ends the keys.
describe.each(testDatabaseKinds())("API keys end with the sessions that could make them (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function userWithKey() {
    const account = await signUpConfirmed(t);
    const created = await account.client.json("/api/account/api-keys", {
      json: { name: "nightly sync", scope: "read-write" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const script = createKeyClient(t, created.body.key);
    expect((await script.json("/api/cv/list")).status).toBe(200);
    return { ...account, key: created.body.key as string, script };
  }

  async function expectKeyRevoked(script: Client) {
    const after = await script.json("/api/cv/list");
    expect([after.status, after.body.error?.code]).toEqual([401, "unauthorized"]);
  }

  it("an old session needs the password to create a key, as export does; the owner is mailed", async () => {
    const { client, email, password, userId } = await signUpConfirmed(t);
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(session.userId, userId));
    const exportRefused = await client.json("/api/account/export");
    const refused = await client.json("/api/account/api-keys", {
      json: { name: "stolen cookie", scope: "read-write" },
    });
    expect([refused.status, refused.body.error]).toEqual([exportRefused.status, exportRefused.body.error]);
    expect(refused.body.error.code).toBe("reauthentication_required");
    expect(await t.db.select().from(apiKey).where(eq(apiKey.userId, userId))).toEqual([]);

    const wrong = await client.json("/api/account/api-keys", {
      json: { name: "stolen cookie", scope: "read-write", password: "not-the-password-9" },
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([403, "reauthentication_required"]);

    const created = await client.json("/api/account/api-keys", {
      json: { name: "Spreadsheet <sync>", scope: "read-write", password },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mail = await t.lastMail(email);
    expect(mail.subject).toBe("A new API key was created");
    expect(mail.text).toContain("Spreadsheet <sync>");
    expect(mail.text).toContain("read and write");
    expect(mail.html).toContain("Spreadsheet &#60;sync&#62;");
    expect(mail.text).not.toContain(created.body.key);
    expect(mail.html).not.toContain(created.body.key);
  });

  it("a password reset revokes the keys", async () => {
    const { email, script } = await userWithKey();
    const browser = createClient(t);
    await browser.json("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth?view=update_password" },
    });
    const follow = await browser.request((await t.lastMail(email)).link!);
    const token = new URL(follow.headers.get("location")!).searchParams.get("token");
    const reset = await browser.json("/api/auth/reset-password", {
      json: { newPassword: "battery-staple-77", token },
    });
    expect(reset.status).toBe(200);
    await expectKeyRevoked(script);
  });

  it("changing the password and signing out the other sessions revokes the keys", async () => {
    const { client, password, script } = await userWithKey();
    const res = await client.json("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "battery-staple-77", revokeOtherSessions: true },
    });
    expect(res.status).toBe(200);
    await expectKeyRevoked(script);
  });

  it("changing the password alone keeps the keys", async () => {
    const { client, password, script } = await userWithKey();
    const res = await client.json("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "battery-staple-77" },
    });
    expect(res.status).toBe(200);
    expect((await script.json("/api/cv/list")).status).toBe(200);
  });

  it("an email change revokes the keys once the new address confirms", async () => {
    const { client, email, script } = await userWithKey();
    const newEmail = uniqueEmail("moved");
    expect((await client.json("/api/auth/change-email", { json: { newEmail } })).status).toBe(200);
    expect((await client.request((await t.lastMail(email)).link!)).status).toBe(302);
    expect((await script.json("/api/cv/list")).status).toBe(200); // approving is not changing
    expect((await client.request((await t.lastMail(newEmail)).link!)).status).toBe(302);
    await expectKeyRevoked(script);
  });

  it("signing out everywhere revokes the keys", async () => {
    const { client, script } = await userWithKey();
    expect((await client.json("/api/auth/revoke-sessions", { json: {} })).status).toBe(200);
    await expectKeyRevoked(script);
  });
});
