import { describe, expect, it } from "vitest";
import { createReadingBudget, readingBudgetMessage } from "./reading-budget.ts";

describe("reading budget", () => {
  it("refuses an owner once their window's time is used, until the window is over", () => {
    let now = 1_000_000;
    const budget = createReadingBudget({ budgetMs: 60_000, windowMs: 600_000, now: () => now });
    budget.check("a");
    budget.charge("a", 59_000);
    budget.check("a");
    budget.charge("a", 5_000);
    now += 60_000;
    expect(() => budget.check("a")).toThrow(
      expect.objectContaining({
        code: "rate_limited",
        message: readingBudgetMessage(60_000, 600_000),
        retryAfterSeconds: 540,
      }),
    );
    budget.check("b");
    now += 540_000;
    budget.check("a");
  });

  it("says how much reading time there is", () => {
    expect(readingBudgetMessage(60_000, 600_000)).toMatch(/\(60 seconds every 10 minutes\)/);
  });
});
