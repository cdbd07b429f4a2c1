import { describe, expect, it } from "vitest";
import { latestExperience, printedHeadline } from "./headline.ts";

// Issue 33: the line under the name is the person's own headline, else their latest held title.

const job = (role: string, start_date: string, end_date: string, still_working = false, order = 0) => ({
  role,
  start_date,
  end_date,
  still_working,
  order,
});

describe("printedHeadline", () => {
  const nurse = [
    job("Nursing Assistant", "01/2012", "02/2016", false, 0),
    job("Registered Nurse", "03/2016", "", true, 1),
  ];

  it("prints the user's own headline, trimmed", () => {
    expect(printedHeadline({ headline: "  Cardiac nurse  ", experiences: nurse })).toBe("Cardiac nurse");
  });

  it("prints the latest held title when the headline is empty or missing (older revisions)", () => {
    expect(printedHeadline({ headline: "", experiences: nurse })).toBe("Registered Nurse");
    expect(printedHeadline({ experiences: nurse })).toBe("Registered Nurse");
  });

  it("prints nothing without a headline or a job", () => {
    expect(printedHeadline({ headline: " ", experiences: [] })).toBe("");
  });

  it("takes the job that ended last when none is current, whatever the list order", () => {
    const jobs = [job("Teacher", "09/2010", "06/2018"), job("Tutor", "2019", "2021", false, 1)];
    expect(latestExperience({ experiences: jobs })?.role).toBe("Tutor");
    expect(printedHeadline({ headline: "", experiences: jobs })).toBe("Tutor");
  });
});
