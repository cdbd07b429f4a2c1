import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DeleteObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement } from "../../src/server/db/schema/index.ts";
import { createS3Storage } from "../../src/server/storage/s3-storage.ts";
import { LOCAL_S3_CREDENTIALS, type LocalS3Server, startLocalS3Server } from "../support/local-s3-server.ts";
import { uploadPhoto } from "../support/photos.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// The photo flow with S3_* set, against s3rver: a real S3-protocol server on loopback (it speaks
// S3's REST and XML and keeps objects on disk) standing in for a hosted object store such as AWS
// S3, Cloudflare R2 or MinIO. The bucket is inspected through the official SDK. s3rver checks
// the access key id but not the V4 signature, so wrong secrets are not caught here.

type Client = ReturnType<typeof createClient>;
const PREFIX = "resume-builder/photos";

const photo = (background: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background } })
    .png()
    .toBuffer();

describe("photos in an S3-compatible bucket (s3rver on loopback, standing in for a hosted object store)", () => {
  let s3: LocalS3Server;
  beforeAll(async () => {
    s3 = await startLocalS3Server();
  });
  afterAll(() => s3?.close());

  describe.each(testDatabaseKinds())("%s", (kind) => {
    const bucket = `photos-${kind}`;
    let t: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      await s3.createBucket(bucket);
      dataDir = await mkdtemp(join(tmpdir(), "s3-storage-test-"));
      t = await createTestApp(kind, {
        env: {
          DATA_DIR: dataDir,
          S3_BUCKET: bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_FORCE_PATH_STYLE: "on",
          S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
          S3_PREFIX: `/${PREFIX}/`,
        },
      });
    });
    afterAll(async () => {
      await t?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    /** An anonymous user with `resumes` resumes of their own. */
    async function owner(resumes = 1) {
      const client = createClient(t);
      const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
      const userId: string = signIn.body.user.id;
      await client.json("/api/user");
      await t.db.update(entitlement).set({ cvLeft: 5 }).where(eq(entitlement.userId, userId));
      const resumeIds: number[] = [];
      for (let i = 0; i < resumes; i += 1) {
        const created = await client.json("/api/cv/create", { json: { name: `Resume ${i}` } });
        expect(created.status).toBe(201);
        resumeIds.push(created.body.id);
      }
      return { client, userId, resumeId: resumeIds[0] as number, resumeIds };
    }

    async function upload(client: Client, resumeId: number, bytes: Uint8Array): Promise<string> {
      const res = await uploadPhoto(t, client, resumeId, bytes, { name: "me.png" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.image_name;
    }

    const keysOf = (userId: string, resumeId?: number) =>
      s3.keys(bucket, `${PREFIX}/${userId}/${resumeId === undefined ? "" : `${resumeId}/`}`);
    const photoKeys = (userId: string, resumeId: number, name: string) =>
      [192, 384, 96].map((size) => `${PREFIX}/${userId}/${resumeId}/${name}-${size}.webp`);

    it("uses the bucket and not the local disk", () => {
      expect(t.storage.kind).toBe("s3");
    });

    it("stores the three sizes as WebP objects in the bucket and serves them from there", async () => {
      const { client, userId, resumeId } = await owner();
      const name = await upload(client, resumeId, await photo("#2a6"));
      expect(await keysOf(userId, resumeId)).toEqual(photoKeys(userId, resumeId, name));

      for (const size of [96, 192, 384]) {
        const stored = await s3.object(bucket, `${PREFIX}/${userId}/${resumeId}/${name}-${size}.webp`);
        expect(stored.contentType).toBe("image/webp");
        const served = await client.request(`/api/cv/image?id=${resumeId}&size=${size}&v=${name}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(bytes.equals(stored.bytes)).toBe(true);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", size, size]);
      }
      expect(existsSync(join(dataDir, "uploads"))).toBe(false);
    });

    it("a new photo replaces the previous one's objects, and DELETE removes them", async () => {
      const { client, userId, resumeId } = await owner();
      await upload(client, resumeId, await photo("#a26"));
      const second = await upload(client, resumeId, await photo("#26a"));
      expect(await keysOf(userId, resumeId)).toEqual(photoKeys(userId, resumeId, second));

      const removed = await client.json("/api/cv/image", { method: "DELETE", json: { id: resumeId } });
      expect(removed).toMatchObject({ status: 200, body: { ok: true } });
      expect(await keysOf(userId, resumeId)).toEqual([]);
      expect((await client.json(`/api/cv/image?id=${resumeId}&size=96`)).status).toBe(404);
    });

    it("deleting a resume removes its objects and no others", async () => {
      const { client, userId, resumeIds } = await owner(2);
      const [gone, kept] = resumeIds as [number, number];
      await upload(client, gone, await photo("#333"));
      const keptName = await upload(client, kept, await photo("#666"));
      const deleted = await client.json("/api/cv/delete", { method: "DELETE", json: { id: gone } });
      expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
      expect(await keysOf(userId)).toEqual(photoKeys(userId, kept, keptName));
    });

    it("a guest's photos move to the account they link", async () => {
      const { client, userId: guestId, resumeIds } = await owner(2);
      const names = [await upload(client, resumeIds[0] as number, await photo("#111"))];
      names.push(await upload(client, resumeIds[1] as number, await photo("#999")));

      const email = uniqueEmail("s3-link");
      await client.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
      const linked = await client.json("/api/auth/sign-in/email-otp", {
        json: { email, otp: (await t.lastMail(email)).code },
      });
      expect(linked.status).toBe(200);
      const memberId: string = linked.body.user.id;
      expect(memberId).not.toBe(guestId);

      expect(await keysOf(guestId)).toEqual([]);
      expect(await keysOf(memberId)).toEqual(
        [
          ...photoKeys(memberId, resumeIds[0] as number, names[0] as string),
          ...photoKeys(memberId, resumeIds[1] as number, names[1] as string),
        ].sort(),
      );
      const moved = await s3.object(bucket, `${PREFIX}/${memberId}/${resumeIds[0]}/${names[0]}-96.webp`);
      expect(moved.contentType).toBe("image/webp");
      const served = await client.request(`/api/cv/image?id=${resumeIds[0]}&size=96`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(moved.bytes)).toBe(true);
    });

    it("the account export carries the photo from the bucket; deleting the account removes only that user's objects", async () => {
      const doomed = await owner();
      const other = await owner();
      const name = await upload(doomed.client, doomed.resumeId, await photo("#c93"));
      const otherName = await upload(other.client, other.resumeId, await photo("#39c"));
      // Another application's object in the same bucket, outside S3_PREFIX, with the same user folder.
      const foreignKey = `other-app/${doomed.userId}/notes.txt`;
      await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: foreignKey, Body: "not ours" }));

      const exported = await doomed.client.json("/api/account/export");
      expect(exported.status).toBe(200);
      const stored = await s3.object(
        bucket,
        `${PREFIX}/${doomed.userId}/${doomed.resumeId}/${name}-384.webp`,
      );
      expect(exported.body.photos).toEqual([
        {
          resume_id: doomed.resumeId,
          image_name: name,
          data_url: `data:image/webp;base64,${stored.bytes.toString("base64")}`,
        },
      ]);

      const deleted = await doomed.client.json("/api/account", {
        method: "DELETE",
        json: { confirm: "DELETE" },
      });
      expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
      expect(await keysOf(doomed.userId)).toEqual([]);
      expect(await keysOf(other.userId)).toEqual(photoKeys(other.userId, other.resumeId, otherName));
      expect(await s3.keys(bucket, "other-app/")).toEqual([foreignKey]);
    });

    it("answers 404, not a server error, when a photo's object is missing from the bucket", async () => {
      const { client, userId, resumeId } = await owner();
      const name = await upload(client, resumeId, await photo("#777"));
      const Key = `${PREFIX}/${userId}/${resumeId}/${name}-192.webp`;
      await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      const res = await client.json(`/api/cv/image?id=${resumeId}&size=192`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
      expect((await client.request(`/api/cv/image?id=${resumeId}&size=96`)).status).toBe(200);
    });
  });

  // Errors from the store reach the caller as errors, never as "no photo".
  it("a store refusing the credentials or missing the bucket fails the call", async () => {
    const options = {
      bucket: "photos-pglite",
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      keyPrefix: "",
      ...LOCAL_S3_CREDENTIALS,
    };
    const wrongKey = createS3Storage({ ...options, accessKeyId: "NOT-S3RVER" });
    await expect(wrongKey.put("x/1/a-96.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(
      /Access Key Id/i,
    );
    await expect(wrongKey.get("x/1/a-96.webp")).rejects.toThrow(/Access Key Id/i);
    // A missing bucket is a configuration error, never "no such photo".
    const noBucket = createS3Storage({ ...options, bucket: "no-such-bucket" });
    await expect(noBucket.get("x/1/a-96.webp")).rejects.toThrow(/bucket/i);
  });
});
