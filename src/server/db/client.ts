import { existsSync, mkdirSync, readFileSync } from "node:fs";
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

export type DatabaseLocation =
  | { databaseUrl: string }
  /** `template`: a migrated PGlite data folder as a tarball (pglite-template.ts), for a first start. */
  | { dataDir: string; template?: string }
  | { memory: true };

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
    const folder = join(location.dataDir, "pglite");
    // A first start unpacks the build's migrated template (~0.4 s) instead of running initdb and
    // every migration (~2 s); later starts, and a start without a build, open the folder as it is.
    const fresh = !existsSync(join(folder, "PG_VERSION"));
    const template = location.template;
    client =
      fresh && template && existsSync(template)
        ? new PGlite(folder, { loadDataDir: new Blob([readFileSync(template)]) })
        : new PGlite(folder);
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
