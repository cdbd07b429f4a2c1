import { deflateSync, inflateSync, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import { listZip, readZipEntries, zipKind } from "./zip-archive.ts";

const LIMITS = { entryBytes: 1024 * 1024, totalBytes: 2 * 1024 * 1024, what: "test archive" };

/** Rewrites what the central directory declares for `name`: a lying archive. */
function declare(zip: Uint8Array, name: string, size: number, method: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  for (let at = 0; at + 46 < bytes.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)) === name) {
      view.setUint32(at + 24, size, true);
      view.setUint16(at + 10, method, true);
      return bytes;
    }
  }
  throw new Error(`no entry ${name}`);
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("zipKind", () => {
  it("tells a Word document, a LinkedIn export and another ZIP apart", () => {
    expect(zipKind(zipSync({ "word/document.xml": strToU8("<w:document/>") }))).toBe("docx");
    expect(zipKind(zipSync({ "Basic_LinkedInDataExport/POSITIONS.CSV": strToU8("Company Name\n") }))).toBe(
      "linkedin",
    );
    expect(zipKind(zipSync({ "content.xml": strToU8("<office/>") }))).toBe("other");
  });

  it("refuses bytes that only start like a ZIP", () => {
    const error = refusal(() => zipKind(strToU8("PK\u0003\u0004 not really a zip at all")));
    expect(error.code).toBe("bad_request");
    expect(error.message).toBe("This file is damaged: its ZIP structure cannot be read.");
  });
});

describe("readZipEntries", () => {
  it("inflates the entries asked for", () => {
    const zip = zipSync({ "a.txt": strToU8("alpha".repeat(1000)), "b.txt": strToU8("beta") });
    const files = readZipEntries(zip, listZip(zip), LIMITS);
    expect(new TextDecoder().decode(files.get("b.txt"))).toBe("beta");
    expect(files.get("a.txt")?.length).toBe(5000);
  });

  it("refuses an entry that declares more than the limit, before inflating it", () => {
    const zip = zipSync({ "big.xml": new Uint8Array(LIMITS.entryBytes + 1) });
    const error = refusal(() => readZipEntries(zip, listZip(zip), LIMITS));
    expect(error.code).toBe("bad_request");
    expect(error.message).toBe("This test archive is too large to read: big.xml unpacks to more than 1 MB.");
  });

  it("refuses entries that together declare more than the total limit", () => {
    const part = new Uint8Array(LIMITS.entryBytes);
    const zip = zipSync({ "1.xml": part, "2.xml": part, "3.xml": part });
    expect(refusal(() => readZipEntries(zip, listZip(zip), LIMITS)).message).toBe(
      "This test archive is too large to read: its files unpack to more than 2 MB.",
    );
  });

  it("stops a bomb that declares a small size as soon as it passes it", () => {
    const bomb = deflateSync(new Uint8Array(20 * 1024 * 1024), { level: 9 });
    // The deflate stream is stored as-is, then declared deflated (method 8) and 1,000 bytes long.
    const zip = declare(zipSync({ "bomb.xml": [bomb, { level: 0 }] }), "bomb.xml", 1000, 8);
    // Best of five of each: a test file running beside this one on another worker takes turns
    // on the cores, and unlucky turns must not decide the ratio (best of three failed once in CI).
    const fastest = (work: () => void) =>
      Math.min(
        ...[1, 2, 3, 4, 5].map(() => {
          const started = performance.now();
          work();
          return performance.now() - started;
        }),
      );
    const inflatingAll = fastest(() => inflateSync(bomb));
    const refusing = fastest(() => refusal(() => readZipEntries(zip, listZip(zip), LIMITS)));
    const error = refusal(() => readZipEntries(zip, listZip(zip), LIMITS));
    expect(error.message).toBe("This test archive is damaged: its ZIP structure cannot be read.");
    expect(refusing).toBeLessThan(inflatingAll / 5);
  });

  it("refuses an archive with more entries than are ever read", () => {
    const files = Object.fromEntries(
      Array.from({ length: 5001 }, (_, i) => [`f${i}.txt`, new Uint8Array(0)]),
    );
    expect(refusal(() => listZip(zipSync(files), "LinkedIn export")).message).toBe(
      "This LinkedIn export holds 5001 files; at most 5000 are read.",
    );
  });
});
