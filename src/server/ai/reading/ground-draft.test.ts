import { describe, expect, it } from "vitest";
import type { ResumeDraft } from "../../../shared/resume-draft.ts";
import { groundDraft, stillUnplaced } from "./ground-draft.ts";

const SOURCE = [
  "DeShawn Carter",
  "Warehouse Supervisor",
  "deshawn.carter@example.com | 555-0142 | Columbus, OH",
  "EXPERIENCE",
  "Northgate Logistics — Warehouse Supervisor",
  "Aug 2020 – Present",
  "Raised units per hour from 92 to 118 across two shifts by rebuilding pick paths.",
  "Cut mis-ships to 0.4% with a second scan at the dock.",
  "Riverside Distribution — Lead Associate",
  "2017 – 2020",
  "SKILLS",
  "WMS: Manhattan SCALE, RF scanning",
].join("\n");

const offline: ResumeDraft = {
  basics: { name: "DeShawn Carter", label: "Warehouse Supervisor", email: "deshawn.carter@example.com" },
  work: [
    {
      name: "Northgate Logistics",
      position: "Warehouse Supervisor",
      startDate: "2020-08",
      highlights: ["Raised units per hour from 92 to 118 across two shifts by rebuilding pick paths."],
    },
    { name: "Riverside Distribution", position: "Lead Associate", startDate: "2017", endDate: "2020" },
  ],
};

describe("grounding a model's reading in the text", () => {
  it("keeps what the text holds, puts the offline value where the model invented, drops the rest", () => {
    const model: ResumeDraft = {
      basics: {
        name: "DeShawn Carter",
        label: "Warehouse Supervisor",
        email: "deshawn.carter@example.com",
        phone: "555-0142",
        location: { city: "Columbus", region: "OH", countryCode: "US" },
      },
      work: [
        {
          name: "Northgate Logistics",
          // Invented: the text says Warehouse Supervisor.
          position: "Senior Operations Manager",
          startDate: "2020-08",
          highlights: [
            "Raised units per hour from 92 to 118 across two shifts by rebuilding pick paths",
            // Reworded: not a run of the text, and the offline reading has no second highlight.
            "Reduced mis-ships to 0.4% by adding a second scan at the dock",
          ],
        },
        {
          name: "Riverside Distribution",
          position: "Lead Associate",
          // The text says 2017, no month: the model made one up.
          startDate: "2017-01",
          endDate: "2020",
        },
      ],
      skills: [{ name: "WMS", keywords: ["Manhattan SCALE", "RF scanning", "SAP EWM"] }],
    };

    const grounded = groundDraft({ draft: model, fallback: offline, sourceText: SOURCE });

    expect(grounded.resume).toEqual({
      basics: {
        name: "DeShawn Carter",
        label: "Warehouse Supervisor",
        email: "deshawn.carter@example.com",
        phone: "555-0142",
        location: { city: "Columbus", region: "OH" },
      },
      work: [
        {
          name: "Northgate Logistics",
          position: "Warehouse Supervisor",
          startDate: "2020-08",
          highlights: ["Raised units per hour from 92 to 118 across two shifts by rebuilding pick paths"],
        },
        { name: "Riverside Distribution", position: "Lead Associate", startDate: "2017", endDate: "2020" },
      ],
      skills: [{ name: "WMS", keywords: ["Manhattan SCALE", "RF scanning"] }],
    });
    expect(grounded.replaced).toEqual(["work[0].position", "work[1].startDate"]);
    expect({ checked: grounded.checked, failed: grounded.failed }).toEqual({ checked: 20, failed: 5 });
  });

  it("names the replaced place where it ends up once earlier rows are dropped", () => {
    const model: ResumeDraft = {
      basics: {},
      work: [
        { name: "Acme Robotics", position: "CTO" },
        { name: "Riverside Distribution", position: "Shift Lead" },
      ],
    };
    const fallback: ResumeDraft = {
      basics: {},
      work: [{ name: "Nothing here" }, { name: "Riverside Distribution", position: "Lead Associate" }],
    };
    const grounded = groundDraft({ draft: model, fallback, sourceText: SOURCE });
    expect(grounded.resume.work).toEqual([{ name: "Riverside Distribution", position: "Lead Associate" }]);
    expect(grounded.replaced).toEqual(["work[0].position"]);
  });

  it("fills basics the model left out from the offline reading, when the text holds them", () => {
    const grounded = groundDraft({
      draft: { basics: { name: "DeShawn Carter" } },
      fallback: { basics: { email: "deshawn.carter@example.com", phone: "555-9999" } },
      sourceText: SOURCE,
    });
    expect(grounded.resume.basics).toEqual({ name: "DeShawn Carter", email: "deshawn.carter@example.com" });
    expect(grounded.replaced).toEqual([]);
  });

  it("lists as unplaced only the offline reading's leftovers that the model placed nowhere", () => {
    const resume: ResumeDraft = { basics: {}, skills: [{ name: "WMS", keywords: ["Manhattan SCALE"] }] };
    expect(stillUnplaced(["WMS: Manhattan SCALE, RF scanning", "Manhattan SCALE", "SKILLS"], resume)).toEqual(
      ["WMS: Manhattan SCALE, RF scanning", "SKILLS"],
    );
  });
});
