import { describe, expect, it } from "vitest";
import { fromJsonResume } from "../server/modules/import-export/json-resume/json-resume.ts";
import { splitHighlights } from "../server/modules/import-export/json-resume/json-resume-values.ts";
import {
  cutAtWord,
  dropSpaceBefore,
  joinLines,
  trimChars,
  trimEndChars,
  trimStartChars,
} from "./linear-text.ts";

/** Milliseconds `run` takes. */
function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const RUN = 1_000_000;

describe("linear text clean-ups", () => {
  it("trim runs of the given characters at either end only", () => {
    expect(trimEndChars("Led it,;:", ",;:")).toBe("Led it");
    expect(trimEndChars("a,b", ",")).toBe("a,b");
    expect(trimStartChars("//a/b", "/")).toBe("a/b");
    expect(trimChars("--a-b--", "-")).toBe("a-b");
    expect(trimChars("----", "-")).toBe("");
    expect(trimChars("", "-")).toBe("");
  });

  it("drop the whitespace right before a mark and nowhere else", () => {
    expect(dropSpaceBefore("Led it , then \t.", ",.")).toBe("Led it, then.");
    expect(dropSpaceBefore("  , a  ", ",")).toBe(", a  ");
    // ".NET", ".5": a mark that starts a word keeps the space before it.
    expect(dropSpaceBefore("C# and .NET 3.5 , SQL", ",.")).toBe("C# and .NET 3.5, SQL");
    expect(dropSpaceBefore("a ; b", ",")).toBe("a ; b");
  });

  it("join the non-blank lines, trimmed", () => {
    expect(joinLines("  2712 Broadway St \n\n \t\n Apt 3 ", ", ")).toBe("2712 Broadway St, Apt 3");
    expect(joinLines("one line", ", ")).toBe("one line");
  });

  it("cut a long text after its last whole word, never inside a surrogate pair", () => {
    expect(cutAtWord("short", 10)).toBe("short");
    expect(cutAtWord("Tools: Excel, Power BI, Tableau", 24)).toBe("Tools: Excel, Power BI");
    expect(cutAtWord("Tools: Excel, Power BI, Tableau", 23)).toBe("Tools: Excel, Power BI");
    expect(cutAtWord("abcdefghij", 4)).toBe("abcd");
    expect(cutAtWord(`ab${"\u{1F600}"}`, 3)).toBe("ab");
    expect(cutAtWord(`x${" ".repeat(50)}y`, 20)).toBe("x");
  });

  it("take well under a second on a million-character run, where the regexes took minutes", () => {
    const spaces = " ".repeat(RUN);
    expect(timed(() => trimEndChars(`${",".repeat(RUN)}x,`, ","))).toBeLessThan(500);
    expect(timed(() => dropSpaceBefore(`a${spaces}b${spaces},`, ","))).toBeLessThan(500);
    expect(timed(() => joinLines(`x${spaces}y\nz`, ", "))).toBeLessThan(500);
    expect(timed(() => cutAtWord(`x${spaces}y`, RUN - 10))).toBeLessThan(500);
  });

  it("keep JSON Resume import and export linear past the import schema's limits", () => {
    const address = `x${" ".repeat(RUN)}y\nz`;
    expect(timed(() => fromJsonResume({ basics: { location: { address, city: address } } }))).toBeLessThan(
      500,
    );
    expect(timed(() => splitHighlights(`*\n${"\t".repeat(RUN)}*\n`))).toBeLessThan(500);
    expect(splitHighlights("Intro\n  - Led it \n-not a bullet\n* \n• Shipped").highlights).toEqual([
      "Led it",
      "Shipped",
    ]);
  });
});
