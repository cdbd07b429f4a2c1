import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job } from "../../src/server/db/schema/index.ts";
import { LAKESHORE_POSTING, RIVERSIDE_POSTING } from "../fixtures/clinical-informatics-postings.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { aiUser, importSample } from "./ai-helpers.ts";
import { type Client, newUser } from "./resumes-helpers.ts";

// The job tracker (issue 34 point 3, docs/decisions/033-job-tracker.md): PATCH /api/jobs moves a
// job between stages and keeps each move's date, takes a follow-up day, and the dashboard asks
// GET /api/jobs/follow-ups for the due ones. On both databases: the history is read and written
// under a row lock, and the columns come from migration 0011 on each.

type Job = {
  id: number;
  title: string;
  company: string;
  status: string;
  status_history: { status: string; at: string }[];
  follow_up_on: string | null;
  updated_at: string;
};

const patch = (client: Client, json: Record<string, unknown>) =>
  client.json<Job>("/api/jobs", { method: "PATCH", json });
const itemOf = async (client: Client, id: number) => (await client.json<Job>(`/api/jobs/item?id=${id}`)).body;

/** Moves the job's last stage change `ms` into the past, as if it had been made then. */
async function ageLastChange(t: TestApp, id: number, ms: number) {
  const [row] = await t.db.select().from(job).where(eq(job.id, id));
  const history = row?.statusHistory ?? [];
  const last = history.at(-1);
  if (!last) throw new Error("no history");
  const aged = [...history.slice(0, -1), { ...last, at: new Date(Date.parse(last.at) - ms).toISOString() }];
  await t.db.update(job).set({ statusHistory: aged }).where(eq(job.id, id));
}

