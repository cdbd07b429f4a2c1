import { describe, expect, it } from "vitest";
import { capitalizeFirst, withNameCasing } from "./name-casing.ts";

describe("names keep their casing", () => {
  it("gives a plainly written name its own casing, punctuation kept", () => {
    expect(withNameCasing("an ios engineer (jquery, .net, Ebay)")).toBe(
      "an iOS engineer (jQuery, .NET, eBay)",
    );
    expect(withNameCasing("postgresql and macos.")).toBe("PostgreSQL and macOS.");
  });

  it("leaves ordinary words and capitals it cannot be sure of", () => {
    expect(withNameCasing("Cisco IOS routers and a ph.d. in go")).toBe("Cisco IOS routers and a ph.d. in go");
  });

  it("does not capitalise a name that starts lower-case at the start of a sentence", () => {
    expect(capitalizeFirst("iOS software engineer")).toBe("iOS software engineer");
    expect(capitalizeFirst("ios software engineer")).toBe("iOS software engineer");
    expect(capitalizeFirst("eBay seller")).toBe("eBay seller");
    expect(capitalizeFirst("registered nurse")).toBe("Registered nurse");
  });
});
