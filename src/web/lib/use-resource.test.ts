import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { type ResourceState, reloadResource, setResource, subscribeResource } from "./use-resource.ts";

/** A load the test answers when it chooses, counting how often it was asked. */
function deferredLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

function listen() {
  const heard: ResourceState<unknown>[] = [];
  return { heard, listener: (snapshot: ResourceState<unknown>) => heard.push(snapshot) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the resource cache under useResource", () => {
  it("shares one load between two components showing the same key", async () => {
    const { load, pending } = deferredLoads<string>();
    const first = listen();
    const second = listen();
    const stopFirst = subscribeResource("share", load, first.listener);
    const stopSecond = subscribeResource("share", load, second.listener);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve("catalogue");
    await settle();
    expect(first.heard.at(-1)).toEqual({ state: "ready", data: "catalogue" });
    expect(second.heard.at(-1)).toEqual({ state: "ready", data: "catalogue" });
    stopFirst();
    stopSecond();
  });

  it("loads afresh once nothing shows the key any more", async () => {
    const { load, pending } = deferredLoads<number>();
    const stop = subscribeResource("fresh", load, () => undefined);
    pending[0]!.resolve(1);
    await settle();
    stop();
    const again = listen();
    const stopAgain = subscribeResource("fresh", load, again.listener);
    expect(pending).toHaveLength(2);
    expect(again.heard).toEqual([{ state: "loading" }]);
    stopAgain();
  });

  it("says a failure with the server's message, and loads again on reload", async () => {
    const { load, pending } = deferredLoads<string>();
    const shown = listen();
    const stop = subscribeResource("fails", load, shown.listener);
    pending[0]!.reject(new ApiError(500, "internal", "The designs are not there."));
    await settle();
    expect(shown.heard.at(-1)).toMatchObject({ state: "failed", message: "The designs are not there." });
    reloadResource("fails");
    expect(shown.heard.at(-1)).toEqual({ state: "loading" });
    pending[1]!.resolve("back");
    await settle();
    expect(shown.heard.at(-1)).toEqual({ state: "ready", data: "back" });
    stop();
  });

  it("keeps the data shown when a refresh behind it fails", async () => {
    const { load, pending } = deferredLoads<string>();
    const shown = listen();
    const stop = subscribeResource("poll", load, shown.listener);
    pending[0]!.resolve("list");
    await settle();
    reloadResource("poll", true);
    expect(shown.heard.at(-1)).toEqual({ state: "ready", data: "list" });
    pending[1]!.reject(new Error("offline"));
    await settle();
    expect(shown.heard.at(-1)).toEqual({ state: "ready", data: "list" });
    stop();
  });

  it("drops an older answer that lands after a newer load or a write", async () => {
    const { load, pending } = deferredLoads<string>();
    const shown = listen();
    const stop = subscribeResource("order", load, shown.listener);
    reloadResource("order");
    pending[1]!.resolve("newer");
    pending[0]!.resolve("older");
    await settle();
    expect(shown.heard.at(-1)).toEqual({ state: "ready", data: "newer" });
    reloadResource("order", true);
    setResource("order", "saved");
    pending[2]!.resolve("before the save");
    await settle();
    expect(shown.heard.at(-1)).toEqual({ state: "ready", data: "saved" });
    stop();
  });

  it("tells nobody of an answer that lands after the page left", async () => {
    const { load, pending } = deferredLoads<string>();
    const shown = listen();
    const stop = subscribeResource("left", load, shown.listener);
    stop();
    pending[0]!.resolve("late");
    await settle();
    expect(shown.heard).toEqual([{ state: "loading" }]);
  });
});
