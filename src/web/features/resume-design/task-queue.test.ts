import { describe, expect, it } from "vitest";
import { TaskQueue } from "./task-queue";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("TaskQueue", () => {
  it("runs at most `limit` tasks at once, in order", async () => {
    const queue = new TaskQueue(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
  });

  it("drops a waiting task whose signal aborts, and keeps going after a failure", async () => {
    const queue = new TaskQueue(1);
    const gate = deferred();
    const ran: string[] = [];
    const first = queue.run(async () => {
      ran.push("first");
      await gate.promise;
      throw new Error("boom");
    });
    const controller = new AbortController();
    const dropped = queue.run(async () => void ran.push("dropped"), controller.signal);
    const last = queue.run(async () => void ran.push("last"));
    controller.abort(new Error("stale"));
    await expect(dropped).rejects.toThrow("stale");
    gate.resolve();
    await expect(first).rejects.toThrow("boom");
    await last;
    expect(ran).toEqual(["first", "last"]);
  });

  it("refuses a task whose signal has already aborted", async () => {
    const queue = new TaskQueue(1);
    const controller = new AbortController();
    controller.abort(new Error("gone"));
    let ran = false;
    const task = async () => {
      ran = true;
    };
    await expect(queue.run(task, controller.signal)).rejects.toThrow("gone");
    expect(ran).toBe(false);
  });
});