describe.each(databaseDependentKinds())("the job tracker (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("a status change records a dated history entry; the same status again adds none", async () => {
    const { client } = await newUser(t);
    const saved = await client.json<Job>("/api/jobs", {
      json: { title: "Clinical Informatics Analyst", company: "Riverside Regional Medical Center" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.status_history).toEqual([{ status: "saved", at: saved.body.updated_at }]);

    const before = Date.now();
    const applied = await patch(client, { id: saved.body.id, status: "applied" });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const [first, moved] = applied.body.status_history;
    expect(first).toEqual({ status: "saved", at: saved.body.updated_at });
    expect(moved?.status).toBe("applied");
    expect(Date.parse(moved?.at ?? "")).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(moved?.at ?? "")).toBeLessThanOrEqual(Date.now());
    expect(moved?.at).toBe(applied.body.updated_at);

    // The edit form sends the status with every save: unchanged, it is no move.
    const edited = await patch(client, { id: saved.body.id, status: "applied", notes: "Called HR." });
    expect(edited.body.status_history).toEqual(applied.body.status_history);

    // A later move is a step of its own, shown in the list as in the item.
    await ageLastChange(t, saved.body.id, 3 * 60_000);
    const interviewing = await patch(client, { id: saved.body.id, status: "interviewing" });
    expect(interviewing.body.status_history.map((change) => change.status)).toEqual([
      "saved",
      "applied",
      "interviewing",
    ]);
    const list = await client.json<Job[]>("/api/jobs");
    expect(list.body[0]?.status_history).toEqual(interviewing.body.status_history);
  });

  it("a change within a minute corrects the last move instead of adding one; moving back undoes it", async () => {
    const { client } = await newUser(t);
    const { id } = (await client.json<Job>("/api/jobs", { json: { title: "Nurse Informaticist" } })).body;
    await patch(client, { id, status: "applied" });
    // Stepping through the select's options with the arrow keys: one move, to where it stopped.
    await patch(client, { id, status: "interviewing" });
    expect((await itemOf(client, id)).status_history.map((change) => change.status)).toEqual([
      "saved",
      "interviewing",
    ]);
    // A slip undone at once leaves no trace; the saved date stays.
    const back = await patch(client, { id, status: "saved" });
    expect(back.body.status_history.map((change) => change.status)).toEqual(["saved"]);
  });

  it("takes a follow-up day, reminds of it when due (not for a rejected job), and clears it", async () => {
    const { client } = await newUser(t);
    const create = (title: string) => client.json<Job>("/api/jobs", { json: { title } });
    const riverside = (await create("Riverside analyst")).body;
    const lakeshore = (await create("Lakeshore analyst")).body;
    const later = (await create("Later analyst")).body;
    const rejected = (await create("Rejected analyst")).body;
    expect((await patch(client, { id: riverside.id, follow_up_on: "2026-06-01" })).body.follow_up_on).toBe(
      "2026-06-01",
    );
    await patch(client, { id: lakeshore.id, follow_up_on: " 2026-05-28 " });
    await patch(client, { id: later.id, follow_up_on: "2026-06-02" });
    await patch(client, { id: rejected.id, follow_up_on: "2026-05-01", status: "rejected" });

    const due = await client.json("/api/jobs/follow-ups?due_by=2026-06-01");
    expect(due.status).toBe(200);
    expect(due.body).toEqual({
      items: [
        {
          id: lakeshore.id,
          title: "Lakeshore analyst",
          company: "",
          status: "saved",
          follow_up_on: "2026-05-28",
        },
        {
          id: riverside.id,
          title: "Riverside analyst",
          company: "",
          status: "saved",
          follow_up_on: "2026-06-01",
        },
      ],
      total: 2,
    });
    expect((await client.json("/api/jobs/follow-ups?due_by=2026-05-27")).body).toEqual({
      items: [],
      total: 0,
    });

    const cleared = await patch(client, { id: lakeshore.id, follow_up_on: null });
    expect(cleared.body.follow_up_on).toBeNull();
    const after = await client.json("/api/jobs/follow-ups?due_by=2026-06-01");
    expect(after.body.items.map((item: { id: number }) => item.id)).toEqual([riverside.id]);
  });

  it("refuses a bad status or date with a message, and changes nothing", async () => {
    const { client } = await newUser(t);
    const { id } = (await client.json<Job>("/api/jobs", { json: { title: "Clinical Analyst" } })).body;
    await patch(client, { id, follow_up_on: "2026-07-01" });
    const before = await itemOf(client, id);
    for (const [body, message] of [
      [{ status: "hired" }, /status must be one of saved, applied, interviewing, offer, rejected/],
      [
        { status: "applied", follow_up_on: "2026-02-30" },
        /follow_up_on must be a real date written YYYY-MM-DD/,
      ],
      [{ follow_up_on: "next Tuesday" }, /follow_up_on must be a real date/],
      [{ follow_up_on: "2026-7-1" }, /follow_up_on must be a real date/],
      [{ follow_up_on: 20260701 }, /follow_up_on must be a date written YYYY-MM-DD/],
      [{ status_history: [] }, /Unknown field: status_history/],
    ] as const) {
      const res = await patch(client, { id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message).toMatch(message);
    }
    expect(await itemOf(client, id)).toEqual(before);

    for (const query of ["", "?due_by=2026-13-01", "?due_by=tomorrow", "?due_by=2026-06-01&status=saved"]) {
      const res = await client.json(`/api/jobs/follow-ups${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toMatch(/due_by|Unknown field/);
    }
  });

  it("another user's job answers 404 and stays as it was; its follow-up is never theirs to see", async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const { id } = (await owner.client.json<Job>("/api/jobs", { json: { title: "Mine" } })).body;
    await patch(owner.client, { id, follow_up_on: "2026-01-10" });
    const before = await itemOf(owner.client, id);
    for (const body of [{ status: "offer" }, { follow_up_on: "2026-01-01" }, { follow_up_on: null }]) {
      const res = await patch(other.client, { id, ...body });
      expect(res.status).toBe(404);
      expect((res.body as unknown as { error: { message: string } }).error.message).toMatch(
        /does not exist or is not yours/,
      );
    }
    expect(await itemOf(owner.client, id)).toEqual(before);
    expect((await other.client.json("/api/jobs/follow-ups?due_by=2026-12-31")).body).toEqual({
      items: [],
      total: 0,
    });
  });

  it("a job saved without a company takes the one its posting names; one the user typed stays", async () => {
    const { client } = await newUser(t);
    // The jobs page and the API: a title and a pasted posting, no company.
    const typedTitle = await client.json<Job>("/api/jobs", {
      json: { title: "Informatics Analyst", company: "  ", description: RIVERSIDE_POSTING },
    });
    expect(typedTitle.body).toMatchObject({
      title: "Informatics Analyst",
      company: "Riverside Regional Medical Center",
    });
    // Only a posting: the title is read from it too.
    const postingOnly = await client.json<Job>("/api/jobs", { json: { description: LAKESHORE_POSTING } });
    expect(postingOnly.status).toBe(201);
    expect(postingOnly.body).toMatchObject({
      title: "Clinical Informatics Analyst II",
      company: "Lakeshore Health System",
    });
    const typed = await client.json<Job>("/api/jobs", {
      json: { title: "Analyst", company: "Lakeshore (Evanston campus)", description: LAKESHORE_POSTING },
    });
    expect(typed.body.company).toBe("Lakeshore (Evanston campus)");

    // An edit that pastes a posting into a job without a company fills it; one with a company keeps it.
    const bare = (await client.json<Job>("/api/jobs", { json: { title: "Analyst II" } })).body;
    expect(bare.company).toBe("");
    const pasted = await patch(client, { id: bare.id, description: LAKESHORE_POSTING, company: "" });
    expect(pasted.body).toMatchObject({ title: "Analyst II", company: "Lakeshore Health System" });
    const kept = await patch(client, { id: typed.body.id, description: RIVERSIDE_POSTING });
    expect(kept.body.company).toBe("Lakeshore (Evanston campus)");
    // Clearing the company without a new posting is the user's choice: it stays empty.
    const clearedCompany = await patch(client, { id: bare.id, company: "" });
    expect(clearedCompany.body.company).toBe("");

    expect((await client.json("/api/jobs", { json: {} })).body.error.message).toMatch(
      /Give the job a title, or paste its posting/,
    );
  });

  it("a job saved before without a company gets it when its posting is pasted in the wizard again", async () => {
    const { client, userId } = await newUser(t);
    const [old] = await t.db
      .insert(job)
      .values({ userId, title: "Clinical Informatics Analyst", description: RIVERSIDE_POSTING })
      .returning();
    const found = await client.json<Job>("/api/jobs/for-posting", {
      json: { description: RIVERSIDE_POSTING },
    });
    expect(found.body).toMatchObject({ id: old?.id, company: "Riverside Regional Medical Center" });
  });

  it("each job in the list links its newest tailored resume and letter", async () => {
    const { client } = await aiUser(t, 3);
    const resume = await importSample(client);
    const saved = (
      await client.json<Job>("/api/jobs", {
        json: { title: "Clinical Informatics Analyst", description: RIVERSIDE_POSTING },
      })
    ).body;
    const revision = (await client.json("/api/cv/generate", { json: { id: resume.id, jobId: saved.id } }))
      .body;
    const letter = (
      await client.json("/api/cover-letter/create", { json: { name: "For Riverside", job_id: saved.id } })
    ).body;
    const [listed] = (await client.json("/api/jobs")).body;
    expect(listed).toMatchObject({
      id: saved.id,
      revisions: 1,
      cover_letters: 1,
      latest_revision: { id: revision.id, resume_id: resume.id, name: revision.name },
      latest_cover_letter: { id: letter.id, name: "For Riverside" },
    });
  });

  it("moves sent at once leave a history that ends at the job's status", async () => {
    const { client } = await newUser(t);
    for (let round = 0; round < 3; round++) {
      const { id } = (await client.json<Job>("/api/jobs", { json: { title: `Analyst ${round}` } })).body;
      // Two tabs moving one card at once: whichever move wins, the history's last stage is the
      // job's status (both are written in one statement from one locked read).
      await Promise.all([
        patch(client, { id, status: "applied" }),
        patch(client, { id, status: "interviewing" }),
        patch(client, { id, notes: "Sent the application." }),
      ]);
      const read = await itemOf(client, id);
      expect(read.status_history.at(-1)?.status).toBe(read.status);
      expect(read.status_history[0]?.status).toBe("saved");
    }
  });
});

describe("the tracker's writes are rate limited like the other writes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      env: { WRITE_RATE_LIMIT_MAX: "3", WRITE_RATE_LIMIT_WINDOW_SECONDS: "60" },
    });
  });
  afterAll(() => t.close());

  it("counts PATCH /api/jobs on the write limit: 429 beyond it, the job unchanged", async () => {
    const { client } = await newUser(t);
    const { id } = (await client.json<Job>("/api/jobs", { json: { title: "Analyst" } })).body;
    expect((await patch(client, { id, status: "applied" })).status).toBe(200);
    expect((await patch(client, { id, follow_up_on: "2026-06-01" })).status).toBe(200);
    const refused = await patch(client, { id, status: "offer" });
    expect(refused.status).toBe(429);
    expect((refused.body as unknown as { error: { message: string } }).error.message).toBe(
      "You are adding things too quickly. Please wait a minute and try again.",
    );
    expect((await itemOf(client, id)).status).toBe("applied");
  });
});
