import { describe, expect, it } from "vitest";
import { inRunningText } from "./institution-names.ts";

describe("an institution's name inside a sentence", () => {
  it("takes 'the' when it is an institution noun 'of' or 'for' something", () => {
    expect(inRunningText("University of Westbridge")).toBe("the University of Westbridge");
    expect(inRunningText("Department for Local Communities")).toBe("the Department for Local Communities");
  });

  it("takes 'the' for a nation's services, not for a company named after one", () => {
    expect(inRunningText("U.S. Army, Sustainment Brigade")).toBe("the U.S. Army, Sustainment Brigade");
    expect(inRunningText("United States Postal Service")).toBe("the United States Postal Service");
    expect(inRunningText("US Foods")).toBe("US Foods");
  });

  it("leaves other names as written", () => {
    expect(inRunningText("Westbridge University")).toBe("Westbridge University");
    expect(inRunningText("The Carpentries")).toBe("The Carpentries");
    expect(inRunningText("Acme Ltd")).toBe("Acme Ltd");
  });
});
