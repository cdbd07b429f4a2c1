// Where uploaded files (resume photos) are kept: the local disk by default, an S3-compatible
// object store when S3_BUCKET is set (create-file-storage.ts). Keys are relative paths such as
// "<userId>/<resumeId>/<imageName>-96.webp"; a prefix is a folder of keys and ends with "/".

export interface FileStorage {
  /** "local" or "s3": for the boot log, not for callers to branch on. */
  readonly kind: "local" | "s3";
  /** Writes (or overwrites) one file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** One file's bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes one file; a missing file is fine. */
  delete(key: string): Promise<void>;
  /** Removes every file under the prefix; nothing there is fine. */
  deletePrefix(prefix: string): Promise<void>;
  /** Moves every file under fromPrefix to the same relative key under toPrefix. */
  move(fromPrefix: string, toPrefix: string): Promise<void>;
}

// Strict on purpose: a key becomes a path on disk, so only plain names separated by "/" are
// allowed. A part cannot start with a dot (so no "." or ".."), and no empty part means no
// leading "/" (absolute) or "//"; backslashes, drive letters and NUL are not in the alphabet.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 900;

function segmentsOf(value: string, what: "key" | "prefix"): string[] {
  const segments = value.split("/");
  const valid =
    value.length > 0 && value.length <= MAX_KEY_LENGTH && segments.every((segment) => SEGMENT.test(segment));
  if (!valid) throw new Error(`unsafe storage ${what}: ${JSON.stringify(value)}`);
  return segments;
}

/** The key's path parts; throws for a key that could leave its storage root. */
export function storageKeySegments(key: string): string[] {
  return segmentsOf(key, "key");
}

/** The prefix's path parts (it must end with "/"); throws like storageKeySegments. */
export function storagePrefixSegments(prefix: string): string[] {
  if (!prefix.endsWith("/")) throw new Error(`unsafe storage prefix: ${JSON.stringify(prefix)}`);
  return segmentsOf(prefix.slice(0, -1), "prefix");
}

/** A move within itself ("a/" to "a/b/") would delete what it moved: refused. */
export function assertSeparatePrefixes(fromPrefix: string, toPrefix: string): void {
  storagePrefixSegments(fromPrefix);
  storagePrefixSegments(toPrefix);
  if (fromPrefix.startsWith(toPrefix) || toPrefix.startsWith(fromPrefix)) {
    throw new Error(
      `cannot move ${JSON.stringify(fromPrefix)} to ${JSON.stringify(toPrefix)}: one holds the other`,
    );
  }
}
