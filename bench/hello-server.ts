import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

// The machine's ceilings for bench/load.ts: the app's HTTP stack (Hono on @hono/node-server)
// answering a constant JSON body with no middleware, session or database; and, when
// DATABASE_URL is set, the same plus one trivial query on a pool the size of the app's.
const app = new Hono().get("/hello", (c) => c.json({ hello: "world" }));
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.get("/one-query", async (c) => c.json((await pool.query("select 1 as one")).rows[0]));
}
serve({ fetch: app.fetch, port: Number(process.env.PORT) });
