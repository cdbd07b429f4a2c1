import { describe, expect, it } from "vitest";
import { sampleResume } from "../server/ai/llm/sample-resume.test-data.ts";
import type { ResumeDocument } from "./resume.ts";
import {
  applyChanges,
  CHANGED_SINCE,
  changeTitle,
  listChanges,
  ROW_GONE,
  SKILLS_ORDER_CHANGE,
  SUMMARY_CHANGE,
} from "./revision-changes.ts";

// The Original (sampleResume, skills in one plain group) and a revision of it as tailoring makes
// one: a new summary, two rewritten jobs, the education kept, a grounded term added to a
// named group and the skills reordered.
const source: ResumeDocument = {
  ...sampleResume,
  skills: [
    { name: "Languages", keywords: ["TypeScript", "SQL"] },
    { name: "Tools", keywords: ["Docker", "PostgreSQL"] },
  ],
};
const revision: ResumeDocument = {
  ...source,
  summary: "Backend engineer who builds APIs with TypeScript and PostgreSQL.",
  skills: [
    { name: "Tools", keywords: ["PostgreSQL", "containers", "Docker"] },
    { name: "Languages", keywords: ["TypeScript", "SQL"] },
  ],
  experiences: [
    { ...source.experiences[0]!, responsibilities: "Built the billing API\nFixed slow queries" },
    { ...source.experiences[1]!, responsibilities: "Wrote weekly reports" },
  ],
};

const ids = (doc = revision) => listChanges(source, doc).map((change) => change.id);

describe("listChanges", () => {
  it("names every change once: summary, each reworded bullet (or a one-line row), the skills order and each added skill", () => {
    expect(ids()).toEqual([
      SUMMARY_CHANGE,
      "experiences:11:line:0",
      "experiences:11:line:1",
      "experiences:12",
      SKILLS_ORDER_CHANGE,
      "skill:containers",
    ]);
    const added = listChanges(source, revision).find((change) => change.id === "skill:containers");
    expect(added).toMatchObject({ kind: "skill-added", skill: "containers", group: "Tools" });
    expect(changeTitle(listChanges(source, revision)[1]!, revision)).toBe(
      "Experience: Software engineer at Acme Corp, bullet 1",
    );
    expect(changeTitle(listChanges(source, revision)[3]!, revision)).toBe(
      "Experience: Junior developer at Initech",
    );
  });

  it("finds nothing when the revision is the Original, and a skill a user's edit left out", () => {
    expect(listChanges(source, source)).toEqual([]);
    const without = { ...source, skills: [{ name: "Languages", keywords: ["TypeScript", "SQL"] }] };
    expect(listChanges(source, without).map((change) => [change.id, change.kind])).toEqual([
      ["skill:docker", "skill-removed"],
      ["skill:postgresql", "skill-removed"],
    ]);
  });
});

