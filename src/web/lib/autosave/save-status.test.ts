import { describe, expect, it } from "vitest";
import { classifyFailure, overallStatus, retryDelay, statusText } from "./save-status";

const idle = { inFlight: false, waiting: false, failure: null };

describe("save status", () => {
  it("says Saved when nothing is pending, Saving... while anything waits or runs", () => {
    expect(statusText(overallStatus([idle, idle]))).toBe("Saved");
    expect(statusText(overallStatus([idle, { ...idle, waiting: true }]))).toBe("Saving...");
    expect(statusText(overallStatus([{ ...idle, inFlight: true }]))).toBe("Saving...");
  });

  it("never hides a failure behind a save that worked", () => {
    const failing = { ...idle, waiting: true, failure: { kind: "retrying" as const } };
    expect(statusText(overallStatus([idle, failing, { ...idle, inFlight: true }]))).toBe(
      "Save failed - retrying",
    );
    const offline = { ...idle, failure: { kind: "offline" as const } };
    expect(statusText(overallStatus([failing, offline]))).toBe("Offline - will retry");
    expect(
      statusText(overallStatus([{ ...idle, failure: { kind: "rejected", message: "Too long." } }])),
    ).toBe("Save failed - Too long.");
  });

  it("retries what a retry can fix and stops on a refusal", () => {
    expect(classifyFailure(0, "")).toEqual({ kind: "offline" });
    expect(classifyFailure(503, "", true)).toEqual({ kind: "retrying" });
    expect(classifyFailure(503, "", false)).toEqual({ kind: "offline" });
    expect(classifyFailure(401, "")).toEqual({ kind: "retrying" });
    expect(classifyFailure(409, "")).toEqual({ kind: "retrying" });
    expect(classifyFailure(400, "Use the MM/YYYY format.")).toEqual({
      kind: "rejected",
      message: "Use the MM/YYYY format.",
    });
  });

  it("backs off 1, 2, 4 ... seconds up to 30", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
