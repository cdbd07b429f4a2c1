import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeRevision } from "../../src/server/db/schema/index.ts";
import { MAX_REVISIONS_PER_RESUME } from "../../src/server/modules/revisions/apply-revision-changes.ts";
import type { Revision } from "../../src/shared/contracts/revisions.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { listChanges, type RevisionChange, SUMMARY_CHANGE } from "../../src/shared/revision-changes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, generationsLeft, importSample, revisionRowsOf, saveSampleJob } from "./ai-helpers.ts";
import { type Client, newUser } from "./resumes-helpers.ts";

// POST /api/cv/revision/apply: the changes of a Tailored revision the user accepted, one by one,
// as a new revision or written into the Original. Owner-scoped, no credit, stale-safe.
describe.each(testDatabaseKinds())("applying a revision's accepted changes (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  /** A user with one tailored revision of the sample resume for the sample job. */
  async function withRevision() {
    const user = await aiUser(t, 1);
    const original = await importSample(user.client);
    const job = await saveSampleJob(user.client);
    const res = await user.client.json<Revision>("/api/cv/generate", {
      json: { id: original.id, jobId: job.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const revision = res.body;
    const changes = listChanges(revision.source, revision.document);
    // One text change per row: the row's text, or the first of its reworded bullets.
    const rows = changes.filter(
      (change): change is TextChange =>
        (change.kind === "row" || change.kind === "line") &&
        !changes.some(
          (other) =>
            (other.kind === "row" || other.kind === "line") &&
            other.section === change.section &&
            other.rowId === change.rowId &&
            changes.indexOf(other) < changes.indexOf(change),
        ),
    );
    // The offline writer rewrites the summary and at least two rows of the sample.
    expect(changes.some((change) => change.id === SUMMARY_CHANGE)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    return { ...user, original, revision, changes, rows };
  }

  const apply = (client: Client, json: unknown) => client.json("/api/cv/revision/apply", { json });

  it("a new revision holds the Original plus exactly the accepted changes, scored again, for no credit", async () => {
    const { client, userId, original, revision, changes, rows } = await withRevision();
    const rejected = new Set([SUMMARY_CHANGE, rows[0]!.id]);
    const accepted = changes.map((change) => change.id).filter((id) => !rejected.has(id));
    const left = await generationsLeft(t, userId);

    const res = await apply(client, { id: revision.id, accepted, into: "revision" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.skipped).toEqual([]);
    expect([...res.body.applied].sort()).toEqual([...accepted].sort());
    const made: Revision = res.body.revision;
    expect(made.id).not.toBe(revision.id);
    // edited_at equal to created_at is how the page knows to label it "reviewed".
    expect(made.edited_at).toBe(made.created_at);
    expect(made.job_id).toBe(revision.job_id);
    // Its diff is exactly what was accepted.
    expect(
      listChanges(made.source, made.document)
        .map((change) => change.id)
        .sort(),
    ).toEqual([...accepted].sort());
    expect(made.document.summary).toBe(original.summary);
    const rejectedRow = rows[0]!;
    expect(String(textOf(made.document, rejectedRow.section, rejectedRow.rowId))).toContain(
      rejectedRow.before,
    );
    // Scored against the same posting terms, the way a generation is.
    expect(made.score?.keywords).toEqual(revision.score?.keywords);
    expect(made.score?.before).toEqual(revision.score?.before);
    expect(made.score?.after.score).toBeLessThanOrEqual(revision.score?.after.score ?? 0);
    expect(await generationsLeft(t, userId)).toBe(left);
    // The Original is untouched; the list shows both revisions.
    expect((await client.json(`/api/cv/item?id=${original.id}`)).body).toEqual(original);
    const list = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(list.body.revisions.map((item: { id: number }) => item.id)).toEqual([made.id, revision.id]);
  });

  it('"into: original" writes the accepted changes into the Original and nothing else', async () => {
    const { client, original, revision, rows } = await withRevision();
    const row = rows[0]!;
    const res = await apply(client, {
      id: revision.id,
      accepted: [SUMMARY_CHANGE, row.id],
      into: "original",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.revision).toBeNull();
    const stored: ResumeDocument = (await client.json(`/api/cv/item?id=${original.id}`)).body;
    expect(res.body.resume).toEqual(stored);
    expect(stored.summary).toBe(revision.document.summary);
    expect(stored.updated_at > original.updated_at).toBe(true);
    expect(stored.skills).toEqual(original.skills);
    for (const section of ["experiences", "projects", "educations", "certificates"] as const) {
      for (const item of stored[section]) {
        const before = original[section].find((other) => other.id === item.id);
        const expected =
          section === row.section && item.id === row.rowId
            ? { ...before, [fieldOf(section)]: textAfter(textOf(original, section, item.id), row) }
            : before;
        expect(item).toEqual(expected);
      }
    }
  });

  it("a stale Original: changes whose text the user has edited since are skipped and named", async () => {
    const { client, original, revision, rows } = await withRevision();
    const row = rows[0]!;
    const other = rows[1]!;
    const edited = await client.json("/api/cv/update", {
      method: "PATCH",
      json: { id: original.id, updated_at: original.updated_at, summary: "My own new summary." },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const entity = await client.json("/api/entity", {
      method: "PATCH",
      json: { type: row.section, id: row.rowId, [fieldOf(row.section)]: "My own words for this job." },
    });
    expect(entity.status, JSON.stringify(entity.body)).toBe(200);

    const res = await apply(client, {
      id: revision.id,
      accepted: [SUMMARY_CHANGE, row.id, other.id],
      into: "original",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.applied).toEqual([other.id]);
    expect(res.body.skipped.map((item: { id: string }) => item.id)).toEqual([SUMMARY_CHANGE, row.id]);
    expect(res.body.skipped[0].reason).toMatch(/^You changed this in your resume/);
    const stored: ResumeDocument = res.body.resume;
    expect(stored.summary).toBe("My own new summary.");
    expect(textOf(stored, row.section, row.rowId)).toBe("My own words for this job.");
    expect(textOf(stored, other.section, other.rowId)).toBe(
      textAfter(textOf(original, other.section, other.rowId), other),
    );

    // When nothing can apply any more: 409 naming each, and nothing is written.
    const none = await apply(client, { id: revision.id, accepted: [SUMMARY_CHANGE], into: "revision" });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toMatch(/^None of the accepted changes could be applied/);
    expect(none.body.error.details.skipped).toHaveLength(1);
    const list = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(list.body.revisions).toHaveLength(1);
  });

  it("400 with a message for bad input, and nothing changes", async () => {
    const { client, original, revision, rows } = await withRevision();
    const cases: [unknown, RegExp][] = [
      [{ id: revision.id, accepted: [], into: "revision" }, /Accept at least one change/],
      [{ id: revision.id, accepted: ["summary"], into: "elsewhere" }, /into must be/],
      [
        { id: revision.id, accepted: ["experiences:999999"], into: "revision" },
        /is not one of this revision's changes/,
      ],
      [{ id: revision.id, accepted: ["summary"], into: "revision", extra: 1 }, /extra|Unrecognized|unknown/i],
      [{ id: "x", accepted: ["summary"], into: "revision" }, /id/],
      [{ id: revision.id, accepted: "summary", into: "revision" }, /./],
    ];
    for (const [json, message] of cases) {
      const res = await apply(client, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await client.json(`/api/cv/item?id=${original.id}`)).body).toEqual(original);
    const list = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(list.body.revisions).toHaveLength(1);
    expect(rows.length).toBeGreaterThan(0);
  });

  it(`a resume keeps at most ${MAX_REVISIONS_PER_RESUME} revisions: 409 revisionsFull, nothing added`, async () => {
    const { client, userId, revision } = await withRevision();
    const [row] = await revisionRowsOf(t, userId);
    if (!row) throw new Error("the revision row");
    const { id: _id, ...copy } = row;
    await t.db
      .insert(resumeRevision)
      .values(Array.from({ length: MAX_REVISIONS_PER_RESUME - 1 }, () => copy));
    const res = await apply(client, { id: revision.id, accepted: [SUMMARY_CHANGE], into: "revision" });
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ reason: "revisionsFull" });
    expect(res.body.error.message).toMatch(/^This resume already has 100 tailored revisions/);
    expect(await revisionRowsOf(t, userId)).toHaveLength(MAX_REVISIONS_PER_RESUME);
  });

  it("another user's revision is 404, and neither their Original nor revisions change", async () => {
    const owner = await withRevision();
    const stranger = await newUser(t);
    for (const into of ["revision", "original"]) {
      const res = await apply(stranger.client, { id: owner.revision.id, accepted: [SUMMARY_CHANGE], into });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This revision does not exist or is not yours.");
    }
    expect((await owner.client.json(`/api/cv/item?id=${owner.original.id}`)).body).toEqual(owner.original);
    const list = await owner.client.json(`/api/cv/revisions?id=${owner.original.id}`);
    expect(list.body.revisions).toHaveLength(1);
  });
});

function fieldOf(section: string) {
  return section === "experiences"
    ? "responsibilities"
    : section === "educations"
      ? "achievements"
      : "description";
}

type TextChange = Extract<RevisionChange, { kind: "row" | "line" }>;

/** A row's text with only `change` taken: the whole text, or just that bullet. */
function textAfter(text: unknown, change: TextChange): string {
  if (change.kind === "row") return change.after;
  return String(text)
    .split("\n")
    .map((line, i) => (i === change.index ? change.after : line))
    .join("\n");
}

function textOf(doc: ResumeDocument, section: string, id: number): unknown {
  const rows = doc[section as "experiences"] as unknown as Record<string, unknown>[];
  return rows.find((row) => row.id === id)?.[fieldOf(section)];
}

describe("applying accepted changes is rate limited as a write", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { env: { AI_RATE_LIMIT_MAX: "1000", WRITE_RATE_LIMIT_MAX: "4" } });
  });
  afterAll(() => t.close());

  it("beyond WRITE_RATE_LIMIT_MAX per window: 429 with Retry-After, no revision made", async () => {
    const { client, userId } = await aiUser(t, 1);
    const original = await importSample(client); // write 1
    const job = await saveSampleJob(client); // write 2
    const generated = await client.json<Revision>("/api/cv/generate", {
      json: { id: original.id, jobId: job.id },
    });
    const body = { id: generated.body.id, accepted: [SUMMARY_CHANGE], into: "revision" };
    expect((await client.json("/api/cv/revision/apply", { json: body })).status).toBe(200); // write 3
    expect((await client.json("/api/cv/revision/apply", { json: body })).status).toBe(200); // write 4
    const limited = await client.request("/api/cv/revision/apply", { method: "POST", json: body });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await revisionRowsOf(t, userId)).toHaveLength(3);
  });
});
