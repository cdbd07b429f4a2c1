import { describe, expect, it } from "vitest";
import { CAREER_FIELDS } from "../../../shared/career-fields.ts";
import { SKILLS } from "./index.ts";

// The wizard's skill suggestions (src/shared/career-fields.ts) are copied from this knowledge
// base for the browser; this keeps them in it, so a suggestion is a skill the analysis knows.
describe("career field suggestions", () => {
  const known = new Set(
    SKILLS.flatMap((skill) => [...skill.forms, ...skill.exactForms]).map((form) => form.toLowerCase()),
  );

  it("are all forms of knowledge base entries", () => {
    const unknown = CAREER_FIELDS.flatMap((field) =>
      field.suggestions
        .filter((skill) => !known.has(skill.toLowerCase()))
        .map((skill) => `${field.id}: ${skill}`),
    );
    expect(unknown).toEqual([]);
  });

  it("hold no skill twice within a field", () => {
    for (const field of CAREER_FIELDS) {
      expect(new Set(field.suggestions.map((skill) => skill.toLowerCase())).size).toBe(
        field.suggestions.length,
      );
    }
  });
});
