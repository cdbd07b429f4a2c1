import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordWeaknesses } from "./password-policy.ts";

describe("passwordWeaknesses", () => {
  it("accepts a long mixed password", () => {
    expect(passwordWeaknesses("correct-horse-42")).toEqual([]);
    expect(passwordWeaknesses("correct-horse-42", "ada@example.com")).toEqual([]);
  });

  it("asks for at least 8 characters", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordWeaknesses("abc-123")).toEqual(["use at least 8 characters"]);
    expect(passwordWeaknesses("abcd-123")).toEqual([]);
  });

  it("asks for at most 128 characters", () => {
    expect(MAX_PASSWORD_LENGTH).toBe(128);
    expect(passwordWeaknesses(`a1${"x".repeat(126)}`)).toEqual([]);
    expect(passwordWeaknesses(`a1${"x".repeat(127)}`)).toEqual(["use at most 128 characters"]);
  });

  it("asks to mix letters with digits or symbols", () => {
    expect(passwordWeaknesses("onlyletters")).toEqual(["mix letters with digits or symbols"]);
    expect(passwordWeaknesses("8675309123")).toEqual(["mix letters with digits or symbols"]);
    expect(passwordWeaknesses("letters and spaces")).toEqual([]);
  });

  it("refuses common passwords whatever their case", () => {
    expect(passwordWeaknesses("Password123")).toEqual(["avoid a commonly used password"]);
    expect(passwordWeaknesses("password")).toEqual([
      "mix letters with digits or symbols",
      "avoid a commonly used password",
    ]);
  });

  it("refuses a password containing the email's local part (4+ characters)", () => {
    expect(passwordWeaknesses("my-Jonathan-pw", "jonathan@example.com")).toEqual([
      "do not include your email address",
    ]);
    // A short local part would flag too many passwords, so it is not checked.
    expect(passwordWeaknesses("bob-secret-9", "bob@example.com")).toEqual([]);
  });

  it("lists every reason at once", () => {
    expect(passwordWeaknesses("short")).toEqual([
      "use at least 8 characters",
      "mix letters with digits or symbols",
    ]);
  });
});
