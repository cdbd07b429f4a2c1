import { describe, expect, it } from "vitest";
import { latestExperience } from "../../shared/headline.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { supportedYears } from "./grounding.ts";
import { tenseByDates } from "./offline/tense.ts";
import { coveredYears } from "./offline/years.ts";

// A year alone (decision 018) in what the AI reads from dates: spans never longer than the
// dates say, the latest role found, the tense of an entry that has ended.

type Experience = ResumeDocument["experiences"][number];
const TODAY = new Date(2026, 10, 15); // November 2026

function job(start_date: string, end_date: string, extra: Partial<Experience> = {}): Experience {
  return {
    id: 1,
    order: 0,
    company: "Casa Verde",
    role: "Head Chef",
    start_date,
    end_date,
    still_working: false,
    company_address: "",
    responsibilities: "",
    ...extra,
  };
}

const documentWith = (experiences: Experience[]) =>
  ({ years_experience: null, experiences }) as unknown as ResumeDocument;

describe("dates with a year alone", () => {
  it("counts only the years a span surely covers", () => {
    // 2009 to 2016 is at least Dec 2009 to Jan 2016: six whole years, not seven.
    expect(coveredYears([job("2009", "2016")], TODAY)).toBe(6);
    expect(coveredYears([job("03/2009", "03/2016")], TODAY)).toBe(7);
    // The same year at both ends proves no whole year.
    expect(coveredYears([job("2015", "2015")], TODAY)).toBe(0);
    // Until now, for a current role that started in a year alone: Dec 2020 to Nov 2026.
    expect(coveredYears([job("2020", "", { still_working: true })], TODAY)).toBe(5);
    expect(supportedYears(documentWith([job("2009", "2016")]), TODAY)).toBe(6);
  });

  it("finds the latest role when some dates are years alone", () => {
    const older = job("01/2010", "06/2014", { id: 1, role: "Sous Chef", order: 0 });
    const newer = job("2014", "2019", { id: 2, role: "Head Chef", order: 1 });
    expect(latestExperience(documentWith([older, newer]))?.role).toBe("Head Chef");
    const current = job("2019", "", { id: 3, role: "Chef Owner", order: 2, still_working: true });
    expect(latestExperience(documentWith([older, newer, current]))?.role).toBe("Chef Owner");
  });

  it("writes an entry that ended in a past year in the past tense, a future one in the present", () => {
    expect(tenseByDates("2011", "2015", TODAY)).toBe("past");
    expect(tenseByDates("2022", "2026", TODAY)).toBe("past");
    expect(tenseByDates("2024", "2028", TODAY)).toBe("present");
    expect(tenseByDates("2024", "", TODAY)).toBe("present");
  });
});
