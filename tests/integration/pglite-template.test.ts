import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";

// A first start unpacks the build's migrated template (src/server/db/pglite-template.ts) instead
// of creating and migrating a database; a folder that holds data never takes the template.
const folder = mkdtempSync(join(tmpdir(), "pglite-template-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function writeTemplate(file: string) {
  const source = openDatabase({ memory: true });
  await migrateDatabase(source);
  await source.db.execute(sql`create table template_marker (id int)`);
  const client = (source.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  writeFileSync(file, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
  await source.close();
}

const tables = async (handle: ReturnType<typeof openDatabase>) =>
  (
    (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((row) => row.table_name);

describe("embedded database template", () => {
  it("a fresh data folder starts from the template, and keeps its own data after that", async () => {
    const template = join(folder, "template.tar");
    await writeTemplate(template);
    const dataDir = join(folder, "data");

    const first = openDatabase({ dataDir, template });
    expect(await tables(first)).toEqual(expect.arrayContaining(["template_marker", "user", "resume"]));
    await first.db.execute(sql`drop table template_marker`);
    await first.close();

    const again = openDatabase({ dataDir, template });
    expect(await tables(again)).not.toContain("template_marker");
    await again.close();
  }, 60_000);

  it("a missing template file falls back to creating the database", async () => {
    const handle = openDatabase({
      dataDir: join(folder, "no-template"),
      template: join(folder, "missing.tar"),
    });
    await handle.ping();
    await handle.close();
  }, 60_000);
});
