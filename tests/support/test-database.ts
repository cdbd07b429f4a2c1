import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";

export type DatabaseKind = "pglite" | "postgres";

/**
 * PGlite, the embedded database `npm start` runs on: PostgreSQL itself, compiled to WebAssembly,
 * so a test whose behaviour does not depend on the database runs once, on it.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return ["pglite"];
}

/**
 * PGlite, and the real PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it), for
 * tests whose behaviour depends on the database: where the two differ. PGlite is one connection
 * that runs statements one at a time, the server has a pool of connections running at once,
 * and each has its own driver. So: concurrent requests and the atomic updates and constraints
 * that order them, durability after a crash, and the driver's errors for values PostgreSQL
 * refuses. Their test names end in "(pglite)" and "(postgres)".
 */
export function databaseDependentKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A migrated database of its own for one test file: in-memory PGlite, or a fresh database
 * created on the PostgreSQL server (dropped again by close()).
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = openDatabase({ memory: true });
    await migrateDatabase(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
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
