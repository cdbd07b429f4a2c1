import { describe, expect, it } from "vitest";
import type { SourceLine } from "./source-lines.ts";
import { withWrappedAddressesJoined } from "./wrapped-addresses.ts";

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
const texts = (lines: SourceLine[]) => withWrappedAddressesJoined(lines).map((l) => l.text);

describe("a web address wrapped at one of its hyphens", () => {
  it("goes on in the next line's one word", () => {
    expect(
      texts([line("Phone: 555-0100 | linkedin.example.com/in/ines-duarte-"), line("costa"), line("Skills")]),
    ).toEqual(["Phone: 555-0100 | linkedin.example.com/in/ines-duarte-costa", "Skills"]);
  });

  it("joins the last part of a line with parts", () => {
    const [joined] = withWrappedAddressesJoined([
      line("ines@example.org example.org/u/ines-", { parts: ["ines@example.org", "example.org/u/ines-"] }),
      line("costa"),
    ]);
    expect(joined?.parts).toEqual(["ines@example.org", "example.org/u/ines-costa"]);
  });

  it("leaves a line ending in a hyphenated word that is no address", () => {
    expect(texts([line("Designed a self-"), line("service portal")])).toEqual([
      "Designed a self-",
      "service portal",
    ]);
    expect(texts([line("example.org/u/ines-"), line("Two words")])).toEqual([
      "example.org/u/ines-",
      "Two words",
    ]);
  });
});
