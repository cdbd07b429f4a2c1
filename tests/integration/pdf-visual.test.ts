import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LetterDocument, letterContact } from "../../src/server/pdf/letter-content.ts";
import { resolveOptions } from "../../src/server/pdf/pdf-options.ts";
import { renderDocument } from "../../src/server/pdf/render-document.ts";
import { templateIds } from "../../src/shared/contracts/pdf.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { fixturePath, JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// Visual regression (issue 4): page 1 of every design, printed for a fixed document (the JSON
// Resume sample imported, a fixed name, default props, A4, a paid user so no watermark), is
// rasterised with poppler's pdftoppm at 50 dpi and compared pixel by pixel with the committed
// baseline tests/fixtures/pdf-baselines/<template>.png. The tolerance absorbs font
// anti-aliasing differences between machines, not a changed layout.
//
// The classic design's cover letter has a baseline too (letter-classic.png). It is rendered in
// this process for a fixed letter: the routes date a letter the day it prints, which would
// change the picture daily.
//
// After an intended change to a design, regenerate the baselines and review the PNGs in the diff:
//   UPDATE_PDF_BASELINES=1 npx vitest run tests/integration/pdf-visual.test.ts

const run = promisify(execFile);
const UPDATE = process.env.UPDATE_PDF_BASELINES === "1";
const BASELINES = fixturePath("pdf-baselines/");
const NAME = "Richard Hendricks";
/** Mean absolute difference over all channels, as a fraction of full scale. */
const MAX_MEAN_DIFF = 0.01;
/** Share of pixels allowed to differ by more than PIXEL_THRESHOLD in some channel. */
const MAX_CHANGED_PIXELS = 0.005;
const PIXEL_THRESHOLD = 32;

interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** Page 1 of a PDF as a 50 dpi PNG (pdftoppm). */
async function firstPagePng(pdf: Uint8Array): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "pdf-visual-"));
  try {
    await writeFile(join(dir, "in.pdf"), pdf);
    // -singlefile: out.png, not out-1.png / out-01.png (the padding depends on the page count).
    await run("pdftoppm", ["-png", "-r", "50", "-f", "1", "-l", "1", "-singlefile", "in.pdf", "out"], {
      cwd: dir,
    });
    return await readFile(join(dir, "out.png"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function raster(png: Buffer): Promise<Raster> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** How far two rasters differ: mean absolute difference and share of clearly changed pixels. */
function difference(a: Raster, b: Raster) {
  if (a.width !== b.width || a.height !== b.height || a.channels !== b.channels)
    return { sameSize: false, mean: 1, changed: 1 };
  let total = 0;
  let changed = 0;
  for (let p = 0; p < a.data.length; p += a.channels) {
    let worst = 0;
    for (let c = 0; c < a.channels; c++) {
      const d = Math.abs((a.data[p + c] ?? 0) - (b.data[p + c] ?? 0));
      total += d;
      if (d > worst) worst = d;
    }
    if (worst > PIXEL_THRESHOLD) changed++;
  }
  const pixels = a.width * a.height;
  return { sameSize: true, mean: total / (a.data.length * 255), changed: changed / pixels };
}

const withinTolerance = (d: ReturnType<typeof difference>) =>
  d.sameSize && d.mean < MAX_MEAN_DIFF && d.changed < MAX_CHANGED_PIXELS;

/** Compares a page with tests/fixtures/pdf-baselines/<name>.png, or rewrites it when updating. */
async function matchBaseline(name: string, png: Buffer) {
  const baselineFile = join(BASELINES, `${name}.png`);
  if (UPDATE) {
    await mkdir(BASELINES, { recursive: true });
    // A 256-colour palette halves the file; the quantisation error is far inside the tolerance.
    await writeFile(baselineFile, await sharp(png).png({ palette: true, compressionLevel: 9 }).toBuffer());
    return;
  }
  const baseline = await readFile(baselineFile).catch(() => null);
  expect(baseline, `no baseline ${baselineFile}: run with UPDATE_PDF_BASELINES=1`).not.toBeNull();
  const diff = difference(await raster(png), await raster(baseline as Buffer));
  if (!withinTolerance(diff)) {
    // Kept for a look at what changed.
    const actual = join(tmpdir(), `pdf-visual-${name}-actual.png`);
    await writeFile(actual, png);
    expect.fail(
      `${name} differs from its baseline (${JSON.stringify(diff)}); rendered page in ${actual}. ` +
        "If the change is intended, run with UPDATE_PDF_BASELINES=1.",
    );
  }
}

const LETTER: LetterDocument = {
  kind: "letter",
  full_name: NAME,
  headline: "Programmer",
  contact: letterContact({
    email: "richard.hendriks@mail.com",
    phone: "(912) 555-4321",
    address: "Palo Alto, CA",
    links: [{ label: "Website", link: "https://richardhendricks.example.com" }],
  }),
  date: "March 14, 2025",
  job_title: "Senior Engineer",
  company: "Hooli",
  text: [
    "Dear Hiring Manager,",
    "At Pied Piper I led nine engineers through a middle-out rewrite of our compression pipeline and " +
      "cut storage costs by forty percent for our largest customers.",
    "I would welcome the chance to talk about the role.",
    "Kind regards,\nRichard Hendricks",
  ].join("\n\n"),
};

describe("PDF visual regression: cover letter", () => {
  it("classic letter: page 1 matches its baseline", async () => {
    const pdf = await renderDocument(LETTER, resolveOptions("classic", { pageSize: "A4" }, false));
    await matchBaseline("letter-classic", await firstPagePng(pdf));
  });

  it.skipIf(UPDATE)(
    "notices a changed letter: one line fewer moves the text outside the tolerance",
    async () => {
      const baseline = await readFile(join(BASELINES, "letter-classic.png"));
      const moved = { ...LETTER, job_title: "", company: "" };
      const pdf = await renderDocument(moved, resolveOptions("classic", { pageSize: "A4" }, false));
      const diff = difference(await raster(await firstPagePng(pdf)), await raster(baseline));
      expect(withinTolerance(diff), JSON.stringify(diff)).toBe(false);
    },
  );
});

describe.each(testDatabaseKinds())("PDF visual regression (%s)", (kind) => {
  let t: TestApp;
  let client: Client;
  let doc: ResumeDocument;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const user = await newUser(t);
    client = user.client;
    await setEntitlement(t, user.userId, { isPaid: true, plan: "pro", cvLeft: 5 });
    const sample = JSON.parse(await readFile(JSON_RESUME_SAMPLE, "utf8"));
    const imported = await client.json<ResumeDocument>("/api/cv/import", {
      json: { format: "json-resume", data: sample },
    });
    expect(imported.status).toBe(201);
    const updated = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: imported.body.id, updated_at: imported.body.updated_at, full_name: NAME },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    doc = updated.body;
  });
  afterAll(() => t.close());

  async function pageOne(template: string, props: Record<string, string> = {}) {
    const response = await client.request("/api/download/pdf", {
      json: { id: doc.id, template, props: { pageSize: "A4", ...props } },
    });
    expect(response.status).toBe(200);
    return firstPagePng(new Uint8Array(await response.arrayBuffer()));
  }

  it.each(templateIds)("%s: page 1 matches its baseline", async (template) => {
    await matchBaseline(template, await pageOne(template));
  });

  it.skipIf(UPDATE)("notices a changed design: another accent is outside the tolerance", async () => {
    const baseline = await readFile(join(BASELINES, "modern.png"));
    const recoloured = await pageOne("modern", { accent: "#cc2200" });
    expect(withinTolerance(difference(await raster(recoloured), await raster(baseline)))).toBe(false);
    // And a smaller change: the classic design's headings and rules in another colour.
    const classic = await readFile(join(BASELINES, "classic.png"));
    const changed = await pageOne("classic", { accent: "#00aa00" });
    expect(withinTolerance(difference(await raster(changed), await raster(classic)))).toBe(false);
  });
});
