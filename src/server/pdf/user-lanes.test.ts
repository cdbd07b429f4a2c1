import { describe, expect, it } from "vitest";
import { createUserLanes, LANE_FULL } from "./user-lanes.ts";

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("user lanes", () => {
  it("runs one task per owner at a time, in order; other owners run alongside", async () => {
    const lanes = createUserLanes({ maxWaiting: 2 });
    const started: string[] = [];
    const first = deferred();
    const task = (name: string, result: Promise<string>) => () => {
      started.push(name);
      return result;
    };
    const a1 = lanes.run("a", task("a1", first.promise));
    const a2 = lanes.run("a", task("a2", Promise.resolve("a2")));
    const b1 = lanes.run("b", task("b1", Promise.resolve("b1")));
    expect(started).toEqual(["a1", "b1"]);
    expect(lanes.load("a")).toBe(2);
    first.resolve("a1");
    expect(await Promise.all([a1, a2, b1])).toEqual(["a1", "a2", "b1"]);
    expect(started).toEqual(["a1", "b1", "a2"]);
    expect(lanes.load("a")).toBe(0);
  });

  it("refuses with 429 past maxWaiting, and drops a waiting task whose request is gone", async () => {
    const lanes = createUserLanes({ maxWaiting: 1 });
    const first = deferred();
    const running = lanes.run("a", () => first.promise);
    const controller = new AbortController();
    let ran = false;
    const waiting = lanes.run(
      "a",
      async () => {
        ran = true;
        return "never";
      },
      controller.signal,
    );
    await expect(lanes.run("a", async () => "x")).rejects.toMatchObject({
      code: "rate_limited",
      message: LANE_FULL,
    });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: "rate_limited" });
    first.resolve("done");
    expect(await running).toBe("done");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toBe(false);
    expect(lanes.load("a")).toBe(0);
  });
});
