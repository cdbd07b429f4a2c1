import { describe, expect, it } from "vitest";
import { replaceLine } from "./improve-edits";

describe("replaceLine: an accepted suggestion in its place, and Undo", () => {
  const field = "- Responsible for the front desk\n- Cut waits from 9 to 4 minutes";

  it("replaces the line where the server said it was, keeping the others", () => {
    const result = replaceLine(field, "Responsible for the front desk", "Managed the front desk.", 2);
    expect(result?.field).toBe("- Managed the front desk.\n- Cut waits from 9 to 4 minutes");
    expect(result?.span).toEqual({ start: 2, end: 25 });
  });

  it("finds the line by its text when the field changed above it, and gives a split its marker", () => {
    const typedAbove = `- New first line\n${field}`;
    const result = replaceLine(typedAbove, "Cut waits from 9 to 4 minutes", "Cut waits.\nFrom 9 to 4.", 35);
    expect(result?.field).toBe(
      "- New first line\n- Responsible for the front desk\n- Cut waits.\n- From 9 to 4.",
    );
  });

  it("undoes by replacing the inserted text with the old line", () => {
    const accepted = replaceLine(field, "Responsible for the front desk", "Managed the front desk.", 2);
    if (!accepted) throw new Error("accepted");
    const inserted = accepted.field.slice(accepted.span.start, accepted.span.end);
    const undone = replaceLine(
      accepted.field,
      inserted,
      "Responsible for the front desk",
      accepted.span.start,
    );
    expect(undone?.field).toBe(field);
  });

  it("answers null when the line is gone", () => {
    expect(replaceLine("Something else", "Responsible for the front desk", "x", 0)).toBeNull();
  });
});
