import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";

// Domain code sees one type whether the rows live in embedded PGlite or in PostgreSQL.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What db.transaction() hands its callback: domain steps that must share one take it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | { memory: true };

export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  if ("databaseUrl" in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover, a dropped test database)
    // emits here; without a listener that would crash the process. The pool discards the
    // connection and the next query opens a new one.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("dataDir" in location) {
    // PGlite does not create missing parent folders.
    mkdirSync(location.dataDir, { recursive: true });
    client = new PGlite(join(location.dataDir, "pglite"));
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
