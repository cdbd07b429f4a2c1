import { describe, expect, it } from "vitest";
import { parseIdentifier } from "./identifier.ts";

describe("parseIdentifier", () => {
  it("recognises an email address, trimmed and lower-cased", () => {
    expect(parseIdentifier("  Ada.Lovelace@Example.COM ")).toEqual({
      kind: "email",
      email: "ada.lovelace@example.com",
    });
    expect(parseIdentifier("a+tag@sub.example.org")).toEqual({
      kind: "email",
      email: "a+tag@sub.example.org",
    });
  });

  it("recognises a phone number and strips its separators", () => {
    expect(parseIdentifier("+1 (415) 555-0100")).toEqual({ kind: "phone", phone: "+14155550100" });
    expect(parseIdentifier("030.1234.5678")).toEqual({ kind: "phone", phone: "03012345678" });
    expect(parseIdentifier(" 4155550100 ")).toEqual({ kind: "phone", phone: "4155550100" });
    expect(parseIdentifier("(415) 555-0100")).toEqual({ kind: "phone", phone: "4155550100" });
  });

  it.each([
    "",
    "   ",
    "ada",
    "ada@",
    "ada@example",
    "ada @example.com",
    "12345",
    "+12 34",
    "call me: 4155550100",
  ])("rejects %j", (raw) => {
    expect(parseIdentifier(raw)).toEqual({ kind: "invalid" });
  });
});
