import { describe, expect, it } from "vitest";
import {
  addEntry,
  type DraftState,
  draftToCreate,
  flagsWithin,
  getPath,
  linkIn,
  placeLine,
  removeEntry,
  setPath,
} from "./draft-edits.ts";

const state = (): DraftState => ({
  resume: {
    basics: { name: "Ada Lovelace", summary: "Analyst." },
    work: [
      { name: "Babbage & Co", position: "Analyst", highlights: ["Wrote notes"] },
      { name: "Royal Society", position: "Fellow", startDate: "1843" },
      { name: "Home", position: "Tutor" },
    ],
  },
  lowConfidence: ["basics.phone", "work[0].startDate", "work[1].startDate", "work[2]", "work[2].name"],
  unplaced: ["Python, SQL; Excel", "Chess", "Reading poetry"],
});

describe("paths", () => {
  it("reads and writes nested values without touching the original", () => {
    const before = state();
    const after = setPath(before.resume, "work[1].highlights", ["Gave a talk"]);
    expect(getPath(after, "work[1].highlights")).toEqual(["Gave a talk"]);
    expect(getPath(after, "work[1].name")).toBe("Royal Society");
    expect(getPath(before.resume, "work[1].highlights")).toBeUndefined();
    expect(after.work?.[0]).toBe(before.resume.work?.[0]);
  });

  it("creates the objects and lists on the way", () => {
    const after = setPath({ basics: {} }, "basics.location.city", "London");
    expect(after).toEqual({ basics: { location: { city: "London" } } });
    expect(setPath({}, "basics.profiles[0].url", "https://example.com")).toEqual({
      basics: { profiles: [{ url: "https://example.com" }] },
    });
  });

  it("finds the marks of one entry, not of the entry numbered like it", () => {
    const flags = ["work[1].startDate", "work[1]", "work[10].name", "work[1]x"];
    expect(flagsWithin(flags, "work[1]")).toEqual(["work[1].startDate", "work[1]"]);
  });
});

describe("removeEntry", () => {
  it("removes the entry and moves the marks below it up with their entries", () => {
    const after = removeEntry(state(), "work", 1);
    expect(after.resume.work?.map((job) => job.name)).toEqual(["Babbage & Co", "Home"]);
    expect(after.lowConfidence).toEqual(["basics.phone", "work[0].startDate", "work[1]", "work[1].name"]);
  });

  it("works on a list inside basics", () => {
    const start: DraftState = {
      resume: { basics: { profiles: [{ network: "GitHub" }, { network: "LinkedIn" }] } },
      lowConfidence: ["basics.profiles[1].url", "basics.phone"],
      unplaced: [],
    };
    const after = removeEntry(start, "basics.profiles", 0);
    expect(after.resume.basics.profiles).toEqual([{ network: "LinkedIn" }]);
    expect(after.lowConfidence).toEqual(["basics.profiles[0].url", "basics.phone"]);
  });
});

describe("addEntry", () => {
  it("adds an empty entry to a list, starting one that is missing", () => {
    expect(addEntry(state(), "education").resume.education).toEqual([{}]);
    expect(addEntry(state(), "work").resume.work).toHaveLength(4);
  });
});

