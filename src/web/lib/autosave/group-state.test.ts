import { describe, expect, it } from "vitest";
import {
  buildPatch,
  createGroup,
  editField,
  heldValues,
  isDirty,
  refuseFields,
  restoreHeld,
  settleSaved,
  shownValue,
} from "./group-state";
import { resumeCodecFor as codecFor } from "./resume-codecs";

const base = {
  name: "My resume",
  full_name: "Ada",
  phone: "",
  skills: [{ name: "", keywords: ["SQL"] }],
  links: [],
  years_experience: null,
};

describe("dirty tracking", () => {
  it("shows the server's values until the user types, then what the user typed", () => {
    let state = createGroup(base);
    expect(shownValue(state, "full_name", codecFor)).toBe("Ada");
    expect(shownValue(state, "skills", codecFor)).toEqual([{ name: "", keywords: ["SQL"], typing: "" }]);
    expect(isDirty(state)).toBe(false);
    state = editField(state, "full_name", "Ada Lovelace");
    expect(shownValue(state, "full_name", codecFor)).toBe("Ada Lovelace");
    expect(state.dirty).toEqual(["full_name"]);
  });

  it("sends only the dirty fields, as payloads", () => {
    let state = createGroup(base);
    state = editField(state, "skills", [{ name: "", keywords: ["SQL"], typing: "TypeScript, " }]);
    state = editField(state, "years_experience", "7");
    const { patch, errors } = buildPatch(state, codecFor);
    expect(patch).toEqual({ skills: [{ name: "", keywords: ["SQL", "TypeScript"] }], years_experience: 7 });
    expect(errors).toEqual({});
  });

  it("holds back a field the server would refuse and says why", () => {
    let state = createGroup(base);
    state = editField(state, "email", "ada@");
    state = editField(state, "name", "  ");
    state = editField(state, "phone", "555");
    const { patch, errors } = buildPatch(state, codecFor);
    expect(patch).toEqual({ phone: "555" });
    expect(errors).toEqual({ email: "Enter a valid email address.", name: "Give the resume a name." });
  });

  it("is clean after a save, unless the user typed on while it was on its way", () => {
    let state = editField(createGroup(base), "full_name", "Ada L");
    state = editField(state, "phone", "555");
    const { sent } = buildPatch(state, codecFor);
    state = editField(state, "full_name", "Ada Lovelace"); // typed during the request
    state = settleSaved(state, sent, { ...base, full_name: "Ada L", phone: "555" }, codecFor);
    expect(state.dirty).toEqual(["full_name"]);
    expect(shownValue(state, "full_name", codecFor)).toBe("Ada Lovelace");
    expect(shownValue(state, "phone", codecFor)).toBe("555");
  });

  it("keeps what the input shows when the server stored the same thing trimmed", () => {
    let state = editField(createGroup(base), "full_name", "Ada ");
    const { sent } = buildPatch(state, codecFor);
    state = settleSaved(state, sent, { ...base, full_name: "Ada" }, codecFor);
    expect(isDirty(state)).toBe(false);
    // The user is between two words: the space must not vanish under the cursor.
    expect(shownValue(state, "full_name", codecFor)).toBe("Ada ");
  });

  it("keeps a half-filled link row and an unsafe link on screen but never sends them", () => {
    const rows = [
      { label: "Site", link: " https://ada.dev " },
      { label: "Bad", link: "javascript:alert(1)" },
      { label: "Half", link: "" },
    ];
    let state = editField(createGroup(base), "links", rows);
    const { patch, sent } = buildPatch(state, codecFor);
    expect(patch).toEqual({ links: [{ label: "Site", link: "https://ada.dev" }] });
    state = settleSaved(
      state,
      sent,
      { ...base, links: [{ label: "Site", link: "https://ada.dev" }] },
      codecFor,
    );
    expect(isDirty(state)).toBe(false);
    expect(shownValue(state, "links", codecFor)).toEqual(rows);
  });

  it("takes the server's value for a field the user no longer edits when it differs", () => {
    let state = editField(createGroup(base), "phone", "555");
    const { sent } = buildPatch(state, codecFor);
    state = settleSaved(state, sent, { ...base, phone: "+1 555" }, codecFor);
    expect(shownValue(state, "phone", codecFor)).toBe("+1 555");
    expect(state.local).toEqual({});
  });
});

describe("fields that cannot be saved", () => {
  it("holds back a field the server refused until the user changes it; the rest is sent", () => {
    let state = editField(createGroup(base), "phone", "call me");
    state = editField(state, "full_name", "Ada L");
    const { sent } = buildPatch(state, codecFor);
    state = refuseFields(state, { phone: "Not a phone number." }, sent, codecFor);
    expect(buildPatch(state, codecFor)).toMatchObject({
      patch: { full_name: "Ada L" },
      errors: { phone: "Not a phone number." },
    });
    state = editField(state, "phone", "555 0100");
    expect(buildPatch(state, codecFor).patch).toEqual({ full_name: "Ada L", phone: "555 0100" });
  });

  it("does not mark a refused field the user typed on while it was sent", () => {
    let state = editField(createGroup(base), "phone", "call");
    const { sent } = buildPatch(state, codecFor);
    state = editField(state, "phone", "call me");
    state = refuseFields(state, { phone: "Not a phone number." }, sent, codecFor);
    expect(buildPatch(state, codecFor)).toEqual({
      patch: { phone: "call me" },
      sent: { phone: "call me" },
      errors: {},
    });
  });

  it("keeps what the user typed and the server's value then, and brings it back if that is unchanged", () => {
    let state = editField(createGroup(base), "email", "ada@");
    const { errors } = buildPatch(state, codecFor);
    const held = heldValues(state, errors, codecFor);
    expect(held).toEqual({ email: { shown: "ada@", base: null } });

    const reloaded = restoreHeld(createGroup({ ...base, email: "" }), held, ["email"]);
    expect(shownValue(reloaded, "email", codecFor)).toBe("");
    state = restoreHeld(createGroup(base), { email: { shown: "ada@", base: null } }, ["email"]);
    expect(shownValue(state, "email", codecFor)).toBe("ada@");
    expect(buildPatch(state, codecFor).errors).toEqual({ email: "Enter a valid email address." });
    // Saved elsewhere since: not brought back. An unknown field is ignored.
    const moved = restoreHeld(createGroup({ ...base, email: "ada@lovelace.dev" }), held, ["email"]);
    expect(isDirty(moved)).toBe(false);
    expect(isDirty(restoreHeld(createGroup(base), { nickname: { shown: "x", base: null } }, ["email"]))).toBe(
      false,
    );
  });
});
