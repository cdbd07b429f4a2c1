import { Inflate } from "fflate";
import { AppError } from "../../../lib/app-error.ts";

// A bounded ZIP reader for uploads (a Word document and a LinkedIn export are both ZIPs). The
// central directory is read first, so the entry count and every declared size are checked
// before anything is inflated; inflating then counts the real output as it streams, because a
// declared size can lie and a 1 MB deflate bomb holds ~1 GB of zeros (2 s of CPU to inflate).

export interface ZipEntry {
  name: string;
  /** The uncompressed size the archive declares (checked again while inflating). */
  size: number;
  method: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
}

export interface ZipLimits {
  /** The most bytes one read entry may inflate to. */
  entryBytes: number;
  /** The most bytes all read entries together may inflate to. */
  totalBytes: number;
  /** What the archive is, for messages: "Word document", "LinkedIn export". */
  what: string;
}

const MAX_ENTRIES = 5000;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes fed to the inflater at a time. Deflate expands at most ~1032:1, so a step
 * of (bytes still allowed / 1024) cannot run far past the declared size before it is checked.
 */
const chunkFor = (allowed: number) => Math.min(64 * 1024, Math.max(1024, Math.ceil(allowed / 1024)));

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, i) => bytes[i] === byte);

const damaged = (what: string) =>
  new AppError("bad_request", `This ${what} is damaged: its ZIP structure cannot be read.`);
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The archive's entries from its central directory (nothing is inflated). */
export function listZip(bytes: Uint8Array, what = "file"): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = bytes.length - 22;
  // The end record sits in the last 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, end - 65_535);
  while (end >= lowest && u32(end) !== END_OF_DIRECTORY) end--;
  if (end < lowest) throw damaged(what);
  const count = u16(end + 10);
  let at = u32(end + 16);
  if (count === 0xffff || at === 0xffffffff) {
    throw new AppError("bad_request", `This ${what} is a ZIP64 archive, which is not read here.`);
  }
  if (count > MAX_ENTRIES) {
    throw new AppError("bad_request", `This ${what} holds ${count} files; at most ${MAX_ENTRIES} are read.`);
  }
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== DIRECTORY_ENTRY) throw damaged(what);
    const nameLength = u16(at + 28);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > bytes.length) throw damaged(what);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, nameEnd)),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      size: u32(at + 24),
      offset: u32(at + 42),
    });
    at = nameEnd + u16(at + 30) + u16(at + 32);
  }
  return entries;
}

/** The last part of an entry's path, lower-cased: "Basic_LinkedInDataExport/Profile.csv" -> "profile.csv". */
export function baseName(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1).toLowerCase();
}

/** What kind of upload a ZIP is: a Word document, a LinkedIn data export, or neither. */
export function zipKind(bytes: Uint8Array): "docx" | "linkedin" | "other" {
  const entries = listZip(bytes);
  if (entries.some((entry) => entry.name === "word/document.xml")) return "docx";
  const linkedin = new Set(["profile.csv", "positions.csv", "education.csv"]);
  return entries.some((entry) => linkedin.has(baseName(entry.name))) ? "linkedin" : "other";
}

/**
 * The entries `wanted` picks, inflated within `limits`: declared sizes are checked for all of
 * them first, then each inflation stops as soon as it passes its entry's share.
 */
export function readZipEntries(
  bytes: Uint8Array,
  entries: ZipEntry[],
  limits: ZipLimits,
): Map<string, Uint8Array> {
  let declared = 0;
  for (const entry of entries) {
    if (entry.size > limits.entryBytes) {
      throw new AppError(
        "bad_request",
        `This ${limits.what} is too large to read: ${entry.name} unpacks to more than ${megabytes(limits.entryBytes)}.`,
      );
    }
    declared += entry.size;
  }
  if (declared > limits.totalBytes) {
    throw new AppError(
      "bad_request",
      `This ${limits.what} is too large to read: its files unpack to more than ${megabytes(limits.totalBytes)}.`,
    );
  }
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) files.set(entry.name, inflateEntry(bytes, entry, limits.what));
  return files;
}

function inflateEntry(bytes: Uint8Array, entry: ZipEntry, what: string): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (entry.offset + 30 > bytes.length || view.getUint32(entry.offset, true) !== LOCAL_HEADER)
    throw damaged(what);
  const start =
    entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw damaged(what);
  if (entry.method === STORED) {
    if (data.length !== entry.size) throw damaged(what);
    return data;
  }
  if (entry.method !== DEFLATED) {
    throw new AppError(
      "bad_request",
      `This ${what} uses a ZIP compression that is not read here (${entry.name}).`,
    );
  }
  return inflateCapped(data, entry.size, what);
}

/** Inflates `data`, refusing output beyond the `size` the archive declared for it. */
function inflateCapped(data: Uint8Array, size: number, what: string): Uint8Array {
  const out = new Uint8Array(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > size) throw damaged(what);
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    let at = 0;
    do {
      const end = at + chunkFor(size - written);
      inflater.push(data.subarray(at, end), end >= data.length);
      at = end;
    } while (at < data.length);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw damaged(what);
  }
  if (written !== size) throw damaged(what);
  return out;
}
