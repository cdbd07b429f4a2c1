import { describe, expect, it } from "vitest";
import {
  addFlowEntry,
  cookieFromHeader,
  FLOW_BINDING_SECONDS,
  readFlowEntries,
  startedHere,
} from "./flow-binding.ts";

const SECRET = "flow-binding-test-secret";

describe("flow binding cookie", () => {
  it("remembers the email (any case) and the guest of a flow", () => {
    const value = addFlowEntry(SECRET, undefined, { email: "Ada@Example.com", guestId: "g1", signUp: false });
    expect(startedHere(SECRET, value, "ada@example.com")).toBe(true);
    expect(startedHere(SECRET, value, "ada@example.com", { guestId: "g1" })).toBe(true);
    expect(startedHere(SECRET, value, "ada@example.com", { guestId: "g2" })).toBe(false);
    expect(startedHere(SECRET, value, "eve@example.com")).toBe(false);
  });

  it("tells a sign-up from asking for a link", () => {
    const link = addFlowEntry(SECRET, undefined, { email: "a@example.com", guestId: null, signUp: false });
    expect(startedHere(SECRET, link, "a@example.com", { signUp: true })).toBe(false);
    const both = addFlowEntry(SECRET, link, { email: "a@example.com", guestId: null, signUp: true });
    expect(startedHere(SECRET, both, "a@example.com", { signUp: true })).toBe(true);
  });

  it("ignores a value signed with another secret or edited", () => {
    const value = addFlowEntry(SECRET, undefined, { email: "a@example.com", guestId: null, signUp: true });
    expect(readFlowEntries("another-secret", value)).toEqual([]);
    const [payload, signature] = value.split(".");
    const forged = Buffer.from(
      JSON.stringify([{ email: "victim@example.com", guestId: null, signUp: true, until: Date.now() + 1e6 }]),
    ).toString("base64url");
    expect(readFlowEntries(SECRET, `${forged}.${signature}`)).toEqual([]);
    expect(readFlowEntries(SECRET, `${payload}`)).toEqual([]);
    expect(readFlowEntries(SECRET, "garbage.value")).toEqual([]);
  });

  it("forgets entries after their lifetime and keeps the five newest", () => {
    const start = 1_000_000;
    let value: string | undefined;
    for (let i = 0; i < 7; i++)
      value = addFlowEntry(
        SECRET,
        value,
        { email: `u${i}@example.com`, guestId: null, signUp: false },
        start,
      );
    const entries = readFlowEntries(SECRET, value, start);
    expect(entries.map((e) => e.email)).toEqual([6, 5, 4, 3, 2].map((i) => `u${i}@example.com`));
    expect(readFlowEntries(SECRET, value, start + FLOW_BINDING_SECONDS * 1000 + 1)).toEqual([]);
  });

  it("reads one cookie of a Cookie header", () => {
    expect(cookieFromHeader("a=1; flow_binding=x.y%3D; b=2", "flow_binding")).toBe("x.y=");
    expect(cookieFromHeader("a=1", "flow_binding")).toBeUndefined();
    expect(cookieFromHeader(null, "flow_binding")).toBeUndefined();
  });
});
