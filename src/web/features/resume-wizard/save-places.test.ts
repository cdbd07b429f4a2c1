import { describe, expect, it } from "vitest";
import type { HeldField, RowEntry } from "../../lib/autosave/resume-autosave";
import { heldPlaces, saveLine, stepMarker } from "./save-places";

const row = { key: "experiences-3" } as RowEntry;
const email: HeldField = { kind: "resume", field: "email", message: "Enter a valid email address." };
const startDate: HeldField = {
  kind: "row",
  type: "experiences",
  row,
  index: 1,
  field: "start_date",
  message: "Write a month and year, such as Aug 2021, 08/2021 or 2021-08, or the year alone, such as 2021.",
};
const instructions: HeldField = { kind: "resume", field: "user_instructions", message: "Too long." };
const saved = { kind: "saved" } as const;

describe("where a field that is not saved is", () => {
  it("is named as the step names it, in the order of the steps", () => {
    const places = heldPlaces([instructions, startDate, email]);
    expect(places.map((place) => place.name)).toEqual([
      "Email in General",
      "Start date in Experience 2",
      "Instructions for the AI in Tailor",
    ]);
    expect(places[1]).toMatchObject({
      steps: ["Experience"],
      saveField: "start_date",
      rowKey: "experiences-3",
    });
  });

  it("says exactly Saved when nothing is held, and names what is not saved otherwise", () => {
    expect(saveLine(saved, [])).toBe("Saved");
    expect(saveLine(saved, heldPlaces([startDate]))).toBe(
      "Saved, except 1 field: Start date in Experience 2",
    );
    expect(saveLine(saved, heldPlaces([startDate, email]))).toBe(
      "Saved, except 2 fields: Email in General, Start date in Experience 2",
    );
    expect(saveLine(saved, heldPlaces([startDate, email, instructions]))).toBe(
      "Saved, except 3 fields: Email in General, Start date in Experience 2 and 1 more",
    );
  });

  it("lets a save under way or failing speak first", () => {
    const places = heldPlaces([email]);
    expect(saveLine({ kind: "saving" }, places)).toBe("Saving...");
    expect(saveLine({ kind: "offline" }, places)).toBe("Offline - will retry");
  });

  it("marks every step tab that shows the field", () => {
    const places = heldPlaces([email, instructions, startDate]);
    expect(stepMarker("General", places)).toEqual({ count: 1, text: "1 field not saved" });
    expect(stepMarker("Tailor", places)?.text).toBe("1 field not saved");
    expect(stepMarker("Finalize", places)?.text).toBe("1 field not saved");
    expect(stepMarker("Education", places)).toBeNull();
    expect(stepMarker("General", heldPlaces([email, { ...email, field: "phone" }]))?.text).toBe(
      "2 fields not saved",
    );
  });
});
