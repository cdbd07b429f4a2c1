import { describe, expect, it } from "vitest";
import { feedbackReady } from "../feedback.ts";
import { feedbackPayload } from "./feedback.ts";

describe("feedbackReady (spec §5: when Send is enabled)", () => {
  it("needs a trimmed email of 5+ characters and a trimmed message of 10+", () => {
    expect(feedbackReady("a@b.c", "0123456789")).toBe(true);
    expect(feedbackReady("a@b.", "0123456789")).toBe(false);
    expect(feedbackReady("  a@b  ", "0123456789")).toBe(false);
    expect(feedbackReady("a@b.c", "  012345678  ")).toBe(false);
    expect(feedbackReady("", "")).toBe(false);
  });
});

describe("feedbackPayload", () => {
  it("trims what it keeps", () => {
    expect(feedbackPayload.parse({ email: "  ann@example.com ", message: "  Hello there, team  " })).toEqual({
      email: "ann@example.com",
      message: "Hello there, team",
    });
  });

  it("refuses a 5-character text that is not an email address, and unknown fields", () => {
    expect(feedbackPayload.safeParse({ email: "abcde", message: "long enough message" }).success).toBe(false);
    expect(
      feedbackPayload.safeParse({ email: "ann@example.com", message: "long enough message", user_id: "x" })
        .success,
    ).toBe(false);
  });
});
