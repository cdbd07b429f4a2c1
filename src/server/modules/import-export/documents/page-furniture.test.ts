import { describe, expect, it } from "vitest";
import { pageFurniture, runningLines } from "./page-furniture.ts";
import type { SourceLine } from "./source-lines.ts";

const page = (number: number, texts: string[]): SourceLine[] => texts.map((text) => ({ text, page: number }));
const texts = (lines: Set<SourceLine>) => [...lines].map((line) => line.text);

describe("running heads and feet", () => {
  it("finds a foot repeated on every page with its page number, even inside an entry's bullets", () => {
    const pages = [
      page(1, ["Jane Roe", "Experience", "Orbitware | Analyst", "Built reports.", "Jane Roe – 1/2"]),
      page(2, ["Kept the books.", "Education", "BA, City College", "Jane Roe – 2/2"]),
    ];
    expect(texts(runningLines(pages))).toEqual(["Jane Roe – 1/2", "Jane Roe – 2/2"]);
  });

  it("keeps the first copy of a foot of contact details, for the reader to take", () => {
    const pages = [
      page(1, ["Jane Roe", "Experience", "Built reports.", "+1 555 010 0199 • jane@example.org 1/2"]),
      page(2, ["Kept the books.", "Education", "BA, City College", "+1 555 010 0199 • jane@example.org 2/2"]),
    ];
    expect(texts(runningLines(pages))).toEqual(["+1 555 010 0199 • jane@example.org 2/2"]);
    // A foot with a date has a phone number's count of digits, and is no contact detail.
    const dated = [1, 2].map((number) =>
      page(number, [`Line ${number} of the body.`, `February 10, 2026 · Jane Roe · Résumé ${number}`]),
    );
    expect(texts(runningLines(dated)).filter((text) => text.includes("Résumé"))).toHaveLength(2);
  });

  it("finds a head repeated word for word atop every page", () => {
    const pages = [
      page(1, ["Ann Lee · Résumé", "Experience", "Clerk, City Library", "Shelved books."]),
      page(2, ["Ann Lee · Résumé", "Education", "BA English", "Read widely."]),
    ];
    expect(texts(runningLines(pages))).toEqual(["Ann Lee · Résumé", "Ann Lee · Résumé"]);
  });

  it("keeps lines whose figures only happen to hold their page's number, mid-line", () => {
    const pages = [1, 2].map((number) =>
      page(
        number,
        [1, 2, 3, 4, 5].map((row) => `Page ${number} line ${row}: words and more words`),
      ),
    );
    expect(runningLines(pages).size).toBe(0);
  });

  it("keeps an entry's line that recurs at page edges with other dates, and a one-page document whole", () => {
    const pages = [
      page(1, [
        "Experience",
        "Orbitware, Lakeview | 01/2020 – 12/2021",
        "Analyst",
        "Orbitware, Lakeview | 01/2018 – 12/2019",
      ]),
      page(2, ["Junior Analyst", "Filed reports.", "Orbitware, Lakeview | 01/2016 – 12/2017", "Intern"]),
    ];
    expect(runningLines(pages).size).toBe(0);
    expect(runningLines([page(1, ["A line", "B line"])]).size).toBe(0);
  });
});

describe("page furniture: a foot of contact details", () => {
  it("hands over the first copy of a contact foot as the person's details", () => {
    const pages = [
      page(1, ["Jordan Whitaker", "Profil", "Sold software.", "512.555.0191 • jo@example.com 1/2"]),
      page(2, ["Formation", "BBA, Hill Country University", "512.555.0191 • jo@example.com 2/2"]),
    ];
    const { running, details } = pageFurniture(pages);
    expect(texts(running)).toEqual(["512.555.0191 • jo@example.com 2/2"]);
    expect(details.map((line) => line.text)).toEqual(["512.555.0191 • jo@example.com 1/2"]);
  });
});
