import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { toJob } from "../../src/server/modules/jobs/job-row.ts";
import { databaseDependentKinds } from "../support/test-database.ts";

// Migration 0011 (the job tracker, decision 033) on both databases: jobs saved before it come out
// with a stage history (saved when created; the current stage dated by the last change) in the
// time format the server writes, whatever the session's time zone, and no follow-up day.

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");

/** A copy of the migrations folder holding only the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database of `kind` (PGlite in memory, or a new database on TEST_DATABASE_URL's server). */
async function emptyDatabase(kind: "pglite" | "postgres"): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ memory: true });
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.each(databaseDependentKinds())("migration 0011: the job tracker (%s)", (kind) => {
  const before = migrationsUpTo(11);
  let handle: DatabaseHandle;
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("gives every saved job a dated stage history and no follow-up day", async () => {
    handle = await emptyDatabase(kind);
    if (kind === "pglite")
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: before });
    else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: before });
    // A session far from UTC: the dates written must not depend on it.
    await handle.db.execute(sql`set time zone 'America/Los_Angeles'`);
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Maria', 'maria@example.com', true, now(), now())`);
    await handle.db.execute(sql`insert into job (user_id, title, company, status, created_at, updated_at) values
      ('u1', 'Clinical Informatics Analyst', 'Riverside Regional Medical Center', 'saved',
        '2026-03-02T08:15:00.250Z', '2026-03-05T10:00:00Z'),
      ('u1', 'Clinical Informatics Analyst II', 'Lakeshore Health System', 'interviewing',
        '2026-03-01T23:30:00Z', '2026-03-20T16:45:10.5Z')`);

    await migrateDatabase(handle);

    const rows = await handle.db.query.job.findMany({ orderBy: (job, { asc }) => [asc(job.id)] });
    expect(rows.map((row) => [row.statusHistory, row.followUpOn])).toEqual([
      [[{ status: "saved", at: "2026-03-02T08:15:00.250Z" }], null],
      [
        [
          { status: "saved", at: "2026-03-01T23:30:00.000Z" },
          { status: "interviewing", at: "2026-03-20T16:45:10.500Z" },
        ],
        null,
      ],
    ]);
    // As the API shows them.
    expect(rows.map((row) => toJob(row).status_history.at(-1)?.at)).toEqual([
      "2026-03-02T08:15:00.250Z",
      "2026-03-20T16:45:10.500Z",
    ]);
  });
});
