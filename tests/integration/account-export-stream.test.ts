import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { experience, resume } from "../../src/server/db/schema/index.ts";
import type { FileStorage } from "../../src/server/storage/file-storage.ts";
import { createLocalDiskStorage } from "../../src/server/storage/local-disk-storage.ts";
import { captureLogs } from "../support/log-capture.ts";
import { uploadPhoto } from "../support/photos.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";

// "Export my data" is written to the response as it is read from the database (resumes and
// revisions in pages), so a Premium account with thousands of resumes does not have to fit
// in the server's memory at once.

const RESUMES = 120;

/** Disk storage whose reads can be made to fail, as an unreachable S3 bucket would. */
function breakableStorage(rootDir: string) {
  const disk = createLocalDiskStorage(rootDir);
  let broken = false;
  const storage: FileStorage = {
    kind: disk.kind,
    put: (key, bytes, type) => disk.put(key, bytes, type),
    get: async (key) => {
      if (broken) throw new Error("storage is unreachable");
      return disk.get(key);
    },
    delete: (key) => disk.delete(key),
    deletePrefix: (prefix) => disk.deletePrefix(prefix),
    move: (from, to) => disk.move(from, to),
  };
  const breakReads = () => {
    broken = true;
  };
  return { storage, breakReads };
}

describe.each(testDatabaseKinds())("account export, streamed (%s)", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let breakReads: () => void;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "account-export-stream-"));
    const breakable = breakableStorage(join(dataDir, "uploads"));
    breakReads = breakable.breakReads;
    t = await createTestApp(kind, {
      env: { DATA_DIR: dataDir, LOG_LEVEL: "error" },
      storage: breakable.storage,
    });
    // A real HTTP server too, so that a download cut off is a real closed connection.
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * A user with 120 resumes made directly in the database (the plan would stop the API at a
   * few). Several share an `order`, so the pages must break ties by id; every fifth has an
   * experience row, and each a 1 KB summary so the download spans many chunks.
   */
  async function userWithManyResumes() {
    const person = await signUpConfirmed(t);
    const rows = await t.db
      .insert(resume)
      .values(
        Array.from({ length: RESUMES }, (_, i) => ({
          userId: person.userId,
          name: `Resume ${String(i).padStart(3, "0")}`,
          order: i % 7,
          summary: `Summary ${i} `.repeat(100),
        })),
      )
      .returning({ id: resume.id, order: resume.order, name: resume.name });
    const withJob = rows.filter((_, i) => i % 5 === 0);
    await t.db
      .insert(experience)
      .values(withJob.map((row) => ({ resumeId: row.id, company: `Company of ${row.name}` })));
    const inOrder = [...rows].sort((a, b) => a.order - b.order || a.id - b.id);
    return { ...person, inOrder, withJob: new Set(withJob.map((row) => row.id)) };
  }

  it("exports all 120 resumes in order with their rows, as the same pretty-printed JSON as before", async () => {
    const a = await userWithManyResumes();
    const res = await a.client.request("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="resume-builder-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);
    // Byte for byte what JSON.stringify(data, null, 2) wrote when the export was built in memory.
    expect(text).toBe(JSON.stringify(data, null, 2));
    expect(Object.keys(data)).toEqual([
      "format",
      "version",
      "exported_at",
      "account",
      "entitlements",
      "resumes",
      "photos",
      "revisions",
      "cover_letters",
      "jobs",
    ]);
    expect(data.resumes.map((doc: { id: number }) => doc.id)).toEqual(a.inOrder.map((row) => row.id));
    for (const doc of data.resumes) {
      const companies = doc.experiences.map((row: { company: string }) => row.company);
      expect(companies).toEqual(a.withJob.has(doc.id) ? [`Company of ${doc.name}`] : []);
      expect(doc.experiences[0]?.resume_id).toBeUndefined();
    }
    expect(data).toMatchObject({ photos: [], revisions: [], cover_letters: [], jobs: [] });
  });

  it("reads the resumes page by page as the download is read: one created mid-download is in it", async () => {
    const a = await userWithManyResumes();
    const res = await a.client.request("/api/account/export");
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readChunk = async () => {
      const { done, value } = await reader.read();
      if (!done) text += decoder.decode(value, { stream: true });
      return !done;
    };
    // The first resume has arrived; the later pages have not been read yet.
    while (!text.includes(`"name": "${a.inOrder[0]?.name}"`) && (await readChunk()));
    const [late] = await t.db
      .insert(resume)
      .values({ userId: a.userId, name: "Created during the download", order: 100 })
      .returning({ id: resume.id });
    while (await readChunk());
    const data = JSON.parse(text);
    // An export built all at once before the first byte has the 120 resumes only.
    expect(data.resumes).toHaveLength(RESUMES + 1);
    expect(data.resumes.at(-1)).toMatchObject({ id: late?.id, name: "Created during the download" });
  });

  it("a failure mid-export (photo storage unreachable) aborts the download: no valid-looking file", async () => {
    const a = await signUpConfirmed(t);
    const [row] = await t.db
      .insert(resume)
      .values({ userId: a.userId, name: "With a photo" })
      .returning({ id: resume.id });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();
    expect((await uploadPhoto(t, a.client, row?.id ?? 0, png)).status).toBe(200);

    breakReads();
    const logs = captureLogs();
    // @hono/node-server also prints the stream's error with console.error.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await fetch(`${baseUrl}/api/account/export`, {
        headers: {
          "x-forwarded-for": a.client.ip,
          cookie: [...a.client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        },
      });
      // The status and headers went out before the photos were read; then the server drops
      // the connection (no clean end of the chunked body), which a browser shows as failed.
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow(/terminated/);
      expect(logs.text()).toMatch(/"message":"account export failed"/);
      expect(logs.text()).toContain("storage is unreachable");
    } finally {
      logs.stop();
      consoleError.mockRestore();
    }
  });
});
