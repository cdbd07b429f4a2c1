import { describe, expect, it } from "vitest";
import { CAREER_FIELDS } from "./career-fields";
import { SHOWN_SUGGESTIONS, suggestSkills } from "./skill-suggestions";

// Issue 34 point 6: the skills the wizard offers lead with the target (the posting's missing
// skills, the target role's field), then the person's own field; never the past field first,
// never a neighbouring field. The fields' own lists are the yardstick: a bedside skill is one
// of the healthcare field's, a graphic-design tool one of the design field's.

const listOf = (id: string) => new Set(CAREER_FIELDS.find((field) => field.id === id)?.suggestions);
const bedside = listOf("healthcare");
const graphicDesign = listOf("design");
const classroom = listOf("teaching");
const flat = (groups: ReturnType<typeof suggestSkills>) => groups.flatMap((group) => group.skills);

describe("skill suggestions for a career change", () => {
  it("a teacher aiming at instructional design is offered instructional design, then her own field, no graphic design", () => {
    const groups = suggestSkills({
      targetRole: "Instructional Designer",
      pastTitles: ["English Teacher", "English Teacher"],
      posting: null,
      present: ["Lesson planning", "Google Classroom", "Canvas LMS"],
    });
    expect(groups.map((group) => [group.source, group.title])).toEqual([
      ["target", "Instructional Designer"],
    ]);
    const offered = flat(groups);
    expect(offered.slice(0, 4)).toEqual([
      "Instructional design",
      "E-learning",
      "Articulate Storyline",
      "Articulate Rise",
    ]);
    expect(offered.filter((skill) => graphicDesign.has(skill))).toEqual([]);
    expect(offered.filter((skill) => classroom.has(skill))).toEqual([]);
    expect(offered).toHaveLength(SHOWN_SUGGESTIONS);
  });

  it("her own field follows once the target's list is mostly on her resume", () => {
    const groups = suggestSkills({
      targetRole: "Instructional Designer",
      pastTitles: ["English Teacher"],
      posting: null,
      present: [
        "Instructional design",
        "E-learning",
        "Articulate Storyline",
        "Articulate Rise",
        "ADDIE",
        "LMS",
      ],
    });
    expect(groups.map((group) => group.source)).toEqual(["target", "past"]);
    expect(groups[1]).toMatchObject({ title: "English Teacher" });
    expect(groups[1]?.skills.every((skill) => classroom.has(skill))).toBe(true);
  });

  it("the saved posting's missing skills come first, in sentence case, and its other names are not offered again", () => {
    const groups = suggestSkills({
      targetRole: "Instructional Designer",
      pastTitles: ["English Teacher"],
      posting: {
        title: "Instructional Designer",
        gaps: [
          { term: "e-learning", aliases: ["e-learning", "elearning", "online learning"] },
          { term: "Rise 360", aliases: ["articulate rise", "rise 360"] },
          { term: "Kirkpatrick model", aliases: ["kirkpatrick model", "kirkpatrick evaluation"] },
        ],
      },
      present: [],
    });
    expect(groups[0]).toEqual({
      source: "posting",
      title: "Instructional Designer",
      skills: ["E-learning", "Rise 360", "Kirkpatrick model"],
    });
    // "Articulate Rise" is "Rise 360", "E-learning" was offered: the field's list skips both.
    const field = groups[1]?.skills ?? [];
    expect(field).not.toContain("Articulate Rise");
    expect(field).not.toContain("E-learning");
    expect(field[0]).toBe("Instructional design");
    expect(flat(groups)).toHaveLength(SHOWN_SUGGESTIONS);
  });

  it("a nurse aiming at clinical informatics is offered informatics, not bedside skills", () => {
    const groups = suggestSkills({
      targetRole: "Clinical Informatics Analyst",
      pastTitles: ["Registered Nurse, Medical-Surgical Unit"],
      posting: null,
      present: ["Patient assessment", "Medication administration", "Epic"],
    });
    const offered = flat(groups);
    expect(offered.slice(0, 3)).toEqual(["Clinical informatics", "EHR", "Clinical workflows"]);
    expect(offered.filter((skill) => bedside.has(skill))).toEqual([]);
    // Epic is on her resume already: not offered again.
    expect(offered).not.toContain("Epic");
  });

  it("with no desired role the posting's title is the target", () => {
    const groups = suggestSkills({
      targetRole: "",
      pastTitles: ["Registered Nurse"],
      posting: {
        title: "Clinical Informatics Analyst",
        gaps: [{ term: "HL7", aliases: ["hl7", "health level seven"] }],
      },
      present: [],
    });
    expect(groups.map((group) => [group.source, group.title])).toEqual([
      ["posting", "Clinical Informatics Analyst"],
      ["target", "Clinical Informatics Analyst"],
    ]);
    expect(groups[1]?.skills).not.toContain("HL7");
  });

  it("a long posting leaves room for the target's field", () => {
    const gaps = Array.from({ length: 12 }, (_, n) => ({ term: `Tool ${n + 1}`, aliases: [] }));
    const groups = suggestSkills({
      targetRole: "Instructional Designer",
      pastTitles: [],
      posting: { title: "", gaps },
      present: [],
    });
    expect(groups[0]?.skills.length).toBeLessThan(SHOWN_SUGGESTIONS);
    expect(groups[1]?.source).toBe("target");
  });

  it("a role in no field falls back to the person's own field; nothing known, nothing offered", () => {
    expect(
      suggestSkills({
        targetRole: "Office Manager",
        pastTitles: ["ICU Nurse"],
        posting: null,
        present: [],
      }).map((group) => [group.source, group.title]),
    ).toEqual([["past", "ICU Nurse"]]);
    expect(
      suggestSkills({
        targetRole: "ICU Nurse",
        pastTitles: ["Registered Nurse"],
        posting: null,
        present: [],
      }).map((group) => group.source),
    ).toEqual(["target"]);
    expect(
      suggestSkills({
        targetRole: "Office Manager",
        pastTitles: ["Office Manager"],
        posting: null,
        present: [],
      }),
    ).toEqual([]);
  });
});
