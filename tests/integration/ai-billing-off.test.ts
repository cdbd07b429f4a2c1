import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { generationRowsOf, generationsLeft, importSample } from "./ai-helpers.ts";
import { newUser } from "./resumes-helpers.ts";

// BILLING=off (self-hosting): every AI feature is open to a user on the free plan and nothing
// is counted.
describe.each(testDatabaseKinds())("AI with BILLING=off (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { BILLING: "off" } });
  });
  afterAll(() => t.close());

  it("a free user tailors, edits the revision and writes a letter; generated stays 0", async () => {
    const { client, userId } = await newUser(t);
    const original = await importSample(client);
    const generated = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const edited = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: generated.body.id, updated_at: generated.body.updated_at, summary: "My own words." },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.document.summary).toBe("My own words.");

    const letter = await client.json("/api/cover-letter/create", { json: { resume_id: original.id } });
    const written = await client.json("/api/cover-letter/generate", { json: { id: letter.body.id } });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body.content).toHaveLength(1);

    expect(await generationsLeft(t, userId)).toBe(0);
    const generations = await generationRowsOf(t, userId);
    expect(generations.map((row) => [row.status, row.charged])).toEqual([
      ["done", false],
      ["done", false],
    ]);
  });
});
