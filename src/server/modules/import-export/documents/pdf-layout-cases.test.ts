import { describe, expect, it } from "vitest";
import { nameBlockFirst } from "./pdf-lines.ts";
import type { SourceLine } from "./source-lines.ts";
import { bold, columnTexts, datedEntry, run, stack, texts } from "./synthetic-page.ts";

describe("pageLines: a quote's attribution", () => {
  it("still reads indented lines as items when one line opens with a dash", () => {
    const lines = texts([
      run("Contoso", 40, 714),
      run("Answered customer calls.", 60, 700),
      run("Filed the monthly expense reports for the team.", 60, 686),
      run("Fabrikam", 40, 666),
      run("Kept the depot's books for three years running.", 60, 652),
      run("— Dana Reyes, Depot Manager", 40, 630),
    ]);
    expect(lines.filter((line) => line.bullet).map((line) => line.text)).toEqual([
      "Answered customer calls.",
      "Filed the monthly expense reports for the team.",
      "Kept the depot's books for three years running.",
      // The attribution's own dash marks it; it is read as a line of its own.
      "Dana Reyes, Depot Manager",
    ]);
  });
});

describe("pageLines: a sidebar set in bold", () => {
  it("reads a bold sidebar of name and contact details as a column, not as a table's labels", () => {
    const sidebar = ["Tomas Verde", "Lyon, France", "555 0199", "tomas@example.org", "web.example.org/tv"];
    const main = [
      "Education",
      "MSc Logistics, Rhone Institute",
      "Experience",
      "Planner, Contoso Freight",
      "Planned the weekly routes of forty trucks.",
      "Cut empty runs by a fifth in one year.",
    ];
    const side = stack(sidebar, 40, 700, 18).map((glyph) => ({ ...glyph, bold: true }));
    const texts = columnTexts([...side, ...stack(main, 220, 706, 15)]);
    expect(texts[0]?.[0]).toBe("Tomas Verde");
    expect(texts[1]?.[0]).toBe("Education");
    expect(texts[1]?.join(" ")).not.toContain("555 0199");
  });
  it("reads a sidebar set in capitals as a column, though a few of its headings name sections", () => {
    const sidebar = [
      "CONTACT",
      "PORT ELM",
      "555 0199",
      "SKILLS",
      "ROUTE PLANNING",
      "FORKLIFT",
      "STOCK CONTROL",
      "NIGHT SHIFTS",
      "LANGUAGES",
      "FRENCH",
    ];
    const main = [
      "Summary",
      "Planner of depots and night docks for ten years.",
      "Experience",
      "Planner, Contoso Freight",
      "Planned the weekly routes of forty trucks.",
      "Cut empty runs by a fifth in one year.",
    ];
    const texts = columnTexts([...stack(sidebar, 40, 700, 14, 8), ...stack(main, 220, 706, 15)]);
    expect(texts[1]?.[0]).toBe("Summary");
    expect(texts[1]?.join(" ")).not.toContain("ROUTE PLANNING");
  });
});

