import { describe, expect, it } from "vitest";
import { claimsTitle } from "./held-title.ts";

// A title the person has not held is never claimed (issue 33 §1); saying plainly that they have
// not held it is no claim (a thin-match letter: "I have not worked as a … before").

describe("claimsTitle", () => {
  it("reads a title said of the person as a claim", () => {
    expect(claimsTitle("Assistant Controller with 10 years in accounting.", "Assistant Controller")).toBe(
      true,
    );
    expect(claimsTitle("I worked as an Assistant Controller at Acme.", "Assistant Controller")).toBe(true);
  });

  it("does not read a denial as a claim", () => {
    expect(claimsTitle("I have not worked as an Assistant Controller before.", "Assistant Controller")).toBe(
      false,
    );
    expect(
      claimsTitle("This would be my first role as an Assistant Controller.", "Assistant Controller"),
    ).toBe(false);
    expect(claimsTitle("I haven't worked as an Assistant Controller before.", "Assistant Controller")).toBe(
      false,
    );
  });
});
