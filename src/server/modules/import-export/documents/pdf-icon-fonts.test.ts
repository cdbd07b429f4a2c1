import { describe, expect, it } from "vitest";
import { isIconFont } from "./pdf-icon-fonts.ts";
import {
  closedUpInSpacedRun,
  withLostLigatures,
  withoutLetterSpacing,
  withRangeDashes,
} from "./pdf-text-repair.ts";

describe("isIconFont", () => {
  it("knows icon fonts by their family names, subset prefix or not", () => {
    expect(isIconFont("ABCDEF+FontAwesome5Free-Solid")).toBe(true);
    expect(isIconFont("Phosphor-Bold")).toBe(true);
    expect(isIconFont("MaterialIcons-Regular")).toBe(true);
    expect(isIconFont("XYZABC+MarVoSym")).toBe(true);
  });

  it("leaves text fonts alone", () => {
    expect(isIconFont("ABCDEF+Lato-Regular")).toBe(false);
    expect(isIconFont("SourceSans3-Bold")).toBe(false);
    expect(isIconFont("LMRoman10-Regular")).toBe(false);
  });
});

describe("withoutLetterSpacing", () => {
  it("closes up letter-spaced words", () => {
    expect(withoutLetterSpacing("S U M M A R Y")).toBe("SUMMARY");
    expect(withoutLetterSpacing("A N N")).toBe("ANN");
    expect(withoutLetterSpacing("m a r y . r o e@ex a m p le . o r g")).toBe("mary.roe@example.org");
    expect(withoutLetterSpacing("W O R K  H I S T O R Y")).toBe("WORK HISTORY");
  });

  it("leaves ordinary text with a few one-letter words alone", () => {
    expect(withoutLetterSpacing("I led a team of 5")).toBe("I led a team of 5");
    expect(withoutLetterSpacing("C and R")).toBe("C and R");
  });
});

describe("withLostLigatures", () => {
  it("reads a character-less ligature between letters as fi, and drops it elsewhere", () => {
    const nul = String.fromCharCode(0);
    expect(withLostLigatures(`Pro${nul}le`)).toBe("Profile");
    expect(withLostLigatures(`Certi${nul}${nul}ed`)).toBe("Certified");
    expect(withLostLigatures(`${nul} Home`)).toBe(" Home");
  });
});

describe("withRangeDashes", () => {
  it("puts back the dash a soft hyphen carried between two dates", () => {
    expect(withRangeDashes("Oct. 2019 Feb. 2021")).toBe("Oct. 2019 – Feb. 2021");
    expect(withRangeDashes("March 2020 Present")).toBe("March 2020 – Present");
  });

  it("leaves a range with its dash, and other text, alone", () => {
    expect(withRangeDashes("Oct 2019 – Feb 2021")).toBe("Oct 2019 – Feb 2021");
    expect(withRangeDashes("Won the May 2019 award")).toBe("Won the May 2019 award");
  });
});

describe("closedUpInSpacedRun", () => {
  it("closes up a short word of single letters set apart, as the run beside it is", () => {
    expect(closedUpInSpacedRun("M D")).toBe("MD");
    expect(closedUpInSpacedRun("J r .")).toBe("Jr.");
  });

  it("leaves words of several letters alone", () => {
    expect(closedUpInSpacedRun("MD PhD")).toBe("MD PhD");
  });
});