describe("pageLines: wrapped lines", () => {
  it("keeps a stack of addresses apart, and joins an address broken over two lines", () => {
    const lines = texts([
      run("lena@example.org", 40, 700, 10, 80),
      run("links.example.org/in/lena-", 40, 688, 10, 130),
      run("marsh", 40, 676, 10, 25),
      run("code.example.org/lmarsh", 40, 664, 10, 115),
    ]);
    expect(lines.map((line) => line.text).join(" | ")).not.toMatch(/\.org(?:links|code)/);
    expect(lines.map((line) => line.text).join(" ")).toContain("links.example.org/in/lena-marsh");
  });

  it("joins a word TeX broke at a line's end, and keeps the hyphen of a compound broken there", () => {
    const lines = texts([
      run("Taught reading at Mesa del Sol Uni-", 40, 700, 10, 330),
      run("versity for two years, then led the Mid-", 40, 688, 10, 330),
      run("Market team.", 40, 676, 10, 60),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "Taught reading at Mesa del Sol University for two years, then led the Mid-Market team.",
    ]);
  });

  it("joins a title wrapped in its cell beside the dates, but not a contact row's next line", () => {
    const lines = texts([
      run("Junior Planner, Regional Freight", 40, 700, 10, 320),
      run("Jan 2021 – Dec 2022", 400, 700, 10, 95),
      run("Operations", 40, 688, 10, 55),
      run("Contoso Freight", 40, 676, 10, 75),
      run("• Planned the weekly routes of forty trucks.", 40, 650, 10, 220),
    ]);
    expect(lines[0]?.parts).toEqual(["Junior Planner, Regional Freight Operations", "Jan 2021 – Dec 2022"]);
    const contact = texts([
      run("lena@example.org", 40, 700, 10, 80),
      run("555 0142", 135, 700, 10, 45),
      run("lenamarshall", 40, 688, 10, 60),
    ]);
    expect(contact[0]?.parts).toEqual(["lena@example.org", "555 0142"]);
  });

  it("joins a cell that ends in a word broken at its edge, however wide the gap to the dates", () => {
    const italic = (text: string, x: number, y: number, width: number) => ({
      ...run(text, x, y, 10, width),
      font: "Sans-Oblique",
    });
    const lines = texts([
      run("Account Executive, Mid-Market,", 40, 700, 10, 150),
      italic("Ridge-", 194, 700, 28),
      run("Feb 2016 – Feb 2018", 240, 700, 10, 95),
      italic("back Analytics, Dallas, TX", 40, 686, 120),
      run("Ridgeback Analytics won the regional award twice.", 40, 660, 10, 240),
    ]);
    expect(lines[0]?.parts).toEqual([
      "Account Executive, Mid-Market, Ridgeback Analytics, Dallas, TX",
      "Feb 2016 – Feb 2018",
    ]);
  });

  it("sets the rest of a word broken before a row's trailing dates before the dates", () => {
    const lines = texts([
      run("Web Developer (freelance), Free- Oct 2025 – Present", 40, 700, 10, 300),
      run("lance, Denver, CO.", 40, 686, 10, 90),
    ]);
    expect(lines[0]?.text).toBe("Web Developer (freelance), Freelance, Denver, CO. Oct 2025 – Present");
  });
});

describe("pageLines: labels and letter-spaced dates", () => {
  it("reads letter-spaced capitals as words, a space only where the gap is wider", () => {
    const letters = (text: string, x: number) =>
      [...text].map((letter, at) => run(letter, x + at * 4.6, 500, 5, 3.9));
    const lines = texts([run("2019-04", 40, 500, 8, 30), ...letters("TO", 73), ...letters("NOW", 86)]);
    expect(lines[0]?.text).toBe("2019-04 TO NOW");
  });

  it("keeps dates at a row's left edge on their entry's row, while section labels stand apart", () => {
    const lines = texts([
      bold("PROFILE", 40, 700),
      run("Planner of depots and night docks.", 200, 700),
      bold("EXPERIENCE", 40, 660),
      run("Depot work in three regions.", 200, 660),
      bold("2018 – 2020", 40, 630, 10, 55),
      bold("Shift Planner", 200, 630),
      run("Planned the shifts of a forty-person depot.", 200, 616),
    ]);
    expect(lines.map((line) => line.text)).toContain("PROFILE");
    expect(lines.find((line) => line.text.includes("Shift Planner"))?.parts).toEqual([
      "2018 – 2020",
      "Shift Planner",
    ]);
  });
  it("finds a table's padded label column, set a few points inside the name above it", () => {
    const lines = texts([
      bold("Jordan Vale", 40, 760, 20),
      run("Port Elm", 40, 740),
      bold("Profile", 43, 700),
      run("Planner of depots and night docks.", 180, 700),
      bold("Work History", 43, 660),
      bold("Shift Planner", 180, 660),
      run("Port Elm Freight", 180, 646),
    ]);
    expect(lines.map((line) => line.text)).toContain("Work History");
    expect(lines.find((line) => line.text.includes("Shift Planner"))?.text).toBe("Shift Planner");
  });
});

