import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// Generated samples live outside git, in node_modules/.cache/import-set/<engine>/, named by a
// hash of what made them (the generator's sources and the corpus file), so a repeated run reads
// them back and a changed layout or resume is printed again.

const ROOT = process.cwd();
export const CACHE_DIR = path.join(ROOT, "node_modules/.cache/import-set");

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (name.endsWith(".test.ts") ? [] : filesUnder(path.join(entry, name))));
}

const hashes = new Map<string, string>();

/** A short hash of the files (and folders) named, relative to the repository, memoised per run. */
export function sourcesHash(entries: readonly string[]): string {
  const id = entries.join("\n");
  const known = hashes.get(id);
  if (known) return known;
  const hash = createHash("sha256");
  for (const file of entries.flatMap(filesUnder))
    hash.update(file).update(readFileSync(path.join(ROOT, file)));
  const digest = hash.digest("hex").slice(0, 16);
  hashes.set(id, digest);
  return digest;
}

export const fileHash = (file: string) =>
  createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);

export interface CacheSlot {
  engine: string;
  resume: string;
  extension: string;
  /** What made the sample: any change gives a new file. */
  key: string;
}

const slotPath = (slot: CacheSlot) =>
  path.join(CACHE_DIR, slot.engine, `${slot.resume}.${slot.key}.${slot.extension}`);

export async function readSlot(slot: CacheSlot): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await readFile(slotPath(slot)));
  } catch {
    return undefined;
  }
}

/** Writes atomically (a parallel run never reads half a file) and drops the resume's stale samples. */
export async function writeSlot(slot: CacheSlot, bytes: Uint8Array): Promise<void> {
  const file = slotPath(slot);
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  const current = path.basename(file);
  for (const name of await readdir(dir)) {
    const stale =
      name.startsWith(`${slot.resume}.`) && name.endsWith(`.${slot.extension}`) && name !== current;
    if (stale) await rm(path.join(dir, name), { force: true });
  }
}