describe("placeLine", () => {
  it("adds a line to the summary on a line of its own", () => {
    const after = placeLine(state(), 1, { to: "summary" });
    expect(after.resume.basics.summary).toBe("Analyst.\nChess");
    expect(after.unplaced).toEqual(["Python, SQL; Excel", "Reading poetry"]);
  });

  it("adds a line as a bullet of the chosen job", () => {
    const after = placeLine(state(), 2, { to: "bullet", job: 0 });
    expect(after.resume.work?.[0]?.highlights).toEqual(["Wrote notes", "Reading poetry"]);
    expect(placeLine(state(), 2, { to: "bullet", job: 1 }).resume.work?.[1]?.highlights).toEqual([
      "Reading poetry",
    ]);
  });

  it("adds a line as a bullet of the chosen project", () => {
    const start: DraftState = {
      resume: { basics: {}, projects: [{ name: "Engine", highlights: ["Built it"] }, { name: "Notes" }] },
      lowConfidence: [],
      unplaced: ["Ran it for a year"],
    };
    expect(placeLine(start, 0, { to: "projectBullet", project: 0 }).resume.projects).toEqual([
      { name: "Engine", highlights: ["Built it", "Ran it for a year"] },
      { name: "Notes" },
    ]);
    expect(placeLine(start, 0, { to: "projectBullet", project: 1 }).resume.projects?.[1]).toEqual({
      name: "Notes",
      highlights: ["Ran it for a year"],
    });
  });

  it("splits a list of skills into skills of the first group", () => {
    const after = placeLine(state(), 0, { to: "skill" });
    expect(after.resume.skills).toEqual([{ keywords: ["Python", "SQL", "Excel"] }]);
    const again = placeLine(after, 0, { to: "skill" });
    expect(again.resume.skills).toEqual([{ keywords: ["Python", "SQL", "Excel", "Chess"] }]);
  });

  it("keeps a sentence with a comma as one skill", () => {
    const sentence =
      "Managed the accounts of the northern region, including the quarterly audits and reports";
    const start: DraftState = { resume: { basics: {} }, lowConfidence: [], unplaced: [sentence] };
    expect(placeLine(start, 0, { to: "skill" }).resume.skills).toEqual([{ keywords: [sentence] }]);
  });

  it("adds an interest, or drops the line", () => {
    expect(placeLine(state(), 1, { to: "interest" }).resume.interests).toEqual([{ name: "Chess" }]);
    const dropped = placeLine(state(), 1, { to: "drop" });
    expect(dropped.unplaced).toEqual(["Python, SQL; Excel", "Reading poetry"]);
    expect(dropped.resume).toEqual(state().resume);
  });
});

describe("links in unplaced lines", () => {
  it("finds the web address of a line, named by its label", () => {
    expect(linkIn("Portfolio: ana.dev/work.")).toEqual({ network: "Portfolio", url: "https://ana.dev/work" });
    expect(linkIn("https://blog.ana.dev")).toEqual({ url: "https://blog.ana.dev" });
    expect(linkIn("See www.ana.dev | ana@example.org")).toEqual({ url: "https://www.ana.dev" });
  });

  it("finds none in a line without one", () => {
    expect(linkIn("ana@example.org")).toBeUndefined();
    expect(linkIn("Reading poetry, chess")).toBeUndefined();
  });

  it("keeps the line as a link of the person's, after the links read", () => {
    const start: DraftState = {
      resume: { basics: { profiles: [{ network: "GitHub", url: "https://github.com/ana" }] } },
      lowConfidence: [],
      unplaced: ["Chess", "Portfolio: https://ana.dev"],
    };
    const after = placeLine(start, 1, { to: "link" });
    expect(after.resume.basics.profiles).toEqual([
      { network: "GitHub", url: "https://github.com/ana" },
      { network: "Portfolio", url: "https://ana.dev" },
    ]);
    expect(after.unplaced).toEqual(["Chess"]);
    expect(placeLine(start, 0, { to: "link" })).toBe(start);
  });
});

describe("draftToCreate", () => {
  it("trims values and leaves out empty fields, lines and entries", () => {
    const draft = draftToCreate({
      basics: { name: "  Ada  ", email: "", location: { city: " " } },
      work: [
        { name: "Acme", highlights: ["Led", "", "  "] },
        { name: "", position: " " },
      ],
      skills: [{ name: "", keywords: [] }],
    });
    expect(draft).toEqual({ basics: { name: "Ada" }, work: [{ name: "Acme", highlights: ["Led"] }] });
  });

  it("keeps basics even when it is empty", () => {
    expect(draftToCreate({ basics: { name: "" } })).toEqual({ basics: {} });
  });
});
