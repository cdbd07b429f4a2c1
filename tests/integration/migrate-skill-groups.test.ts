import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { resumeDocument } from "../../src/shared/resume.ts";

// Migration 0004 (issue 12): resumes and revisions saved while skills were one-line strings
// ("Name: a, b") come out of the upgrade as skill groups, and revisions gain `sections`, so
// nothing stored before the change fails to load, print or save.

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

type Row = Record<string, unknown>;

describe("migration 0004: skill groups and extra sections", () => {
  const handle = openDatabase({ memory: true });
  const before = migrationsUpTo(4);
  /** The rows of a query (PGlite and node-postgres both answer `{ rows }`). */
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
  afterAll(async () => {
    await handle.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("turns stored one-line skills into groups, in resumes and in revisions", async () => {
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: before });
    const legacy = ["Go", "Web: React, Vue", "Teamwork", ...Array.from({ length: 61 }, (_, i) => `s${i}`)];
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Ada', 'ada@example.com', true, now(), now())`);
    const [row] = await rowsOf(sql`insert into resume (user_id, name, skills)
      values ('u1', 'CV', ${JSON.stringify(legacy)}::jsonb) returning id`);
    const document = { name: "CV", skills: ["SQL", "Data: Python, R"] };
    await handle.db.execute(sql`insert into resume_revision (resume_id, user_id, writer, source, document)
      values (${row?.id}, 'u1', 'Offline writer', ${JSON.stringify(document)}::jsonb, ${JSON.stringify(document)}::jsonb)`);

    await migrateDatabase(handle);

    const [resume] = await rowsOf(sql`select skills, sections from resume`);
    expect(resume?.sections).toEqual([]);
    expect(resume?.skills).toEqual([
      { name: "", keywords: ["Go", "Teamwork", ...Array.from({ length: 58 }, (_, i) => `s${i}`)] },
      { name: "", keywords: ["s58", "s59", "s60"] },
      { name: "Web", keywords: ["React", "Vue"] },
    ]);
    // What the editor would save back is valid: no group over its 60 skills.
    expect(resumeDocument.shape.skills.safeParse(resume?.skills).success).toBe(true);
    const [revision] = await rowsOf(sql`select source, document from resume_revision`);
    for (const stored of [revision?.source, revision?.document]) {
      expect(stored).toMatchObject({
        skills: [
          { name: "", keywords: ["SQL"] },
          { name: "Data", keywords: ["Python", "R"] },
        ],
        sections: [],
      });
    }
  });
});
