import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadPhoto } from "../support/photos.ts";
import { postForm } from "../support/post-form.ts";
import { createClient, createTestApp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { createResume, paidUser } from "./resumes-helpers.ts";

// Suite 4 "Hostile input" (issue 7), photo uploads: files that are not photos, bombs, oversize
// bodies and path names. Everything is refused with a 4xx that says why (or, for a path name,
// ignored: the file is stored under a random name of ours), nothing is written outside the
// uploads folder, and the server stays healthy. tests/integration/images.test.ts covers the
// everyday refusals (text, GIF, truncated, > 6000 px, 6 MB, no field).

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real 1-bit grey PNG of side × side black pixels: every row compresses to almost nothing. */
function blackPng(side: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then zeros
  const raw = Buffer.alloc(row.length * side); // all zeros: `side` such rows
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small real PNG with a compressed text chunk that inflates to `megabytes` MB. */
async function pngWithTextBomb(megabytes: number) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#4a7" } })
    .png()
    .toBuffer();
  const text = Buffer.concat([
    Buffer.from("Comment\0\0", "latin1"), // keyword, NUL, compression method 0
    deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x41), { level: 9 }),
  ]);
  const end = png.length - 12; // IEND is the last 12 bytes
  return Buffer.concat([png.subarray(0, end), chunk("zTXt", text), png.subarray(end)]);
}

/** A PNG whose header says side × side pixels, with 16 × 16 pixels of data. */
async function pngClaiming(side: number) {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  const ihdr = png.subarray(12, 29);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt32BE(side, 8);
  png.writeUInt32BE(crc32(ihdr), 29);
  return png;
}

const photo = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">' +
  '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>';
const HTML_PAGE =
  "<!doctype html><html><body><script>alert(1)</script><img src=x onerror=alert(2)></body></html>";
const PDF_FILE = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

const TRAVERSAL_NAMES = [
  "../../etc/passwd",
  "../../../../../../tmp/evil.png",
  "/etc/passwd",
  "/tmp/evil.png",
  "..\\..\\windows\\win.ini",
  "C:\\Windows\\evil.png",
  "photo.png\u0000.php",
  `${"a".repeat(3000)}.png`,
];