describe("applyChanges", () => {
  it("takes exactly the accepted changes and leaves the rest as the Original has them", () => {
    const { document, applied, skipped } = applyChanges({
      base: source,
      source,
      document: revision,
      accepted: new Set(["experiences:12", "skill:containers"]),
    });
    expect(applied).toEqual(["experiences:12", "skill:containers"]);
    expect(skipped).toEqual([]);
    expect(document.summary).toBe(source.summary);
    expect(document.experiences[0]?.responsibilities).toBe(source.experiences[0]?.responsibilities);
    expect(document.experiences[1]?.responsibilities).toBe("Wrote weekly reports");
    // Without the order change, the added term joins the end of its group; groups keep their order.
    expect(document.skills).toEqual([
      { name: "Languages", keywords: ["TypeScript", "SQL"] },
      { name: "Tools", keywords: ["Docker", "PostgreSQL", "containers"] },
    ]);
  });

  it("gives the revision's document back when everything is accepted", () => {
    const { document, applied } = applyChanges({
      base: source,
      source,
      document: revision,
      accepted: new Set(ids()),
    });
    expect(applied).toHaveLength(6);
    expect(document).toEqual(revision);
  });

  it("skips a change whose text the user has changed or deleted since, and says why", () => {
    const base: ResumeDocument = {
      ...source,
      summary: "I design and build APIs.",
      experiences: [source.experiences[0]!],
      skills: [...source.skills, { name: "Cloud", keywords: ["AWS"] }],
    };
    const { document, applied, skipped } = applyChanges({
      base,
      source,
      document: revision,
      accepted: new Set(ids()),
    });
    expect(skipped).toEqual([
      { id: SUMMARY_CHANGE, reason: CHANGED_SINCE },
      { id: "experiences:12", reason: ROW_GONE },
    ]);
    expect(applied).toEqual([
      "experiences:11:line:0",
      "experiences:11:line:1",
      SKILLS_ORDER_CHANGE,
      "skill:containers",
    ]);
    expect(document.summary).toBe("I design and build APIs.");
    expect(document.experiences.map((row) => row.responsibilities)).toEqual([
      "Built the billing API\nFixed slow queries",
    ]);
    // The user's new group stays, after the groups the revision ordered.
    expect(document.skills.map((group) => group.name)).toEqual(["Tools", "Languages", "Cloud"]);
  });

  it("does not add a skill twice when the Original already has it", () => {
    const base = { ...source, skills: [...source.skills, { name: "", keywords: ["Containers"] }] };
    const { document, applied } = applyChanges({
      base,
      source,
      document: revision,
      accepted: new Set(["skill:containers"]),
    });
    expect(applied).toEqual(["skill:containers"]);
    expect(document.skills).toEqual(base.skills);
  });

  it("takes one reworded bullet and not its neighbour, in the order the user chose", () => {
    const three: ResumeDocument = {
      ...source,
      experiences: [
        {
          ...source.experiences[0]!,
          responsibilities: "- made the billing api\n- fixed slow queries\n- wrote docs",
        },
      ],
    };
    const tailored: ResumeDocument = {
      ...three,
      experiences: [
        {
          ...three.experiences[0]!,
          responsibilities: "- Fixed slow queries in PostgreSQL\n- Made the billing API\n- Wrote docs",
        },
      ],
    };
    const changes = listChanges(three, tailored);
    expect(changes.map((change) => [change.id, change.kind])).toEqual([
      ["experiences:11:line:0", "line"],
      ["experiences:11:line:1", "line"],
      ["experiences:11:line:2", "line"],
      ["experiences:11:order", "line-order"],
    ]);
    const apply = (accepted: string[]) =>
      applyChanges({ base: three, source: three, document: tailored, accepted: new Set(accepted) }).document
        .experiences[0]?.responsibilities;
    // The second bullet only, in the Original's order.
    expect(apply(["experiences:11:line:1"])).toBe(
      "- made the billing api\n- Fixed slow queries in PostgreSQL\n- wrote docs",
    );
    // The revision's order with the Original's words.
    expect(apply(["experiences:11:order"])).toBe(
      "- fixed slow queries\n- made the billing api\n- wrote docs",
    );
    expect(apply(changes.map((change) => change.id))).toBe(tailored.experiences[0]?.responsibilities);
  });

  it("offers a bullet the revision left out as its own change", () => {
    const three: ResumeDocument = {
      ...source,
      experiences: [
        {
          ...source.experiences[0]!,
          responsibilities: "made the billing api\nfixed slow queries\nwrote docs",
        },
      ],
    };
    const shorter: ResumeDocument = {
      ...three,
      experiences: [
        { ...three.experiences[0]!, responsibilities: "Made the billing API\nFixed slow queries" },
      ],
    };
    const dropped = listChanges(three, shorter).find((change) => change.kind === "line-dropped");
    expect(dropped).toMatchObject({ id: "experiences:11:drop:2", before: "wrote docs" });
    const kept = applyChanges({
      base: three,
      source: three,
      document: shorter,
      accepted: new Set(["experiences:11:line:0"]),
    }).document.experiences[0]?.responsibilities;
    expect(kept).toBe("Made the billing API\nfixed slow queries\nwrote docs");
  });

  it("reviews a row whole when its bullets cannot be paired (a writer merged them)", () => {
    const merged: ResumeDocument = {
      ...source,
      experiences: [{ ...source.experiences[0]!, responsibilities: "Led payments engineering end to end" }],
    };
    expect(listChanges(source, merged).map((change) => change.id)).toEqual(["experiences:11"]);
  });
});
