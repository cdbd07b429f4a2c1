import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.ts";
import { entitlement, outboxMessage, resume } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { LOCAL_S3_CREDENTIALS, type LocalS3Server, startLocalS3Server } from "../support/local-s3-server.ts";
import {
  createEmptyPostgresDatabase,
  createHttpClient,
  type HttpClient,
  type ServerProcess,
  SHARED_AUTH_SECRET,
  startServerProcess,
} from "../support/server-process.ts";

// Two app processes on different ports against ONE PostgreSQL database, as behind a load
// balancer (the Prove-it issue, suite 6; `npm run test:scale` runs it alone). Both have the same
// AUTH_SECRET and public address (APP_URL) and their own empty DATA_DIR: anything one of them
// kept in memory or on its disk would show up as a difference here. Photos go to one S3-protocol
// bucket (s3rver on loopback, standing in for a hosted object store).

const APP_URL = "http://resume.test";
const LIMIT = 3;
const SLOW = 180_000;
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    "scale-two-instances: skipped. Several instances need PostgreSQL: set TEST_DATABASE_URL " +
      "(e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it.",
  );
}

describe.skipIf(!postgresUrl)("two instances on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let running: ServerProcess[] = [];
  let s3: LocalS3Server;
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    dropDatabase = empty.drop;
    s3 = await startLocalS3Server();
    await s3.createBucket("photos");
    const env = () => {
      const dataDir = mkdtempSync(join(tmpdir(), "scale-instance-"));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: empty.url,
        AUTH_SECRET: SHARED_AUTH_SECRET,
        APP_URL,
        TRUST_PROXY: "true",
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT_MAX: String(LIMIT),
        AUTH_RATE_LIMIT_WINDOW_SECONDS: "600",
        AI_RATE_LIMIT_MAX: String(LIMIT),
        AI_RATE_LIMIT_WINDOW_SECONDS: "600",
        S3_BUCKET: "photos",
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "on",
        S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      };
    };
    // Both at once on the empty database: the migrations must run once, under their lock.
    const started = await Promise.allSettled([startServerProcess(env()), startServerProcess(env())]);
    running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    for (const result of started) if (result.status === "rejected") throw result.reason;
    [a, b] = running as [ServerProcess, ServerProcess];
    database = openDatabase({ databaseUrl: empty.url });
  }, SLOW);

  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await database?.close();
    await s3?.close();
    await dropDatabase();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** One browser (one cookie jar, one address) that can send each request to A or to B. */
  function browser(ip?: string) {
    const cookies = new Map<string, string>();
    const onA = createHttpClient({ baseUrl: a.url, origin: APP_URL, cookies, ip });
    const onB = createHttpClient({ baseUrl: b.url, origin: APP_URL, cookies, ip: onA.ip });
    return { onA, onB, cookies };
  }

  async function anonymous() {
    const user = browser();
    const signIn = await user.onA.json("/api/auth/sign-in/anonymous", { json: {} });
    expect(signIn.status).toBe(200);
    return { ...user, userId: signIn.body.user.id as string };
  }

  it("both answer healthy on the same PostgreSQL", async () => {
    for (const server of [a, b]) {
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toMatchObject({ status: "ok", database: { kind: "postgres", status: "ok" } });
    }
    expect(a.port).not.toBe(b.port);
  });

  it("a link mailed by A confirms on B, and a session made on one works on the other until signed out", async () => {
    const email = `scale-${Date.now()}@example.com`;
    const user = browser();
    const signUp = await user.onA.json("/api/auth/sign-up/email", {
      json: { email, password: "correct-horse-42", name: "Two Instances", callbackURL: "/auth/finish" },
    });
    expect(signUp.status).toBe(200);
    const [mail] = await database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.to, email))
      .orderBy(desc(outboxMessage.id))
      .limit(1);
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const confirm = await user.onB.request(`${link.pathname}${link.search}`);
    expect(confirm.status).toBe(302);
    expect((await user.onA.json("/api/auth/get-session")).body?.user.email).toBe(email);

    const other = browser();
    const signIn = await other.onB.json("/api/auth/sign-in/email", {
      json: { email, password: "correct-horse-42" },
    });
    expect(signIn.status).toBe(200);
    expect((await other.onA.json("/api/auth/get-session")).body?.user.email).toBe(email);
    expect((await other.onA.json("/api/user")).status).toBe(200);

    expect((await other.onA.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
    const stale = createHttpClient({ baseUrl: b.url, origin: APP_URL, cookies: new Map(other.cookies) });
    expect((await stale.json("/api/auth/get-session")).body).toBeNull();
    // The first browser's own session is untouched.
    expect((await user.onB.json("/api/auth/get-session")).body?.user.email).toBe(email);
  });

  it("the sign-in rate limit is shared: attempts split across A and B count together", async () => {
    const user = browser();
    // Each round names its own account, so that only the per-address limit is at work here (an
    // account also takes just 5 failures from anywhere: account-lockout.test.ts).
    const attempt = (client: HttpClient, email = "nobody@example.com") =>
      client.json("/api/auth/sign-in/email", { json: { email, password: "wrong-horse-1" } });
    const statuses: number[] = [];
    for (const client of [user.onA, user.onB, user.onA, user.onB, user.onA]) {
      statuses.push((await attempt(client)).status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    // Another address has its own counter; a burst of 20 at once from it, split across A
    // and B, lets exactly LIMIT through (the check and the count are one atomic step).
    const burst = browser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        attempt(index % 2 ? burst.onA : burst.onB, "burst@example.com"),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - LIMIT);
  });

  it("the AI rate limit is shared: generations split across A and B count together", async () => {
    const user = await anonymous(); // the free plan: no AI generation, so each try is a quick 402
    const [free] = (await user.onA.json("/api/cv/list")).body;
    const statuses: number[] = [];
    for (const client of [user.onB, user.onA, user.onB, user.onA]) {
      statuses.push((await client.json("/api/cv/generate", { json: { id: free.id } })).status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(402), 429]);
    const letter = await user.onB.json("/api/cover-letter/generate", { json: { id: 1 } });
    expect(letter.status).toBe(429);
    expect(Number(letter.headers.get("retry-after"))).toBeGreaterThan(0);

    const burst = await anonymous();
    const [own] = (await burst.onA.json("/api/cv/list")).body;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? burst.onA : burst.onB).json("/api/cv/generate", { json: { id: own.id } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - LIMIT);
  });

  it("a save on A is read on B, and a stale save on B is refused with A's version (409)", async () => {
    const user = await anonymous();
    const [free] = (await user.onA.json("/api/cv/list")).body;
    const read = await user.onB.json<ResumeDocument>(`/api/cv/item?id=${free.id}`);
    const saved = await user.onA.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: free.id, updated_at: read.body.updated_at, summary: "Saved on A" },
    });
    expect(saved.status).toBe(200);
    expect((await user.onB.json<ResumeDocument>(`/api/cv/item?id=${free.id}`)).body).toEqual(saved.body);

    const stale = await user.onB.json("/api/cv/update", {
      method: "PATCH",
      json: { id: free.id, updated_at: read.body.updated_at, summary: "Stale on B" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current).toEqual(saved.body);

    // Both at once from the same version: exactly one wins, on whichever instance.
    const race = await Promise.all(
      [user.onA, user.onB].map((client, index) =>
        client.json("/api/cv/update", {
          method: "PATCH",
          json: { id: free.id, updated_at: saved.body.updated_at, summary: `Race ${index}` },
        }),
      ),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = race.find((answer) => answer.status === 200)?.body;
    expect((await user.onA.json(`/api/cv/item?id=${free.id}`)).body).toEqual(winner);
  });

  it("cvLeft = 3: 50 concurrent creates split across A and B make exactly 3 resumes", async () => {
    const user = await anonymous();
    await database.db
      .insert(entitlement)
      .values({ userId: user.userId, isPaid: true, plan: "pro", cvLeft: 3, generated: 0 })
      .onConflictDoUpdate({ target: entitlement.userId, set: { isPaid: true, plan: "pro", cvLeft: 3 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 ? user.onA : user.onB).json("/api/cv/create", { json: { name: `Resume ${index}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(47);
    const rows = await database.db.select().from(resume).where(eq(resume.userId, user.userId));
    expect(rows).toHaveLength(3);
    const [left] = await database.db.select().from(entitlement).where(eq(entitlement.userId, user.userId));
    expect(left?.cvLeft).toBe(0);
  });

  it("a photo uploaded through A is served by B from the shared bucket, and removed through B", async () => {
    const user = await anonymous();
    const [free] = (await user.onA.json("/api/cv/list")).body;
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const upload = await user.onA.json(`/api/cv/image?id=${free.id}`, { body: form });
    expect(upload.status).toBe(200);

    const fromB = await user.onB.request(`/api/cv/image?id=${free.id}&size=96`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    const metadata = await sharp(Buffer.from(await fromB.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([96, 96]);
    expect((await s3.keys("photos")).some((key) => key.includes(upload.body.image_name))).toBe(true);

    expect((await user.onB.json("/api/cv/image", { method: "DELETE", json: { id: free.id } })).status).toBe(
      200,
    );
    expect((await user.onA.request(`/api/cv/image?id=${free.id}`)).status).toBe(404);
  });
});
