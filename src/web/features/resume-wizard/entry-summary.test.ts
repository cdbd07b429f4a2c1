import { describe, expect, it } from "vitest";
import { entrySummary, yearOf } from "./entry-summary";

const reader = (values: Record<string, unknown>) => (field: string) => values[field];

describe("entrySummary", () => {
  it("reads a current job as role, employer and the years to Present", () => {
    const line = entrySummary(
      "experiences",
      reader({
        role: "Registered Nurse",
        company: "Lakeshore Regional",
        start_date: "06/2019",
        end_date: "",
        still_working: true,
      }),
    );
    expect(line).toBe("Registered Nurse · Lakeshore Regional · 2019 – Present");
  });

  it("reads a finished job's end year, and one year once when it started and ended in it", () => {
    expect(
      entrySummary("experiences", reader({ role: "Aide", start_date: "03/2015", end_date: "11/2017" })),
    ).toBe("Aide · 2015 – 2017");
    expect(
      entrySummary("experiences", reader({ company: "Clinic", start_date: "01/2016", end_date: "09/2016" })),
    ).toBe("Clinic · 2016");
  });

  it("joins a degree and its field, then the school and the years", () => {
    const line = entrySummary(
      "educations",
      reader({
        degree: "BSN",
        field_of_study: "Nursing",
        institution_name: "State University",
        start_date: "2011",
        end_date: "2015",
      }),
    );
    expect(line).toBe("BSN, Nursing · State University · 2011 – 2015");
  });

  it("reads a certificate's issuer and year, and a project's organisation", () => {
    expect(
      entrySummary(
        "certificates",
        reader({ name: "CPHIMS", issuing_institution: "HIMSS", date_issued: "04/2023" }),
      ),
    ).toBe("CPHIMS · HIMSS · 2023");
    expect(entrySummary("projects", reader({ name: "Bedside charting", organization: "Lakeshore" }))).toBe(
      "Bedside charting · Lakeshore",
    );
  });

  it("is empty for an entry with nothing in it yet", () => {
    expect(entrySummary("experiences", reader({ still_working: false }))).toBe("");
  });
});

describe("yearOf", () => {
  it("finds the year in the stored forms and nothing in text without one", () => {
    expect(yearOf("08/2011")).toBe("2011");
    expect(yearOf("2011")).toBe("2011");
    expect(yearOf("2011-08")).toBe("2011");
    expect(yearOf("")).toBe("");
    expect(yearOf("soon")).toBe("");
  });
});
