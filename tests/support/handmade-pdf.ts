import { createHash } from "node:crypto";
import { constants, deflateRawSync } from "node:zlib";
import { Zlib } from "fflate";

// PDFs our renderer never makes, built byte by byte for the reader's tests: a password-protected
// one (PDF 1.4's standard security handler, 40-bit RC4, as old "Save as PDF with password"
// dialogs still write), one whose page is only a picture (a scan), and hostile ones (a million
// text items, a stream that inflates to a gigabyte, objects nested 100,000 deep). No tool for
// these is installed here (no qpdf, no pdf-lib), and all are small enough to write out exactly.

const latin1 = (text: string) => Buffer.from(text, "latin1");

/** A PDF of `objects` (numbered from 1; the first is the catalog) with a correct xref table. */
function assemble(objects: Buffer[], trailer = ""): Uint8Array {
  const parts: Buffer[] = [latin1("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([latin1(`${index + 1} 0 obj\n`), body, latin1("\nendobj\n")]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  parts.push(latin1(`${xref}\n`));
  return new Uint8Array(Buffer.concat(parts));
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    latin1(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    latin1("\nendstream"),
  ]);

/** A stream of `data` packed with FlateDecode, fed in pieces so that no test holds it whole. */
function flateStream(pieces: Iterable<Uint8Array>): Buffer {
  const out: Uint8Array[] = [];
  const zlib = new Zlib({ level: 1 }, (chunk) => out.push(chunk));
  for (const piece of pieces) zlib.push(piece);
  zlib.push(new Uint8Array(0), true);
  return stream("/Filter /FlateDecode", Buffer.concat(out));
}

const PAGE_TREE = [
  latin1("<< /Type /Catalog /Pages 2 0 R >>"),
  latin1("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
];

/** One Letter page that draws a 2×2 pixel image over most of the page, and no text at all. */
export function imageOnlyPdf(): Uint8Array {
  const pixels = Buffer.from([0x20, 0x20, 0x20, 0xf0, 0xf0, 0xf0, 0xf0, 0xf0, 0xf0, 0x20, 0x20, 0x20]);
  return assemble([
    ...PAGE_TREE,
    latin1(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>",
    ),
    stream("", latin1("q 500 0 0 700 56 46 cm /Im1 Do Q")),
    stream(
      "/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8",
      pixels,
    ),
  ]);
}

// The standard security handler, revision 2 (PDF 1.7 §7.6.3, algorithms 2, 3 and 4).
const PADDING = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");
const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([latin1(password), PADDING]).subarray(0, 32);

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/**
 * A one-page PDF whose text ("lines", one per line) opens only with `password`: the content
 * stream is RC4-encrypted with the file key that password gives.
 */
export function passwordPdf(lines: string[], password: string): Uint8Array {
  const id = Buffer.from("0123456789abcdef0123456789abcdef", "hex");
  const permissions = -4; // everything allowed once open
  const ownerKey = md5(padded(`${password}-owner`)).subarray(0, 5);
  const owner = rc4(ownerKey, padded(password));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const fileKey = md5(padded(password), owner, p, id).subarray(0, 5);
  const user = rc4(fileKey, PADDING);

  const contentObject = 4;
  const objectKey = md5(fileKey, Buffer.from([contentObject, 0, 0, 0, 0])).subarray(0, 10);
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 16} Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`)
    .join("\n");
  return assemble(
    [
      ...PAGE_TREE,
      latin1(
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
      ),
      stream("", rc4(objectKey, latin1(text))),
      latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
      latin1(
        `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString("hex")}> /U <${user.toString("hex")}> /P ${permissions} >>`,
      ),
    ],
    `/Encrypt 6 0 R /ID [<${id.toString("hex")}> <${id.toString("hex")}>]`,
  );
}

/** One page with a Helvetica font, `contents` as its content stream, and `extra` in its dictionary. */
function onePage(contents: Buffer, extra = ""): Uint8Array {
  return assemble([
    ...PAGE_TREE,
    latin1(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R ${extra} >>`,
    ),
    contents,
    latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ]);
}

/** `count` separately placed one-letter text items on one page (~4 bytes packed per item). */
export function textItemsPdf(count: number): Uint8Array {
  function* pieces() {
    for (let start = 0; start < count; start += 10_000) {
      const items = Array.from(
        { length: Math.min(10_000, count - start) },
        (_, i) => `BT /F1 1 Tf ${(start + i) % 600} ${(start + i) % 780} Td (w) Tj ET\n`,
      );
      yield latin1(items.join(""));
    }
  }
  return onePage(flateStream(pieces()));
}

/**
 * A page whose content stream is `megabytes` MB of spaces, packed into about a thousandth of
 * that. Packing a gigabyte takes seconds, so one megabyte is packed as a self-contained deflate
 * block (a full flush resets the window) and the block repeated, as a bomb's maker would.
 */
export function inflateBombPdf(megabytes: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  // zlib's Adler-32 of n spaces, in closed form: A = 1 + 32n, B = n + 32·n(n+1)/2 (mod 65521).
  const n = BigInt(megabytes) * 1_048_576n;
  const a = (1n + 32n * n) % 65_521n;
  const b = (n + (32n * n * (n + 1n)) / 2n) % 65_521n;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(Number((b << 16n) | a));
  const header = Buffer.from([0x78, 0xda]);
  const lastEmptyBlock = Buffer.from([0x03, 0x00]);
  const packed = Buffer.concat([
    header,
    ...Array.from({ length: megabytes }, () => block),
    lastEmptyBlock,
    checksum,
  ]);
  return onePage(stream("/Filter /FlateDecode", packed));
}

/** A readable page whose dictionary also holds arrays nested `depth` deep. */
export function deepNestingPdf(depth: number): Uint8Array {
  const text = latin1("BT /F1 12 Tf 72 700 Td (Ada Lovelace, analyst and programmer) Tj ET");
  return onePage(stream("", text), `/Deep ${"[".repeat(depth)}${"]".repeat(depth)}`);
}
