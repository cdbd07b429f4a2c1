import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement, resume } from "../../src/server/db/schema/index.ts";
import { uploadPhoto } from "../support/photos.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// The square the user chose in the crop dialog: POST /api/cv/image?id=&x=&y=&size=.

type Rgb = [number, number, number];

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** `width` x `height`, the left half red and the right half blue. */
function halves(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: RED } }).composite([
    {
      input: { create: { width: width / 2, height, channels: 3, background: BLUE } },
      left: width / 2,
      top: 0,
    },
  ]);
}

/** The colour at a spot given as fractions of the width and height of a stored WebP. */
async function colourAt(webp: Buffer, fx: number, fy: number): Promise<Rgb> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(fy * (info.height - 1)) * info.width + Math.floor(fx * (info.width - 1))) * 3;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

const isRed = ([r, g, b]: Rgb) => r > 230 && g < 25 && b < 25;
const isBlue = ([r, g, b]: Rgb) => r < 25 && g < 25 && b > 230;

describe.each(testDatabaseKinds())("photo crop (%s)", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let uploads: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "photo-crop-test-"));
    uploads = join(dataDir, "uploads");
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function owner() {
    const client = createClient(t);
    const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    const userId: string = signIn.body.user.id;
    await client.json("/api/user");
    await t.db.update(entitlement).set({ cvLeft: 5 }).where(eq(entitlement.userId, userId));
    const created = await client.json("/api/cv/create", { json: { name: "Cropped" } });
    expect(created.status).toBe(201);
    return { client, userId, resumeId: created.body.id as number };
  }

  const filesOf = async (userId: string, resumeId: number) =>
    (await readdir(join(uploads, userId, String(resumeId))).catch(() => [] as string[])).sort();
  const imageNameOf = async (id: number) =>
    (await t.db.select({ imageName: resume.imageName }).from(resume).where(eq(resume.id, id)))[0]?.imageName;
  const stored = (userId: string, resumeId: number, name: string, size: 96 | 192 | 384) =>
    readFile(join(uploads, userId, String(resumeId), `${name}-${size}.webp`));

  it("keeps the square the user chose: the right half of a red | blue photo is blue", async () => {
    const { client, userId, resumeId } = await owner();
    const png = await halves(400, 200).png().toBuffer();
    const right = await uploadPhoto(t, client, resumeId, png, { query: "&x=200&y=0&size=200" });
    expect(right.status).toBe(200);
    const name: string = right.body.image_name;
    const small = await stored(userId, resumeId, name, 96);
    expect(await sharp(small).metadata()).toMatchObject({ format: "webp", width: 96, height: 96 });
    for (const [fx, fy] of [
      [0, 0],
      [0.5, 0.5],
      [1, 1],
    ] as const) {
      expect(isBlue(await colourAt(small, fx, fy)), `pixel at ${fx}, ${fy}`).toBe(true);
    }

    // The other way round, so the check above can tell the halves apart.
    const left = await uploadPhoto(t, client, resumeId, png, { query: "&x=0&y=0&size=200" });
    expect(left.status).toBe(200);
    const leftSmall = await stored(userId, resumeId, left.body.image_name, 96);
    expect(isRed(await colourAt(leftSmall, 0.5, 0.5))).toBe(true);
    expect(isRed(await colourAt(leftSmall, 1, 1))).toBe(true);
  });

  it("a small square far from the centre is scaled up to every size", async () => {
    const { client, userId, resumeId } = await owner();
    // Blue from x = 300 on; the square at 320..352 is all blue, the centre square is mostly red.
    const png = await halves(600, 600).png().toBuffer();
    const res = await uploadPhoto(t, client, resumeId, png, { query: "&x=500&y=40&size=32" });
    expect(res.status).toBe(200);
    for (const size of [96, 192, 384] as const) {
      const webp = await stored(userId, resumeId, res.body.image_name, size);
      expect((await sharp(webp).metadata()).width).toBe(size);
      expect(isBlue(await colourAt(webp, 0, 0))).toBe(true);
      expect(isBlue(await colourAt(webp, 1, 1))).toBe(true);
    }
  });

  it("crops the photo as it is shown, after its EXIF orientation turned it upright", async () => {
    const { client, userId, resumeId } = await owner();
    // Stored 200 x 100 (red | blue) with orientation 6 (turn 90° clockwise): shown 100 x 200,
    // red on top and blue below.
    const jpeg = await halves(200, 100).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const bottom = await uploadPhoto(t, client, resumeId, jpeg, { query: "&x=0&y=100&size=100" });
    expect(bottom.status).toBe(200);
    const bottomSmall = await stored(userId, resumeId, bottom.body.image_name, 96);
    expect(isBlue(await colourAt(bottomSmall, 0.5, 0.5))).toBe(true);
    const top = await uploadPhoto(t, client, resumeId, jpeg, { query: "&x=0&y=0&size=100" });
    expect(isRed(await colourAt(await stored(userId, resumeId, top.body.image_name, 96), 0.5, 0.5))).toBe(
      true,
    );

    // Inside the stored 200 x 100 pixels, but outside the upright 100 x 200 photo.
    const sideways = await uploadPhoto(t, client, resumeId, jpeg, { query: "&x=100&y=0&size=100" });
    expect(sideways.status).toBe(400);
    expect(sideways.body.error.message).toMatch(/100 × 200 pixels/);
    expect(await imageNameOf(resumeId)).toBe(top.body.image_name);
  });

  it("without x, y and size keeps the largest centred square", async () => {
    const { client, userId, resumeId } = await owner();
    const res = await uploadPhoto(t, client, resumeId, await halves(400, 200).png().toBuffer());
    expect(res.status).toBe(200);
    // The centre square spans x 100..300: red on its left, blue on its right.
    const small = await stored(userId, resumeId, res.body.image_name, 96);
    expect(isRed(await colourAt(small, 0.1, 0.5))).toBe(true);
    expect(isBlue(await colourAt(small, 0.9, 0.5))).toBe(true);
  });

  describe("refuses a crop it cannot take, and stores nothing", () => {
    const cases: [string, string, RegExp][] = [
      [
        "a square past the right edge",
        "&x=201&y=0&size=200",
        /does not lie inside the photo, which is 400 × 200/,
      ],
      ["a square past the bottom edge", "&x=0&y=1&size=200", /does not lie inside/],
      ["a square larger than the photo", "&x=0&y=0&size=6000", /does not lie inside/],
      ["x and y without size", "&x=0&y=0", /x, y and size together.*size missing/],
      ["size alone", "&size=100", /x and y missing/],
      ["an empty x", "&x=&y=0&size=100", /x must be a whole number/],
      ["a negative y", "&x=0&y=-1&size=100", /y must be a whole number/],
      ["a fraction", "&x=0.5&y=0&size=100", /x must be a whole number/],
      ["a number too large", "&x=0&y=0&size=99999", /size must be a whole number of pixels from 0 to 6000/],
      ["a word", "&x=left&y=0&size=100", /x must be a whole number/],
      ["a square under 32 pixels", "&x=0&y=0&size=31", /at least 32 pixels/],
    ];
    it.each(cases)("%s", async (_name, query, message) => {
      const { client, userId, resumeId } = await owner();
      const res = await uploadPhoto(t, client, resumeId, await halves(400, 200).png().toBuffer(), {
        query: query,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
      expect(res.body.error.message).toMatch(message);
      expect(await imageNameOf(resumeId)).toBeNull();
      expect(await filesOf(userId, resumeId)).toEqual([]);
    });

    it("and a bad crop leaves the previous photo in place", async () => {
      const { client, userId, resumeId } = await owner();
      const first = await uploadPhoto(t, client, resumeId, await halves(400, 200).png().toBuffer());
      expect(first.status).toBe(200);
      const res = await uploadPhoto(t, client, resumeId, await halves(400, 200).png().toBuffer(), {
        query: "&x=300&y=0&size=200",
      });
      expect(res.status).toBe(400);
      expect(await imageNameOf(resumeId)).toBe(first.body.image_name);
      expect((await filesOf(userId, resumeId)).every((file) => file.startsWith(first.body.image_name))).toBe(
        true,
      );
    });

    it("a crop does not make a file that is not an image acceptable", async () => {
      const { client, resumeId } = await owner();
      const res = await uploadPhoto(t, client, resumeId, Buffer.from("plain text"), {
        query: "&x=0&y=0&size=32",
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/JPEG, PNG or WebP/);
    });
  });
});
