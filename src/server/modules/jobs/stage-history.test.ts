import { describe, expect, it } from "vitest";
import { CORRECTION_WINDOW_MS, firstStage, MAX_STAGE_CHANGES, withStage } from "./stage-history.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 4, 4, 9, 0) + minutes * 60_000);
const statuses = (history: { status: string }[]) => history.map((change) => change.status);

describe("a job's stage history", () => {
  const saved = firstStage("saved", at(0));

  it("starts with the stage the job was saved in, dated", () => {
    expect(saved).toEqual([{ status: "saved", at: "2026-05-04T09:00:00.000Z" }]);
  });

  it("adds each move with its time; the same stage again is no move", () => {
    const applied = withStage(saved, "applied", at(5));
    expect(applied).toEqual([...saved, { status: "applied", at: "2026-05-04T09:05:00.000Z" }]);
    expect(withStage(applied, "applied", at(9))).toBe(applied);
    expect(statuses(withStage(applied, "interviewing", at(60 * 24)))).toEqual([
      "saved",
      "applied",
      "interviewing",
    ]);
  });

  it("a move within the window corrects the last one; moving back removes it; the saved date stays", () => {
    const applied = withStage(saved, "applied", at(5));
    const passedThrough = withStage(
      applied,
      "interviewing",
      new Date(at(5).getTime() + CORRECTION_WINDOW_MS - 1),
    );
    expect(passedThrough).toEqual([...saved, { status: "interviewing", at: "2026-05-04T09:05:59.999Z" }]);
    expect(withStage(passedThrough, "saved", at(6))).toEqual(saved);
    // The first entry is never corrected away, however soon the move.
    expect(statuses(withStage(saved, "applied", at(0)))).toEqual(["saved", "applied"]);
  });

  it("keeps the newest MAX_STAGE_CHANGES entries", () => {
    let history = saved;
    for (let i = 1; i <= MAX_STAGE_CHANGES + 5; i++)
      history = withStage(history, i % 2 ? "applied" : "saved", at(i * 10));
    expect(history).toHaveLength(MAX_STAGE_CHANGES);
    expect(history.at(-1)?.at).toBe(at((MAX_STAGE_CHANGES + 5) * 10).toISOString());
  });
});