describe.each(testDatabaseKinds())("hostile photo uploads (%s)", (kind) => {
  let t: TestApp;
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    // DATA_DIR sits one level down, so a file escaping it would land in `root`, where we look.
    root = await mkdtemp(join(tmpdir(), "hostile-uploads-"));
    dataDir = join(root, "data");
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Every file under `root`, relative to it. */
  const allFiles = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));

  /** Only our three WebP files per photo, each in uploads/<user>/<resume>/. */
  async function expectOnlyStoredPhotos() {
    for (const file of await allFiles()) {
      expect(file.split(sep)).toEqual([
        "data",
        "uploads",
        expect.stringMatching(/^[A-Za-z0-9]+$/),
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^[a-f0-9]{24}-(96|192|384)\.webp$/),
      ]);
    }
  }

  async function owner() {
    const user = await paidUser(t);
    const doc = await createResume(user.client, "Photo");
    return { ...user, resumeId: doc.id };
  }

  const refusals: [string, () => Promise<Uint8Array>, { name?: string; type?: string }, number, RegExp][] = [
    ["a PDF named .png", async () => Buffer.from(PDF_FILE), {}, 400, /JPEG, PNG or WebP/],
    [
      "an SVG with a script",
      async () => Buffer.from(SVG_WITH_SCRIPT),
      { name: "a.svg", type: "image/svg+xml" },
      400,
      /JPEG, PNG or WebP/,
    ],
    [
      "an SVG with a script named .png",
      async () => Buffer.from(SVG_WITH_SCRIPT),
      {},
      400,
      /JPEG, PNG or WebP/,
    ],
    ["an HTML page named .png", async () => Buffer.from(HTML_PAGE), {}, 400, /JPEG, PNG or WebP/],
    [
      "an HTML page behind a PNG signature",
      async () => Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML_PAGE)]),
      {},
      400,
      /could not be read/,
    ],
    [
      "a PNG declaring 50000 × 50000 pixels, 300 bytes on disk",
      () => pngClaiming(50_000),
      {},
      400,
      /at most 6000 × 6000 pixels \(this one is 50000 × 50000\)/,
    ],
    [
      "a decompression bomb: a real 20000 × 20000 PNG of 50 KB",
      async () => blackPng(20_000),
      {},
      400,
      /this one is 20000 × 20000/,
    ],
    [
      "a 5 MB + 1 byte photo",
      async () => Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024 + 1)]),
      {},
      413,
      /larger than 5 MB/,
    ],
  ];

  it.each(refusals)(
    "refuses %s with a clear 4xx, storing nothing",
    async (_name, make, file, status, message) => {
      const { client, resumeId } = await owner();
      const res = await uploadPhoto(t, client, resumeId, await make(), file);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toMatch(message);
      expect((await client.json(`/api/cv/item?id=${resumeId}`)).body.image_name).toBeNull();
      await expectOnlyStoredPhotos();
    },
  );

  it("survives a text chunk that inflates to 200 MB: the photo is stored without it", async () => {
    const { client, resumeId } = await owner();
    const bomb = await pngWithTextBomb(200);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const res = await uploadPhoto(t, client, resumeId, bomb);
    expect(res.status).toBe(200);
    const served = await client.request(`/api/cv/image?id=${resumeId}&size=384`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(200 * 1024);
    expect((await sharp(bytes).metadata()).comments ?? []).toEqual([]);
    await expectOnlyStoredPhotos();
  });

  it("refuses a body over the limit even when it is streamed without a length (413)", async () => {
    const { client, resumeId } = await owner();
    const boundary = "hostileboundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const parts = [
      Buffer.from(head),
      await photo(),
      Buffer.alloc(7 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const body = new ReadableStream({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const res = await t.app.request(`${TEST_APP_URL}/api/cv/image?id=${resumeId}`, {
      method: "POST",
      headers: {
        origin: TEST_APP_URL,
        "x-forwarded-for": client.ip,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toMatch(/larger than 5 MB/);
    await expectOnlyStoredPhotos();
  });

  it("ignores path names in the upload's file name: a photo goes under a random name of ours, junk is refused", async () => {
    const { client, resumeId, userId } = await owner();
    for (const name of TRAVERSAL_NAMES) {
      const junk = await uploadPhoto(t, client, resumeId, Buffer.from("root:x:0:0:root:/root:/bin/bash\n"), {
        name,
        type: "image/png",
      });
      expect(junk.status, name).toBe(400);
      expect(junk.body.error.message).toMatch(/JPEG, PNG or WebP/);
      const real = await uploadPhoto(t, client, resumeId, await photo(), { name, type: "image/png" });
      expect(real.status, name).toBe(200);
      expect(real.body.image_name).toMatch(/^[a-f0-9]{24}$/);
    }
    await expectOnlyStoredPhotos();
    const files = await allFiles();
    expect(files.filter((file) => file.includes(userId))).toHaveLength(3);
    expect(files.some((file) => /passwd|evil|win\.ini|\.php/.test(file))).toBe(false);
  });

  it("reads the last of two image fields, and stays healthy after all of this", async () => {
    const { client, resumeId } = await owner();
    const send = async (first: Uint8Array, second: Uint8Array) => {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(first)], { type: "image/png" }), "a.png");
      form.append("image", new Blob([new Uint8Array(second)], { type: "image/png" }), "b.png");
      return postForm(t, client, `/api/cv/image?id=${resumeId}`, form);
    };
    const html = Buffer.from(HTML_PAGE);
    const refused = await send(await photo(), html);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/JPEG, PNG or WebP/);
    expect((await send(html, await photo())).status).toBe(200);
    await expectOnlyStoredPhotos();

    expect((await createClient(t).json("/api/health")).status).toBe(200);
    expect((await uploadPhoto(t, client, resumeId, await photo())).status).toBe(200);
  });
});
