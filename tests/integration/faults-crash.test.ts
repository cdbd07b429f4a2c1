import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from "../support/fake-openai-server.ts";
import {
  createEmptyPostgresDatabase,
  createHttpClient,
  type ServerProcess,
  SHARED_AUTH_SECRET,
  startServerProcess,
} from "../support/server-process.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import {
  type BurstRecord,
  type ChainRecord,
  projectFieldsAt,
  resumeFieldsAt,
  rowFieldsAt,
  runSaveBurst,
  versionIn,
} from "./faults-save-burst.ts";

// The real server process (`node src/server/index.ts`) is SIGKILLed in the middle of a burst of
// saves, then started again on the same data. Every save it acknowledged must be there, saves
// must be whole (fields sent together carry one version), and the database must open and check
// clean: the embedded PGlite folder (with the lock file the killed process left) and PostgreSQL.
// Then a clean stop (SIGTERM) must let a request in progress finish first. The AI model is a
// loopback OpenAI-compatible server (a hosted one cannot be reached from tests).

const APP_URL = "http://resume.test";
const ROUNDS = 2;
const SLOW = 180_000;
const LETTER = `Dear hiring manager,\n\n${"I build fast, accessible web applications for teams. ".repeat(6)}`;

describe.each(databaseDependentKinds())("SIGKILL during a burst of saves (%s)", (kind) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let server: ServerProcess;
  let model: FakeOpenAiServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "faults-crash-"));
    model = await startFakeOpenAiServer();
    const env: Record<string, string> = {
      APP_URL,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      AUTH_RATE_LIMIT_MAX: "1000",
      // Generations without buying credits: this file is about the process, not the plans.
      BILLING: "off",
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: "fake-model",
    };
    if (kind === "postgres") {
      const database = await createEmptyPostgresDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
      Object.assign(env, { DATABASE_URL: database.url, AUTH_SECRET: SHARED_AUTH_SECRET });
    }
    server = await startServerProcess(env);
  }, SLOW);

  afterAll(async () => {
    await server?.kill("SIGKILL");
    await model?.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "loses no acknowledged save and restarts on a consistent database, twice",
    async () => {
      const client = createHttpClient({ baseUrl: server.url, origin: APP_URL });
      expect((await client.json("/api/auth/sign-in/anonymous", { json: {} })).status).toBe(200);
      const list = await client.json("/api/cv/list");
      expect(list.status).toBe(200);
      const resumeId: number = list.body[0].id;
      const rowIds: number[] = [];
      for (let n = 0; n < 4; n++) {
        const row = await client.json("/api/entity", {
          json: { type: "experiences", resume_id: resumeId, company: `Company ${n}` },
        });
        expect(row.status).toBe(201);
        rowIds.push(row.body.id);
      }

      let from = 1;
      const createdBefore = new Map<number, number>();
      for (let round = 1; round <= ROUNDS; round++) {
        const before = await client.json<ResumeDocument>(`/api/cv/item?id=${resumeId}`);
        // Kill after a random number of acknowledged resume saves, while every chain is sending.
        const killAfter = 15 + Math.floor(Math.random() * 20);
        let killed: Promise<void> | undefined;
        const burst = await runSaveBurst({
          client,
          resumeId,
          updatedAt: before.body.updated_at,
          rowIds,
          from,
          onProgress: (acks) => {
            if (acks >= killAfter && !killed) killed = server.kill("SIGKILL");
          },
        });
        await killed;
        expectBurstRanUntilTheKill(burst);
        expect(existsSync(join(dataDir, "server.lock")), "the killed process leaves its lock").toBe(
          kind === "pglite",
        );

        await server.restart();
        const after = await client.json<ResumeDocument>(`/api/cv/item?id=${resumeId}`);
        expect(after.status, "the session cookie still works after the restart").toBe(200);
        expectAcknowledgedSaves(after.body, burst, createdBefore);
        for (const [id, v] of burst.created) createdBefore.set(id, v);
        for (const project of after.body.projects) createdBefore.set(project.id, versionIn(project.name));

        // Writable again, starting from what is stored.
        const next = await client.json("/api/cv/update", {
          method: "PATCH",
          json: { id: resumeId, updated_at: after.body.updated_at, summary: "After the restart" },
        });
        expect(next.status).toBe(200);
        from += 10_000;
      }
    },
    SLOW,
  );

  it(
    "a clean stop (SIGTERM) lets a generation in progress finish, then the database checks clean",
    async () => {
      const client = createHttpClient({ baseUrl: server.url, origin: APP_URL });
      expect((await client.json("/api/auth/sign-in/anonymous", { json: {} })).status).toBe(200);
      const letter = await client.json("/api/cover-letter/create", { json: { job_title: "Web Developer" } });
      expect(letter.status).toBe(201);
      model.script(content(LETTER, { chunks: 20, chunkDelayMs: 100 })); // about 2 s of writing
      const asked = model.requests.length;
      const generating = client.json("/api/cover-letter/generate", { json: { id: letter.body.id } });
      while (model.requests.length === asked) await new Promise((done) => setTimeout(done, 20));

      await Promise.all([server.stop(), generating]);
      const answer = await generating;
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.content).toEqual([LETTER.trim()]);
      expect(server.exitStatus(), "exited on its own, not cut off").toBe(0);
      await expectConsistentDatabase(letter.body.id);
    },
    SLOW,
  );

  function expectBurstRanUntilTheKill(burst: BurstRecord) {
    const chains: [string, ChainRecord][] = [
      ["resume", burst.resume],
      ...[...burst.rows].map(([id, chain]) => [`row ${id}`, chain] as [string, ChainRecord]),
    ];
    for (const [name, chain] of chains) {
      expect(chain.unexpected, `${name}: answers other than 200 before the kill`).toEqual([]);
      expect(chain.acked, `${name} was acknowledged at least once`).toBeGreaterThan(0);
    }
    expect(burst.createUnexpected).toEqual([]);
    expect(burst.created.size).toBeGreaterThan(0);
  }

  /** A field holds its last acknowledged version, or the one in flight at the kill; never older. */
  function expectVersion(name: string, stored: number, chain: ChainRecord) {
    const allowed = [chain.acked, chain.inFlight].filter((v) => v !== null);
    expect(allowed, `${name}: stored version ${stored}`).toContain(stored);
  }

  function expectAcknowledgedSaves(
    document: ResumeDocument,
    burst: BurstRecord,
    createdBefore: Map<number, number>,
  ) {
    const v = versionIn(document.summary);
    expectVersion("resume", v, burst.resume);
    // Sent in one PATCH, stored together.
    expect({
      summary: document.summary,
      desired_role: document.desired_role,
      skills: document.skills,
    }).toEqual(resumeFieldsAt(v));

    for (const [rowId, chain] of burst.rows) {
      const row = document.experiences.find((item) => item.id === rowId);
      expect(row, `experience ${rowId} is still there`).toBeDefined();
      const rowVersion = versionIn(row?.responsibilities ?? "");
      expectVersion(`experience ${rowId}`, rowVersion, chain);
      expect({ role: row?.role, responsibilities: row?.responsibilities }).toEqual(
        rowFieldsAt(rowId, rowVersion),
      );
    }

    const projects = new Map(document.projects.map((row) => [row.id, row]));
    for (const [id, version] of [...createdBefore, ...burst.created]) {
      expect(projects.get(id), `acknowledged project ${id}`).toMatchObject(projectFieldsAt(version));
    }
    const unacknowledged = document.projects.filter(
      (row) => !createdBefore.has(row.id) && !burst.created.has(row.id),
    );
    // Only the create in flight at the kill may have landed unacknowledged, and then whole.
    expect(unacknowledged.length).toBeLessThanOrEqual(1);
    for (const row of unacknowledged) {
      expect(versionIn(row.name)).toBe(burst.createInFlight);
      expect(row).toMatchObject(projectFieldsAt(burst.createInFlight ?? -1));
    }
    // Concurrent adds got distinct places, and nothing in between was lost.
    const orders = document.projects.map((row) => row.order);
    expect(new Set(orders).size).toBe(orders.length);
  }

  /** Opens the stopped server's database itself and checks what it holds. */
  async function expectConsistentDatabase(letterId: number) {
    if (kind === "pglite")
      expect(existsSync(join(dataDir, "server.lock")), "a clean stop unlocks").toBe(false);
    const database = openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      // Both drivers answer { rows } (the shared Database type does not say so).
      const rowsOf = async <T>(run: Promise<unknown>) => ((await run) as { rows: T[] }).rows;
      const count = async (query: ReturnType<typeof sql>) =>
        Number((await rowsOf<{ n: number }>(database.db.execute(query)))[0]?.n);
      for (const table of ["experience", "education", "project", "certificate"]) {
        const orphans = await count(
          sql`select count(*) as n from ${sql.identifier(table)} c left join resume r on r.id = c.resume_id where r.id is null`,
        );
        expect(orphans, `${table} rows without their resume`).toBe(0);
      }
      expect(
        await count(
          sql`select count(*) as n from resume r left join "user" u on u.id = r.user_id where u.id is null`,
        ),
      ).toBe(0);
      expect(await count(sql`select count(*) as n from entitlement where cv_left < 0 or generated < 0`)).toBe(
        0,
      );
      expect(await count(sql`select count(*) as n from ai_generation where status <> 'done'`)).toBe(0);
      expect(
        await count(sql`select jsonb_array_length(content) as n from cover_letter where id = ${letterId}`),
      ).toBe(1);
      // The primary-key index and the table agree (a torn write would show as a mismatch).
      const scanned = async (setting: "enable_seqscan" | "enable_indexscan") =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local ${setting} = off`));
          if (setting === "enable_indexscan") await tx.execute(sql`set local enable_bitmapscan = off`);
          if (setting === "enable_indexscan") await tx.execute(sql`set local enable_indexonlyscan = off`);
          const rows = await rowsOf<{ ids: number[] | null }>(
            tx.execute(sql`select array_agg(id order by id) as ids from project`),
          );
          return rows[0]?.ids;
        });
      expect(await scanned("enable_seqscan")).toEqual(await scanned("enable_indexscan"));
    } finally {
      await database.close();
    }
  }
});
