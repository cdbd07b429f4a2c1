import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import { DEBOUNCE_MS, JobRunner, makeJob } from "./job-runner";

// The runner with real jobs written here (they stand for saves) and fake time.
describe("job runner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("debounces: a burst of edits is one save, 300 ms after the last", async () => {
    const runner = new JobRunner(() => {});
    let runs = 0;
    let pending = true;
    const job = runner.add(
      makeJob(
        "a",
        () => pending,
        async () => {
          runs++;
          pending = false;
        },
      ),
    );
    for (let i = 0; i < 5; i++) {
      runner.touch(job);
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    }
    expect(runs).toBe(0);
    expect(runner.busy()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    expect(runner.busy()).toBe(false);
  });

  it("never runs a job twice at once, and runs it again when asked meanwhile", async () => {
    const runner = new JobRunner(() => {});
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = runner.add(
      makeJob(
        "a",
        () => true,
        async () => {
          active++;
          most = Math.max(most, active);
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          active--;
        },
      ),
    );
    runner.touch(job, 0);
    await vi.advanceTimersByTimeAsync(10);
    runner.touch(job, 0);
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    runner.dispose();
  });

  it("retries a failed save with backoff and says so, until it works", async () => {
    const runner = new JobRunner(() => {});
    let calls = 0;
    let done = false;
    const job = runner.add(
      makeJob(
        "a",
        () => !done,
        async () => {
          calls++;
          if (calls < 3) throw new ApiError(503, "unavailable", "Try later.");
          done = true;
        },
      ),
    );
    runner.touch(job, 0);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.failure).toEqual({ kind: "retrying" });
    await vi.advanceTimersByTimeAsync(998);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(3);
    expect(job.failure).toBeNull();
  });

  it("does not retry a refusal until the user changes something", async () => {
    const runner = new JobRunner(() => {});
    let calls = 0;
    const job = runner.add(
      makeJob(
        "a",
        () => true,
        async () => {
          calls++;
          throw new ApiError(400, "bad_request", "Use the MM/YYYY format.");
        },
      ),
    );
    runner.touch(job, 0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    expect(job.failure).toEqual({ kind: "rejected", message: "Use the MM/YYYY format." });
    runner.touch(job);
    expect(job.failure).toBeNull();
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(calls).toBe(2);
  });

  it("retries at once when the browser is back online", async () => {
    const runner = new JobRunner(() => {});
    let calls = 0;
    const job = runner.add(
      makeJob(
        "a",
        () => calls < 2,
        async () => {
          calls++;
          if (calls === 1) throw new ApiError(0, "network", "No connection.");
        },
      ),
    );
    runner.touch(job, 0);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.failure).toEqual({ kind: "offline" });
    runner.retryFailed();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(job.failure).toBeNull();
  });
});
