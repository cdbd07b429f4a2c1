import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import {
  assertSeparatePrefixes,
  type FileStorage,
  storageKeySegments,
  storagePrefixSegments,
} from "./file-storage.ts";

/** Files under one folder (DATA_DIR/uploads): the key is the path below it. */
export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  // The key check already keeps paths inside; this second check guards against a future
  // change to that check, since a path outside the root would be a way into the server's disk.
  const inside = (segments: string[]) => {
    const path = join(root, ...segments);
    if (!path.startsWith(root + sep)) throw new Error(`unsafe storage path: ${path}`);
    return path;
  };
  const fileOf = (key: string) => inside(storageKeySegments(key));
  const folderOf = (prefix: string) => inside(storagePrefixSegments(prefix));

  return {
    kind: "local",
    async put(key, bytes) {
      const path = fileOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(folderOf(prefix), { recursive: true, force: true });
    },
    async move(fromPrefix, toPrefix) {
      assertSeparatePrefixes(fromPrefix, toPrefix);
      const from = folderOf(fromPrefix);
      const to = folderOf(toPrefix);
      const files = await filesUnder(from);
      for (const file of files) {
        const target = join(to, relative(from, file));
        await mkdir(dirname(target), { recursive: true });
        await rename(file, target);
      }
      await rm(from, { recursive: true, force: true });
    },
  };
}

/** Every file below a folder, at any depth; none when the folder does not exist. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}
