import { describe, expect, it } from "vitest";
import { CAREER_FIELDS, detectCareerField, fieldOfTitle } from "./career-fields";

const idOf = (title: string) => fieldOfTitle(title)?.id;

describe("career fields", () => {
  it("place role titles as people write them", () => {
    expect(idOf("Registered Nurse")).toBe("healthcare");
    expect(idOf("RN, Med-Surg")).toBe("healthcare");
    expect(idOf("Nurse Educator")).toBe("healthcare");
    expect(idOf("Senior Data Engineer")).toBe("data");
    expect(idOf("Sr. Front-End Developer (Remote)")).toBe("software");
    expect(idOf("Sales Engineer")).toBe("sales");
    expect(idOf("UX/UI Designer")).toBe("design");
    expect(idOf("Digital Marketing Manager")).toBe("marketing");
    expect(idOf("Staff Accountant")).toBe("finance");
    expect(idOf("Year 5 Teacher")).toBe("teaching");
    expect(idOf("Warehouse Supervisor")).toBe("operations");
    expect(idOf("Customer Service Representative")).toBe("customer-service");
    expect(idOf("Line Cook")).toBe("hospitality");
    expect(idOf("Journeyman Electrician")).toBe("trades");
  });

  it("place a career change's target in its own field, not the field it grows out of or a neighbour (issue 34)", () => {
    expect(idOf("Clinical Informatics Analyst")).toBe("health-informatics");
    expect(idOf("Nurse Informaticist")).toBe("health-informatics");
    expect(idOf("Epic Analyst – ClinDoc")).toBe("health-informatics");
    expect(idOf("Instructional Designer")).toBe("learning-design");
    expect(idOf("Learning Experience Designer")).toBe("learning-design");
    expect(idOf("E-Learning Developer")).toBe("learning-design");
    // Their neighbours keep their own titles.
    expect(idOf("Graphic Designer")).toBe("design");
    expect(idOf("High School English Teacher")).toBe("teaching");
    expect(idOf("Clinical Nurse Specialist")).toBe("healthcare");
    expect(idOf("Bioinformatics Scientist")).toBeUndefined();
  });

  it("match whole words only", () => {
    // "rn" inside "Learning", "ui" inside "Quiet", "web" inside "Webster": no match.
    expect(idOf("Learning Consultant")).toBeUndefined();
    expect(idOf("Quiet Achiever")).toBeUndefined();
    expect(idOf("Webster Associate")).toBeUndefined();
  });

  it("read the desired role first, then job titles, and fall back to the generic field", () => {
    expect(detectCareerField(["", "  ", "ICU Nurse", "Barista"])).toMatchObject({
      field: { id: "healthcare" },
      title: "ICU Nurse",
    });
    expect(detectCareerField(["Office Manager", "Barista"])).toMatchObject({
      field: { id: "hospitality" },
      title: "Barista",
    });
    const generic = detectCareerField(["Office Manager"]);
    expect(generic.field.id).toBe("generic");
    expect(generic.title).toBe("");
    expect(generic.field.suggestions).toEqual([]);
  });

  it("give a nurse nursing examples, not software ones", () => {
    const { field } = detectCareerField(["Registered Nurse"]);
    expect(field.skillsExample).toBe("Patient assessment, Epic EHR, Medication administration");
    expect(field.bulletExample).toMatch(/medication errors/);
    expect(field.suggestions).toContain("Patient assessment");
    expect(field.skillsExample).not.toMatch(/TypeScript/);
  });

  it("cover the fields the issue names, each with its own examples", () => {
    expect(CAREER_FIELDS.map((field) => field.id).sort()).toEqual(
      ["customer-service", "data", "design", "finance", "healthcare", "health-informatics", "hospitality"]
        .concat(["learning-design", "marketing", "operations", "sales", "software", "teaching", "trades"])
        .sort(),
    );
    expect(new Set(CAREER_FIELDS.map((field) => field.skillsExample)).size).toBe(CAREER_FIELDS.length);
    expect(new Set(CAREER_FIELDS.map((field) => field.bulletExample)).size).toBe(CAREER_FIELDS.length);
  });
});
