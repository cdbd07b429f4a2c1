import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.ts";

const lockModule = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "data-dir-lock-"));
  dirs.push(dir);
  return dir;
}

/** A real second process that takes the lock and keeps it until killed. */
function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    lockDataDir(${JSON.stringify(dataDir)});
    process.stdout.write("locked\\n");
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdout?.on("data", (chunk) => {
      if (String(chunk).includes("locked")) resolvePromise(child);
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited (${code}): ${stderr}`)));
  });
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("writes this process's pid and removes the file on unlock", () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    const lockPath = join(dir, "server.lock");
    expect(readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockPath)).toBe(false);
  });

  it("creates a missing DATA_DIR", () => {
    const dir = join(tempDir(), "nested", "data");
    const unlock = lockDataDir(dir);
    expect(existsSync(join(dir, "server.lock"))).toBe(true);
    unlock();
  });

  it("refuses a folder locked by another live process, naming DATA_DIR and DATABASE_URL", async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(holder.pid));

    let message = "";
    try {
      lockDataDir(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`DATA_DIR ${resolve(dir)} is in use`);
    expect(message).toContain(`pid ${holder.pid}`);
    expect(message).toContain("DATABASE_URL");
    // The holder's lock is left alone.
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(holder.pid));
  });

  it("takes over a stale lock whose process is gone", () => {
    const dir = tempDir();
    const finished = spawnSync(process.execPath, ["-e", "process.exit(0)"]);
    const deadPid = finished.pid;
    expect(deadPid).toBeGreaterThan(0);
    writeFileSync(join(dir, "server.lock"), String(deadPid));

    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
  });

  it("takes over a lock file that holds no pid", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "server.lock"), "");
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    unlock();
  });

  it("can be taken again after the holder is killed", async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    const exited = new Promise((r) => holder.once("exit", r));
    holder.kill("SIGKILL");
    await exited;
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    unlock();
  });
});
