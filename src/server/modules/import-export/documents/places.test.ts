import { describe, expect, it } from "vitest";
import { looksLikePlace } from "./places.ts";
import { resumeFromLines } from "./resume-from-lines.ts";
import type { SourceLine } from "./source-lines.ts";

// Places as resumes print them. Every line here is made up for the rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });

describe("places", () => {
  it("reads a city with a state's name after it as a place", () => {
    expect(looksLikePlace("Austin, Texas")).toBe(true);
    expect(looksLikePlace("Port Elm, New Mexico")).toBe(true);
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      line("jordan.vale@example.org  Port Elm, Texas", {
        size: 10,
        parts: ["jordan.vale@example.org", "Port Elm, Texas"],
      }),
    ]);
    expect(resume.basics.location).toEqual({ city: "Port Elm", region: "Texas" });
  });

  it("takes no degree before a place for a place: a part of more than four words", () => {
    expect(looksLikePlace("Master of Science in Physics, Lakeview, Westshire, USA")).toBe(false);
    expect(looksLikePlace("Lakeview, Westshire, USA")).toBe(true);
  });
});
