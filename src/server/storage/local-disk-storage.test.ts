import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage.ts";
import { createLocalDiskStorage } from "./local-disk-storage.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: Uint8Array | null) => (value ? new TextDecoder().decode(value) : value);

describe("local disk storage", () => {
  let parent: string; // the root's parent: nothing may ever be written here
  let root: string;
  let storage: FileStorage;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), "local-storage-test-"));
    root = join(parent, "uploads");
    storage = createLocalDiskStorage(root);
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  it("keeps each key at the same relative path under its root", async () => {
    await storage.put("u1/7/photo-96.webp", bytes("small"), "image/webp");
    expect(await readFile(join(root, "u1", "7", "photo-96.webp"), "utf8")).toBe("small");
    expect(text(await storage.get("u1/7/photo-96.webp"))).toBe("small");
    await storage.put("u1/7/photo-96.webp", bytes("again"), "image/webp");
    expect(text(await storage.get("u1/7/photo-96.webp"))).toBe("again");
  });

  it("answers null for a missing file, and deleting one is fine", async () => {
    expect(await storage.get("u1/7/none-96.webp")).toBeNull();
    await storage.put("u1/file", bytes("a file"), "text/plain");
    expect(await storage.get("u1/file/below")).toBeNull(); // a file where a folder would be
    await storage.delete("u1/7/none-96.webp");
    await storage.deletePrefix("nobody/");
    await storage.move("nobody/", "somebody/");
    expect(existsSync(join(root, "somebody"))).toBe(false);
  });

  it("deletes one file, or a folder and only that folder", async () => {
    for (const key of ["u1/7/a-96.webp", "u1/7/a-192.webp", "u1/8/b-96.webp", "u2/9/c-96.webp"]) {
      await storage.put(key, bytes(key), "image/webp");
    }
    await storage.delete("u1/7/a-96.webp");
    expect(await readdir(join(root, "u1", "7"))).toEqual(["a-192.webp"]);
    await storage.deletePrefix("u1/7/");
    expect(existsSync(join(root, "u1", "7"))).toBe(false);
    expect(text(await storage.get("u1/8/b-96.webp"))).toBe("u1/8/b-96.webp");
    await storage.deletePrefix("u1/");
    expect((await readdir(root)).sort()).toEqual(["u2"]);
  });

  it("moves a folder's files to another folder, merging with what is there", async () => {
    await storage.put("guest/7/a-96.webp", bytes("seven"), "image/webp");
    await storage.put("guest/8/b-96.webp", bytes("eight"), "image/webp");
    await storage.put("member/3/c-96.webp", bytes("three"), "image/webp");
    await storage.move("guest/", "member/");
    expect(existsSync(join(root, "guest"))).toBe(false);
    expect(text(await storage.get("member/7/a-96.webp"))).toBe("seven");
    expect(text(await storage.get("member/8/b-96.webp"))).toBe("eight");
    expect(text(await storage.get("member/3/c-96.webp"))).toBe("three");
  });

  describe("refuses keys that could leave the root, and touches nothing", () => {
    const badKeys = [
      "",
      "..",
      "../escape",
      "u1/../../escape",
      "u1/./a",
      "/etc/passwd",
      "/tmp/escape",
      "u1//a",
      "u1/a/",
      "u1\\..\\escape",
      "C:/escape",
      ".hidden",
      "u1/a\0b",
      "a".repeat(901),
    ];
    it.each(badKeys)("%j", async (key) => {
      await expect(storage.put(key, bytes("x"), "text/plain")).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
      expect(await readdir(parent)).toEqual([]);
    });

    it("and prefixes: a folder must end with / and stay inside too", async () => {
      await storage.put("u1/7/a-96.webp", bytes("kept"), "image/webp");
      await writeFile(join(parent, "outside"), "kept");
      for (const prefix of ["", "/", "u1", "../", "../uploads/u1/", "/tmp/", "u1/../", "./"]) {
        await expect(storage.deletePrefix(prefix)).rejects.toThrow(/unsafe storage prefix/);
        await expect(storage.move(prefix, "u2/")).rejects.toThrow(/unsafe storage prefix/);
        await expect(storage.move("u1/", prefix)).rejects.toThrow(/unsafe storage prefix/);
      }
      expect(await readFile(join(parent, "outside"), "utf8")).toBe("kept");
      expect(text(await storage.get("u1/7/a-96.webp"))).toBe("kept");
    });
  });

  it("refuses a move into itself, which would delete what it moved", async () => {
    await storage.put("u1/7/a-96.webp", bytes("kept"), "image/webp");
    await expect(storage.move("u1/", "u1/7/")).rejects.toThrow(/one holds the other/);
    await expect(storage.move("u1/7/", "u1/")).rejects.toThrow(/one holds the other/);
    await expect(storage.move("u1/", "u1/")).rejects.toThrow(/one holds the other/);
    expect(text(await storage.get("u1/7/a-96.webp"))).toBe("kept");
  });
});
