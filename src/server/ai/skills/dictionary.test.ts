import { describe, expect, it } from "vitest";
import { findSkills } from "../language/skill-index.ts";
import { tokenize } from "../language/tokens.ts";
import { SKILLS } from "./index.ts";

// A form that two entries share resolves to whichever loads first, silently: every form,
// after tokenizing and folding as the index does, must belong to one entry.
function formKey(form: string, exact: boolean): string {
  return tokenize(form)
    .map((token) => (exact ? token.text : token.key))
    .join(" ");
}

describe("skills dictionary", () => {
  it("maps every form to one entry", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of SKILLS) {
      const keys = new Set([
        ...skill.forms.map((form) => formKey(form, false)),
        ...skill.exactForms.map((form) => `!${formKey(form, true)}`),
      ]);
      for (const key of keys) {
        const other = owner.get(key);
        if (other !== undefined) clashes.push(`${key}: ${other} / ${skill.display}`);
        else owner.set(key, skill.display);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("has no empty forms", () => {
    for (const skill of SKILLS) {
      for (const form of [...skill.forms, ...skill.exactForms]) expect(formKey(form, false)).not.toBe("");
    }
  });
});

describe("acronyms spelled like English words", () => {
  it("match only in capitals: 'him or her' is no health information management", () => {
    const named = (text: string) => findSkills(tokenize(text)).map((hit) => hit.skill.display);
    expect(named("enabling him or her to manage")).not.toContain("health information management");
    expect(named("HIM coding and release of information")).toContain("health information management");
  });
});
