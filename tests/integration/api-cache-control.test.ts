import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadPhoto } from "../support/photos.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { createResume, paidUser } from "./resumes-helpers.ts";

// A personal answer must not stay in a shared cache (a proxy, a shared computer's browser
// cache): every /api answer is `no-store` unless its route chose otherwise on purpose.
describe.each(testDatabaseKinds())("Cache-Control of API answers (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("personal JSON answers are no-store: the user, the resume list, a resume, the session", async () => {
    const { client } = await paidUser(t);
    const created = await createResume(client);
    for (const path of [
      "/api/user",
      "/api/cv/list",
      `/api/cv/item?id=${created.id}`,
      "/api/auth/get-session",
    ]) {
      const res = await client.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("errors and public answers are no-store too", async () => {
    const anonymous = createClient(t);
    for (const [path, status] of [
      ["/api/user", 401],
      ["/api/health", 200],
      ["/api/config", 200],
      ["/api/no-such-route", 401],
    ] as const) {
      const res = await anonymous.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("keeps what a route sets on purpose: a photo under its versioned URL is cached for good", async () => {
    const { client } = await paidUser(t);
    const { id } = await createResume(client);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#08f" } })
      .png()
      .toBuffer();
    const uploaded = await uploadPhoto(t, client, id, png);
    expect(uploaded.status).toBe(200);
    const photo = await client.request(`/api/cv/image?id=${id}&size=96&v=${uploaded.body.image_name}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const exported = await client.request(`/api/cv/export?id=${id}&format=json-resume`);
    expect(exported.headers.get("cache-control"), `export ${exported.status}`).toBe("private, no-store");
  });
});
