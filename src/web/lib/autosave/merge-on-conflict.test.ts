import { describe, expect, it } from "vitest";
import { buildPatch, createGroup, editField, settleSaved, shownValue } from "./group-state";
import { mergeOnConflict } from "./merge-on-conflict";
import { resumeCodecFor as codecFor } from "./resume-codecs";

const stored = {
  name: "CV",
  full_name: "",
  phone: "",
  address: "",
  summary: "",
  skills: [] as { name: string; keywords: string[] }[],
};

describe("merge on conflict (409)", () => {
  it("re-applies the user's unsaved fields on top of the other tab's saved ones", () => {
    // This tab typed a phone number; another tab saved a full name and an address meanwhile.
    const state = editField(createGroup(stored), "phone", "555-0100");
    const current = { ...stored, full_name: "Ada Lovelace", address: "London" };
    const merged = mergeOnConflict(state, current, codecFor);
    expect(shownValue(merged, "phone", codecFor)).toBe("555-0100");
    expect(shownValue(merged, "full_name", codecFor)).toBe("Ada Lovelace");
    expect(shownValue(merged, "address", codecFor)).toBe("London");
    // The retry sends only what this tab changed: the other tab's fields are not overwritten.
    expect(buildPatch(merged, codecFor).patch).toEqual({ phone: "555-0100" });
  });

  it("never drops what the user typed, even where the other tab changed the same field", () => {
    const state = editField(createGroup(stored), "summary", "Mine");
    const merged = mergeOnConflict(state, { ...stored, summary: "Theirs" }, codecFor);
    expect(shownValue(merged, "summary", codecFor)).toBe("Mine");
    expect(buildPatch(merged, codecFor).patch).toEqual({ summary: "Mine" });
  });

  it("replaces a field this tab saved earlier once the other tab saved it differently", () => {
    let state = editField(createGroup(stored), "address", "Paris ");
    const { sent } = buildPatch(state, codecFor);
    state = settleSaved(state, sent, { ...stored, address: "Paris" }, codecFor);
    state = editField(state, "phone", "1");
    const merged = mergeOnConflict(state, { ...stored, address: "Rome" }, codecFor);
    expect(shownValue(merged, "address", codecFor)).toBe("Rome");
    expect(buildPatch(merged, codecFor).patch).toEqual({ phone: "1" });
  });

  it("keeps a local spelling that means what the server holds (a skill still being typed)", () => {
    const typed = [{ name: "", keywords: ["SQL"], typing: "Go " }];
    const saved = [{ name: "", keywords: ["SQL", "Go"] }];
    let state = editField(createGroup(stored), "skills", typed);
    const { sent } = buildPatch(state, codecFor);
    state = settleSaved(state, sent, { ...stored, skills: saved }, codecFor);
    state = editField(state, "phone", "1");
    const merged = mergeOnConflict(state, { ...stored, skills: saved, full_name: "Ada" }, codecFor);
    expect(shownValue(merged, "skills", codecFor)).toEqual(typed);
    expect(shownValue(merged, "full_name", codecFor)).toBe("Ada");
  });
});
