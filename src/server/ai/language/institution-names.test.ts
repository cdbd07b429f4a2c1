import { describe, expect, it } from "vitest";
import { inRunningText } from "./institution-names.ts";

describe("an institution's name inside a sentence", () => {
  it("takes 'the' when it is an institution noun 'of' or 'for' something", () => {
    expect(inRunningText("University of Westbridge")).toBe("the University of Westbridge");
    expect(inRunningText("Department for Local Communities")).toBe("the Department for Local Communities");
    // Led by a name or two: a posting's employer (blind review r13: "position at Halcyon Institute…").
    expect(inRunningText("Halcyon Institute for Cardiovascular Research")).toBe(
      "the Halcyon Institute for Cardiovascular Research",
    );
    expect(inRunningText("Broad Institute of MIT and Harvard")).toBe(
      "the Broad Institute of MIT and Harvard",
    );
    expect(inRunningText("Riverbend Health System")).toBe("Riverbend Health System");
  });

  it("takes 'the' for a nation's services, not for a company named after one", () => {
    expect(inRunningText("U.S. Army, Sustainment Brigade")).toBe("the U.S. Army");
    expect(inRunningText("United States Postal Service")).toBe("the United States Postal Service");
    expect(inRunningText("US Foods")).toBe("US Foods");
  });

  it("says the employer without its unit, legal form or bracketed other name", () => {
    expect(inRunningText("Bayview University, Department of Molecular & Cell Biology (Okonkwo Lab)")).toBe(
      "Bayview University",
    );
    expect(inRunningText("Harborview Medical Devices, Inc.")).toBe("Harborview Medical Devices");
    expect(inRunningText("Juniper Table (Harbor & Pine Hospitality)")).toBe("Juniper Table");
    expect(inRunningText("Kōbe Biomedical Research Center (神戸生命医科学研究センター)")).toBe(
      "Kōbe Biomedical Research Center",
    );
    // A comma inside a firm's name, or before something that is no unit, stays.
    expect(inRunningText("Skadden, Arps, Slate, Meagher & Flom")).toBe(
      "Skadden, Arps, Slate, Meagher & Flom",
    );
    expect(inRunningText("Smith, Jones & Co.")).toBe("Smith, Jones & Co.");
  });

  it("leaves other names as written", () => {
    expect(inRunningText("Westbridge University")).toBe("Westbridge University");
    expect(inRunningText("The Carpentries")).toBe("The Carpentries");
    expect(inRunningText("Acme Ltd")).toBe("Acme Ltd");
  });
});