describe("pageLines: cells and items", () => {
  it("joins a head's first cell wrapped in the type of its last words, bold and plain mixed", () => {
    const lines = texts([
      bold("Diploma in Freight Planning", 40, 700, 12, 200),
      run("at Westshire Port", 244, 700, 12, 140),
      run("Sep 2012 – Jun 2014", 430, 700, 10, 95),
      run("College", 40, 684, 12, 45),
    ]);
    expect(lines[0]?.parts).toEqual([
      "Diploma in Freight Planning at Westshire Port College",
      "Sep 2012 – Jun 2014",
    ]);
    // An italic title under a roman employer and place is a line of its own.
    const roman = (text: string, x: number, y: number, width: number) => ({
      ...run(text, x, y, 10, width),
      font: "Serif-Regular",
    });
    const italic = texts([
      roman("Harbor Freight Institute, Port Elm, Westshire", 40, 700, 370),
      roman("04/2017 – 07/2020", 440, 700, 90),
      { ...run("Research Technician, Cold Chain Lab", 40, 688, 10, 180), font: "Serif-Italic" },
    ]);
    expect(italic).toHaveLength(2);
  });

  it("starts a new item at a sentence set further down than the paragraph's line pitch", () => {
    const lines = texts([
      run("Planned the weekly routes of forty trucks across three regional depots and", 60, 700, 10, 380),
      run("two cross-docks for the whole season.", 60, 687, 10, 180),
      run("Trained the night shift on the new scanners.", 60, 671, 10, 370),
      run("Cut empty runs by a fifth in one year.", 60, 655, 10, 190),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "Planned the weekly routes of forty trucks across three regional depots and two cross-docks for the whole season.",
      "Trained the night shift on the new scanners.",
      "Cut empty runs by a fifth in one year.",
    ]);
  });
});

describe("pageLines: items with their marker drawn inside the box", () => {
  it("joins wrapped lines set an em left of the first, and reads that list's lines as items", () => {
    const lines = texts([
      run("Depot Planner", 40, 720, 10, 70),
      run("Planned the weekly routes of forty trucks across three", 62, 704, 10, 330),
      run("regional depots for the whole season.", 50, 691, 10, 190),
      run("Trained the night shift on the new scanners.", 62, 675, 10, 220),
    ]);
    expect(lines.map((line) => [line.text, Boolean(line.bullet)])).toEqual([
      ["Depot Planner", false],
      ["Planned the weekly routes of forty trucks across three regional depots for the whole season.", true],
      ["Trained the night shift on the new scanners.", true],
    ]);
  });
});

describe("pageLines: a place in smaller type", () => {
  it("sets apart a place set smaller right after its employer, a word space on", () => {
    const lines = texts([
      run("Meridian Row Capital", 162, 546, 12, 114),
      run("Atlanta, GA", 278.6, 546, 10.9, 56),
      run("Commercial real estate investment firm", 162, 532, 10.9, 200),
    ]);
    expect(lines[0]?.parts).toEqual(["Meridian Row Capital", "Atlanta, GA"]);
    // Smaller words that are no place stay with the line.
    const note = texts([
      run("Meridian Row Capital", 162, 546, 12, 114),
      run("(part time)", 278.6, 546, 10.9, 56),
    ]);
    expect(note[0]?.text).toBe("Meridian Row Capital (part time)");
    expect(note[0]?.parts).toBeUndefined();
  });
});

describe("pageLines: a bullet set as a run of its own", () => {
  it("joins an item's wrapped lines set under its words, an indent right of the bullet", () => {
    const lines = texts([
      run("Depot Planner", 40, 720, 10, 70),
      { ...run("•", 57, 704, 10, 5), font: "CMSY10" },
      run("Planned the weekly routes of forty trucks across three re-", 70, 704, 10, 330),
      run("gional depots for the whole season.", 74, 691, 10, 190),
      { ...run("•", 57, 675, 10, 5), font: "CMSY10" },
      run("Trained the night shift on the new scanners.", 70, 675, 10, 220),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "Depot Planner",
      "Planned the weekly routes of forty trucks across three regional depots for the whole season.",
      "Trained the night shift on the new scanners.",
    ]);
  });
});

