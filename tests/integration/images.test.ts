import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement, resume } from "../../src/server/db/schema/index.ts";
import type { Logger } from "../../src/server/lib/logger.ts";
import { readImageSize } from "../../src/server/modules/images/read-image-size.ts";
import { deleteResumeImages } from "../../src/server/storage/image-files.ts";
import { uploadPhoto } from "../support/photos.ts";
import { createClient, createTestApp, TEST_APP_URL, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

/** 900 x 300: red bands left and right of a blue 300 x 300 centre, so a centre crop is all blue. */
function bandedImage() {
  const blue = { r: 0, g: 0, b: 255 };
  return sharp({
    create: { width: 900, height: 300, channels: 3, background: { r: 255, g: 0, b: 0 } },
  }).composite([
    {
      input: { create: { width: 300, height: 300, channels: 3, background: blue } },
      left: 300,
      top: 0,
    },
  ]);
}

/** Random pixels compress badly: a PNG of about `bytes` bytes. */
async function noisePng(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A real 16 x 16 PNG whose header claims `side` x `side` pixels (a decompression bomb's header). */
async function pngClaiming(side: number) {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  const ihdr = png.subarray(12, 29); // chunk type + 13 data bytes
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt32BE(side, 8);
  png.writeUInt32BE(crc32(ihdr), 29);
  return png;
}

describe.each(testDatabaseKinds())("resume photos (%s)", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let uploads: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "images-test-"));
    uploads = join(dataDir, "uploads");
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A signed-in user with one resume of their own. */
  async function owner() {
    const client = createClient(t);
    const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    const userId: string = signIn.body.user.id;
    await client.json("/api/user");
    await t.db.update(entitlement).set({ cvLeft: 5 }).where(eq(entitlement.userId, userId));
    const created = await client.json("/api/cv/create", { json: { name: "With photo" } });
    expect(created.status).toBe(201);
    return { client, userId, resumeId: created.body.id as number };
  }

  const filesOf = async (userId: string, resumeId: number) =>
    (await readdir(join(uploads, userId, String(resumeId))).catch(() => [])).sort();
  const imageNameOf = async (id: number) =>
    (await t.db.select({ imageName: resume.imageName }).from(resume).where(eq(resume.id, id)))[0]?.imageName;

  it("stores a PNG as three square WebP files and serves them to the owner", async () => {
    const { client, userId, resumeId } = await owner();
    const res = await uploadPhoto(t, client, resumeId, await bandedImage().png().toBuffer());
    expect(res.status).toBe(200);
    const name: string = res.body.image_name;
    expect(name).toMatch(/^[a-f0-9]{24}$/);
    expect(await imageNameOf(resumeId)).toBe(name);
    expect(await filesOf(userId, resumeId)).toEqual([
      `${name}-192.webp`,
      `${name}-384.webp`,
      `${name}-96.webp`,
    ]);

    for (const size of [96, 192, 384]) {
      const served = await client.request(`/api/cv/image?id=${resumeId}&size=${size}&v=${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toMatch(/^private/);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size, size]);
      // The centre was blue and the sides red: a centre crop leaves (almost) no red.
      const [red, , blueChannel] = (await sharp(bytes).stats()).channels;
      expect(red?.mean).toBeLessThan(10);
      expect(blueChannel?.mean).toBeGreaterThan(240);
    }
    const item = await client.json(`/api/cv/item?id=${resumeId}`);
    expect(item.body.image_name).toBe(name);
  });

  it("accepts JPEG and WebP, and replaces the previous photo's files", async () => {
    const { client, userId, resumeId } = await owner();
    const jpeg = await uploadPhoto(t, client, resumeId, await bandedImage().jpeg().toBuffer(), {
      name: "a.jpg",
      type: "image/jpeg",
    });
    expect(jpeg.status).toBe(200);
    // The client's name and type do not matter: the bytes say it is WebP.
    const webp = await uploadPhoto(t, client, resumeId, await bandedImage().webp().toBuffer(), {
      name: "b.bin",
      type: "text/plain",
    });
    expect(webp.status).toBe(200);
    const files = await filesOf(userId, resumeId);
    expect(files).toHaveLength(3);
    expect(files.every((file) => file.startsWith(webp.body.image_name))).toBe(true);
  });

  it("serves nothing to another user, and lets no one else change the photo", async () => {
    const a = await owner();
    const b = await owner();
    const { body } = await uploadPhoto(t, a.client, a.resumeId, await bandedImage().png().toBuffer());
    const other = await b.client.json(`/api/cv/image?id=${a.resumeId}&size=96`);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe("not_found");
    const overwrite = await uploadPhoto(t, b.client, a.resumeId, await bandedImage().png().toBuffer());
    expect(overwrite.status).toBe(404);
    const remove = await b.client.json("/api/cv/image", { method: "DELETE", json: { id: a.resumeId } });
    expect(remove.status).toBe(404);
    expect(await imageNameOf(a.resumeId)).toBe(body.image_name);
    expect(await filesOf(a.userId, a.resumeId)).toHaveLength(3);
    expect(await filesOf(b.userId, a.resumeId)).toEqual([]);
    expect((await createClient(t).json(`/api/cv/image?id=${a.resumeId}`)).status).toBe(401);
  });

  it("answers 404 when there is no photo, 400 for a bad size or id", async () => {
    const { client, resumeId } = await owner();
    expect((await client.json(`/api/cv/image?id=${resumeId}&size=96`)).status).toBe(404);
    await uploadPhoto(t, client, resumeId, await bandedImage().png().toBuffer());
    expect((await client.json(`/api/cv/image?id=${resumeId}&size=100`)).status).toBe(400);
    expect((await client.json("/api/cv/image?id=../../etc&size=96")).status).toBe(400);
    expect((await client.request(`/api/cv/image?id=${resumeId}`)).headers.get("content-type")).toBe(
      "image/webp",
    );
  });

  describe("refuses what is not a photo we take, and changes nothing", () => {
    const cases: [string, () => Promise<Uint8Array>, number, RegExp][] = [
      [
        "a text file named .png",
        async () => Buffer.from("just some text, honestly"),
        400,
        /JPEG, PNG or WebP/,
      ],
      ["a GIF", () => bandedImage().gif().toBuffer(), 400, /JPEG, PNG or WebP/],
      [
        "a truncated PNG",
        async () => (await bandedImage().png().toBuffer()).subarray(0, 200),
        400,
        /could not be read/,
      ],
      [
        "a PNG wider than 6000 pixels",
        () =>
          sharp({ create: { width: 6001, height: 8, channels: 3, background: "#000" } })
            .png()
            .toBuffer(),
        400,
        /at most 6000 × 6000 pixels/,
      ],
      [
        "a decompression bomb's header (30000 x 30000)",
        () => pngClaiming(30_000),
        400,
        /at most 6000 × 6000 pixels \(this one is 30000 × 30000\)/,
      ],
      [
        "a 6 MB upload",
        async () => Buffer.concat([await bandedImage().png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]),
        413,
        /larger than/,
      ],
    ];
    it.each(cases)("%s", async (_name, make, status, message) => {
      const { client, userId, resumeId } = await owner();
      const res = await uploadPhoto(t, client, resumeId, await make());
      expect(res.status).toBe(status);
      expect(res.body.error.message).toMatch(message);
      expect(await imageNameOf(resumeId)).toBeNull();
      expect(await filesOf(userId, resumeId)).toEqual([]);
    });

    it("a request without the image field, or not multipart", async () => {
      const { client, resumeId } = await owner();
      const form = new FormData();
      form.append("photo", new Blob([await bandedImage().png().toBuffer()]), "a.png");
      const headers = {
        origin: TEST_APP_URL,
        "x-forwarded-for": client.ip,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      };
      const url = `${TEST_APP_URL}/api/cv/image?id=${resumeId}`;
      const wrongField = await t.app.request(url, { method: "POST", headers, body: form });
      expect(wrongField.status).toBe(400);
      expect((await wrongField.json()).error.message).toMatch(/field "image"/);
      const json = await client.json(`/api/cv/image?id=${resumeId}`, { json: { image: "x" } });
      expect(json.status).toBe(400);
      const broken = await t.app.request(url, {
        method: "POST",
        headers: { ...headers, "content-type": "multipart/form-data; boundary=nothing" },
        body: "garbage",
      });
      expect(broken.status).toBe(400);
    });
  });

  // Photos may be up to 5 MB although every other /api body is limited to 1 MB.
  it("accepts a photo between 1 and 5 MB", async () => {
    const { client, resumeId } = await owner();
    const png = await noisePng(2 * 1024 * 1024);
    expect(png.byteLength).toBeGreaterThan(1024 * 1024);
    const res = await uploadPhoto(t, client, resumeId, png);
    expect(res.status).toBe(200);
  });

  it("a guest's photo follows their resume to the account they link", async () => {
    const { client, userId: guestId, resumeId } = await owner();
    const photo = await uploadPhoto(t, client, resumeId, await bandedImage().png().toBuffer());
    expect(photo.status).toBe(200);

    const email = uniqueEmail("photo");
    await client.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    const linked = await client.json("/api/auth/sign-in/email-otp", {
      json: { email, otp: (await t.lastMail(email)).code },
    });
    expect(linked.status).toBe(200);
    const newId: string = linked.body.user.id;
    expect(newId).not.toBe(guestId);

    const served = await client.request(`/api/cv/image?id=${resumeId}&size=96`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await filesOf(newId, resumeId)).toHaveLength(3);
    expect(existsSync(join(uploads, guestId))).toBe(false);
  });

  it("DELETE removes the photo and its files", async () => {
    const { client, userId, resumeId } = await owner();
    await uploadPhoto(t, client, resumeId, await bandedImage().png().toBuffer());
    const res = await client.json("/api/cv/image", { method: "DELETE", json: { id: resumeId } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await imageNameOf(resumeId)).toBeNull();
    expect(await filesOf(userId, resumeId)).toEqual([]);
    expect((await client.json(`/api/cv/image?id=${resumeId}&size=96`)).status).toBe(404);
    // Again: nothing to remove is fine.
    expect((await client.json("/api/cv/image", { method: "DELETE", json: { id: resumeId } })).status).toBe(
      200,
    );
    expect((await client.json("/api/cv/image", { method: "DELETE", json: { id: "1" } })).status).toBe(400);
  });

  it("DELETE keeps the 1 MB JSON limit: a 5 MB body gets 413 and the photo stays", async () => {
    const { client, resumeId } = await owner();
    await uploadPhoto(t, client, resumeId, await bandedImage().png().toBuffer());
    const padding = "x".repeat(5 * 1024 * 1024);
    const res = await client.json("/api/cv/image", { method: "DELETE", json: { id: resumeId, padding } });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe("The request body is larger than 1 MB.");
    expect(await imageNameOf(resumeId)).not.toBeNull();
  });

  it("deleteResumeImages removes a resume's folder and nothing else", async () => {
    const a = await owner();
    const second = await a.client.json("/api/cv/create", { json: { name: "Second" } });
    await uploadPhoto(t, a.client, a.resumeId, await bandedImage().png().toBuffer());
    await uploadPhoto(t, a.client, second.body.id, await bandedImage().png().toBuffer());
    await deleteResumeImages({ storage: t.storage, userId: a.userId, resumeId: a.resumeId });
    expect(existsSync(join(uploads, a.userId, String(a.resumeId)))).toBe(false);
    expect(await filesOf(a.userId, second.body.id)).toHaveLength(3);
    await expect(deleteResumeImages({ storage: t.storage, userId: "../x", resumeId: 1 })).rejects.toThrow(
      /unsafe/,
    );
  });

  it("readImageSize reads the header, and logs and answers zero sizes for a broken image", async () => {
    const lines: string[] = [];
    const note = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
    const logger: Logger = {
      debug: note("debug"),
      info: note("info"),
      warn: note("warn"),
      error: note("error"),
    };
    expect(await readImageSize(await pngClaiming(30_000), logger)).toEqual({ width: 30_000, height: 30_000 });
    expect(lines).toEqual([]);
    expect(await readImageSize(Buffer.from("not an image"), logger)).toEqual({ width: 0, height: 0 });
    expect(lines).toEqual(["warn: image metadata could not be read"]);
  });

  it("keeps the database and the files in step when the resume is gone", async () => {
    const { client, userId, resumeId } = await owner();
    await t.db.delete(resume).where(and(eq(resume.id, resumeId), eq(resume.userId, userId)));
    const res = await uploadPhoto(t, client, resumeId, await bandedImage().png().toBuffer());
    expect(res.status).toBe(404);
    expect(await filesOf(userId, resumeId)).toEqual([]);
  });
});
