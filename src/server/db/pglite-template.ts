import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import * as schema from "./schema/index.ts";

// `npm run build` writes an embedded database with every migration applied, as a tarball beside
// the web build: a first `npm start` unpacks it (db/client.ts) rather than creating a cluster
// and migrating it, the slowest part of a first start. Later migrations still run at start.

const [target] = process.argv.slice(2);
if (!target) throw new Error("usage: node src/server/db/pglite-template.ts <file.tar>");

const client = new PGlite();
const db = drizzle(client, { schema }) as unknown as Database;
await migrateDatabase({ db, kind: "pglite", ping: async () => {}, close: () => client.close() });
// Uncompressed: unpacking a gzip tarball at start would cost more than the disk it saves.
const dump = await client.dumpDataDir("none");
writeFileSync(target, new Uint8Array(await dump.arrayBuffer()));
await client.close();
console.log(`embedded database template: ${target} (${Math.round(dump.size / 1e6)} MB)`);