describe("reading order: a sidebar beside a main column that opens with the name", () => {
  it("reads the name and its headline before the sidebar", () => {
    const line = (text: string, size: number): SourceLine => ({ text, page: 1, size });
    const left = [line("CONTACT", 11), line("555 0199", 10), line("SKILLS", 11), line("Route planning", 10)];
    const right = [
      line("Jordan Vale", 26),
      line("Trail Planner", 13),
      line("Profile", 12),
      line("Plans trails.", 10),
    ];
    expect(nameBlockFirst([left, right]).map((item) => item.text)).toEqual([
      "Jordan Vale",
      "Trail Planner",
      ...left.map((item) => item.text),
    ]);
    expect(right.map((item) => item.text)).toEqual(["Profile", "Plans trails."]);
  });

  it("leaves the columns alone when the main column opens in the sidebar's type", () => {
    const line = (text: string, size: number): SourceLine => ({ text, page: 1, size });
    const left = [line("Jordan Vale", 20), line("555 0199", 10)];
    const right = [line("Experience", 12), line("Trail Planner", 10)];
    expect(nameBlockFirst([left, right])).toEqual(left);
    expect(right).toHaveLength(2);
  });
});

describe("pageLines: heads and contact lists of batch-3 layouts", () => {
  it("cuts a margin of dates where one entry's dates end and the next entry's begin", () => {
    // A long entry first (its items set the text column's edge), then short ones whose date
    // stacks touch: each entry's two lines stand beside the last line of its dates.
    const glyphs = [
      ...datedEntry(
        752,
        ["mars", "2018–déc.", "2021"],
        "Senior Account Executive, Ridgeback Analytics",
        [
          "• Closed $3.1M in new ARR.",
          "• Generated 38% of my own pipeline.",
          "• Won 11 competitive displacements.",
          "• Negotiated multi-year agreements.",
        ],
        300,
      ),
      ...datedEntry(
        687,
        ["févr.", "2016–févr.", "2018"],
        "Account Executive, Ridgeback Analytics",
        [
          "Closed 46 new logos at $45K average first-year value; 112% of quota in 2017 and",
          "Rookie of the Year in 2016.",
        ],
        300,
      ),
      ...datedEntry(
        648,
        ["juin", "2014–janv.", "2016"],
        "Sales Representative, Lone Star Systems",
        [
          "Booked 22 qualified meetings a month on average (target 15) through cold calls and",
          "email; promoted after 18 months.",
        ],
        300,
      ),
    ];
    const heads = texts(glyphs).filter((line) => line.parts);
    expect(heads.map((line) => line.parts?.[0])).toEqual([
      "mars 2018–déc. 2021",
      "févr. 2016–févr. 2018",
      "juin 2014–janv. 2016",
    ]);
  });

  it("joins a one-line head whose words wrapped and pushed its dates to the next line", () => {
    const lines = texts([
      run("Summer Analyst Intern, Commercial Banking Finance at Hudson Crest", 40, 700, 10, 356),
      run("Bank", 40, 687, 10, 22),
      run("Summer 2025", 340, 687, 10, 56),
      run("• Built an Excel model of deposit pricing for 1,200 commercial clients.", 40, 674, 10, 330),
    ]);
    expect(lines[0]?.parts).toEqual([
      "Summer Analyst Intern, Commercial Banking Finance at Hudson Crest Bank",
      "Summer 2025",
    ]);
    expect(lines).toHaveLength(2);
  });

  it("keeps a phone number under an e-mail address in a narrow sidebar on a line of its own", () => {
    const lines = texts([
      run("deshawn.carter@example.net", 40, 700, 10, 118),
      run("901-555-0132", 40, 687, 10, 58),
      run("Memphis, TN", 40, 674, 10, 52),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "deshawn.carter@example.net",
      "901-555-0132",
      "Memphis, TN",
    ]);
  });

  it("finishes a dates cell that wrapped after a month with the year on the row below", () => {
    const lines = texts([
      run("Department for Local Communities", 40, 700, 12, 200),
      run("Feb 2018 - Aug", 400, 700, 10.5, 80),
      run("Assistant Policy Adviser, Local Government Finance", 40, 686, 10.5, 335),
      run("2019", 400, 686, 10.5, 25),
      { ...run("(HEO)", 40, 672, 10.5, 30), bold: false },
      run("• Modelled council tax scenarios in Excel for the annual settlement.", 40, 655, 10.5, 380),
    ]);
    expect(lines.map((line) => line.parts ?? [line.text])).toEqual([
      ["Department for Local Communities", "Feb 2018 - Aug 2019"],
      ["Assistant Policy Adviser, Local Government Finance (HEO)"],
      ["Modelled council tax scenarios in Excel for the annual settlement."],
    ]);
  });
});
