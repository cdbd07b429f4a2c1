import { describe, expect, it } from "vitest";
import { lineRange } from "./field-jump";

describe("lineRange: where a finding's line is in the text now", () => {
  const text = "Intro\n\n- Responsible for the close\n- Cut errors by 40%";

  it("selects the stored line when it still says what was quoted", () => {
    const [start, end] = lineRange(text, 2, "Responsible for the close") ?? [0, 0];
    expect(text.slice(start, end)).toBe("- Responsible for the close");
  });

  it("finds the line by its words when lines moved since the check", () => {
    const moved = `- Cut errors by 40%\n${text}`;
    const [start, end] = lineRange(moved, 0, "Responsible for the close") ?? [0, 0];
    expect(moved.slice(start, end)).toBe("- Responsible for the close");
  });

  it("gives up when the line is gone", () => {
    expect(lineRange(text, 2, "Handled payroll")).toBeNull();
  });
});
