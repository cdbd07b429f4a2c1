import { describe, expect, it } from "vitest";
import { readKnownDevice, rememberAccount } from "./known-device.ts";

// The known-device cookie picks the failed-attempt budget a sign-in counts against: a forged,
// edited or outdated one must count as no cookie at all (the shared per-account budget).
const SECRET = "test-secret-test-secret-test-secret-1234";

describe("known-device cookie", () => {
  it("names the accounts it signed in to, and keeps its device id across sign-ins", () => {
    const first = rememberAccount(SECRET, undefined, "account-a");
    const second = rememberAccount(SECRET, first.value, "account-b");
    const device = readKnownDevice(SECRET, second.value);
    expect(device?.accounts).toEqual(["account-b", "account-a"]);
    expect(device?.id).toBe(readKnownDevice(SECRET, first.value)?.id);
    expect(second.maxAge).toBe(90 * 24 * 60 * 60);
  });

  it("is ignored when signed with another secret, edited, or past its 90 days", () => {
    const { value } = rememberAccount(SECRET, undefined, "account-a");
    expect(readKnownDevice("another-secret-another-secret-12345678", value)).toBeUndefined();
    const [payload, signature] = value.split(".");
    const edited = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8"));
    edited.accounts.push("victim-account");
    const forged = `${Buffer.from(JSON.stringify(edited)).toString("base64url")}.${signature}`;
    expect(readKnownDevice(SECRET, forged)).toBeUndefined();
    expect(readKnownDevice(SECRET, "garbage")).toBeUndefined();
    expect(readKnownDevice(SECRET, value, Date.now() + 91 * 24 * 60 * 60 * 1000)).toBeUndefined();
  });

  it("holds at most 5 accounts, newest first", () => {
    let value: string | undefined;
    for (const account of ["a", "b", "c", "d", "e", "f"])
      value = rememberAccount(SECRET, value, account).value;
    expect(readKnownDevice(SECRET, value)?.accounts).toEqual(["f", "e", "d", "c", "b"]);
  });
});
