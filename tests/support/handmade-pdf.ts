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
  return onePage(stream("/Filter /FlateDecode", packedRun(megabytes, 0x20)));
}

/** A readable page whose dictionary also holds arrays nested `depth` deep. */
export function deepNestingPdf(depth: number): Uint8Array {
  const text = latin1("BT /F1 12 Tf 72 700 Td (Ada Lovelace, analyst and programmer) Tj ET");
  return onePage(stream("", text), `/Deep ${"[".repeat(depth)}${"]".repeat(depth)}`);
}

/** Content-stream lines that show `lines` in Helvetica (/F1), one under the other. */
const textLines = (lines: string[], size = 12) =>
  lines
    .map(
      (line, index) =>
        `BT /F1 ${size} Tf 72 ${720 - index * size * 1.3} Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`,
    )
    .join("\n");

/** A readable one-page PDF of `lines` (a short resume's worth of text). */
export function textPdf(lines: string[]): Uint8Array {
  return onePage(stream("", latin1(textLines(lines))));
}

/** zlib's stream of `megabytes` MB of `byte`, one full-flush block repeated (see inflateBombPdf). */
function packedRun(megabytes: number, byte: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, byte), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  // Adler-32 of n copies of `byte`, in closed form: A = 1 + byte·n, B = n + byte·n(n+1)/2.
  const n = BigInt(megabytes) * 1_048_576n;
  const b8 = BigInt(byte);
  const a = (1n + b8 * n) % 65_521n;
  const b = (n + (b8 * n * (n + 1n)) / 2n) % 65_521n;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: megabytes }, () => block),
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
}

/**
 * A readable page of `lines` that also draws one `side`×`side` grey image, packed to about a
 * thousandth of its pixels: 20,000×20,000 (400 MB of pixels) is ~400 KB. A reader that decodes
 * it holds gigabytes; one that reads text only never needs its pixels. `side`² must be a whole
 * number of MB.
 */
export function hugeImagePdf(lines: string[], side: number): Uint8Array {
  const megabytes = (side * side) / 1_048_576;
  if (!Number.isInteger(megabytes)) throw new Error("side² must be a whole number of MB");
  return assemble([
    ...PAGE_TREE,
    latin1(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 4 0 R >>",
    ),
    stream("", latin1(`q 612 0 0 792 0 0 cm /Im1 Do Q\n${textLines(lines)}`)),
    latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
    stream(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      packedRun(megabytes, 0x80),
    ),
  ]);
}

/**
 * `pages` pages, each with `linesPerPage` lines of `words` words (a document with far more text
 * than a resume, to see where reading it stops), then a page whose content stream inflates to
 * `thenBombMegabytes` MB of spaces, if given.
 */
export function manyPagesPdf(
  pages: number,
  linesPerPage: number,
  { words = 12, thenBombMegabytes = 0 } = {},
): Uint8Array {
  const line = (page: number, row: number) =>
    [`Page ${page + 1} line ${row + 1}:`, ...Array.from({ length: words }, (_, i) => `word${i}`)].join(" ");
  const total = pages + (thenBombMegabytes ? 1 : 0);
  const kids = Array.from({ length: total }, (_, i) => `${4 + i * 2} 0 R`).join(" ");
  const objects: Buffer[] = [
    latin1("<< /Type /Catalog /Pages 2 0 R >>"),
    latin1(`<< /Type /Pages /Kids [${kids}] /Count ${total} >>`),
    latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ];
  // Type small enough for every line of a page to fit on it.
  const size = Math.min(12, 700 / linesPerPage / 1.3);
  const content = (page: number) =>
    textLines(
      Array.from({ length: linesPerPage }, (_, row) => line(page, row)),
      size,
    );
  for (let page = 0; page < total; page++) {
    objects.push(
      latin1(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + page * 2} 0 R >>`,
      ),
      page < pages
        ? flateStream([latin1(content(page))])
        : stream("/Filter /FlateDecode", packedRun(thenBombMegabytes, 0x20)),
    );
  }
  return assemble(objects);
}

/**
 * A page of `lines` whose content stream also holds `count` drawing operators that draw nothing
 * (a 1×1 rectangle, no paint): ~1 byte packed each, and every one is parsed, so reading it is
 * slow however little text it has.
 */
export function busyPagePdf(lines: string[], count: number): Uint8Array {
  function* pieces() {
    yield latin1(`${textLines(lines)}\n`);
    for (let start = 0; start < count; start += 10_000) {
      yield latin1("0 0 1 1 re n\n".repeat(Math.min(10_000, count - start)));
    }
  }
  return onePage(flateStream(pieces()));
}

/**
 * A readable one-page PDF of `lines` (text and type size, one under the other) in Helvetica
 * whose encoding maps codes from 128 up to the glyph names `extraGlyphs` ("uni2010"): a way to
 * set characters Latin-1 has not, as TeX's fonts do.
 */
export function encodedTextPdf(lines: { text: string; size: number }[], extraGlyphs: string[]): Uint8Array {
  let y = 740;
  const text = lines
    .map(({ text, size }) => {
      y -= size * 1.4;
      return `BT /F1 ${size} Tf 72 ${y} Td (${text.replace(/[()\\]/g, "\\$&")}) Tj ET`;
    })
    .join("\n");
  return assemble([
    ...PAGE_TREE,
    latin1(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    ),
    stream("", latin1(text)),
    latin1(
      `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [128 ${extraGlyphs.map((name) => `/${name}`).join(" ")}] >> >>`,
    ),
  ]);
}
