import { describe, expect, it } from "vitest";
import { sectionOfTellingWord, sectionOfWords } from "./section-headings.ts";

describe("sectionOfWords", () => {
  it("knows the general heading words of several languages", () => {
    expect(sectionOfWords("Berufserfahrung")).toBe("work");
    expect(sectionOfWords("Ausbildung")).toBe("education");
    expect(sectionOfWords("Kenntnisse")).toBe("skills");
    expect(sectionOfWords("Expériences professionnelles")).toBe("work");
    expect(sectionOfWords("Compétences")).toBe("skills");
    expect(sectionOfWords("Experiencia laboral")).toBe("work");
    expect(sectionOfWords("Formação acadêmica")).toBe("education");
    expect(sectionOfWords("Esperienze lavorative")).toBe("work");
    expect(sectionOfWords("Istruzione")).toBe("education");
    expect(sectionOfWords("教育背景")).toBe("education");
    expect(sectionOfWords("工作经历")).toBe("work");
    expect(sectionOfWords("获奖情况")).toBe("awards");
  });

  it("reads letter-spaced and split headings by their letters", () => {
    expect(sectionOfWords("E X P E R I E N C E")).toBe("work");
    expect(sectionOfWords("edu cation")).toBe("education");
    expect(sectionOfWords("S K I L L S")).toBe("skills");
  });

  it("reads two section names joined by & or and by the first", () => {
    expect(sectionOfWords("Education & Certifications")).toBe("education");
    expect(sectionOfWords("Skills and Languages")).toBe("skills");
    expect(sectionOfWords("Research and Development")).toBeUndefined();
  });

  it("ignores an icon or symbol before the words, and reads a singular heading", () => {
    expect(sectionOfWords("■ Experience")).toBe("work");
    expect(sectionOfWords("➤ Education:")).toBe("education");
    expect(sectionOfWords("Skill")).toBe("skills");
  });
});

describe("sectionOfTellingWord", () => {
  it("finds the telling word of a styled heading in other languages", () => {
    expect(sectionOfTellingWord("Praktische Erfahrung im Ausland")).toBe("work");
    expect(sectionOfTellingWord("IT 技能")).toBe("skills");
    expect(sectionOfTellingWord("Technologies I use")).toBe("skills");
  });

  it("takes no job title for a heading", () => {
    expect(sectionOfTellingWord("Software Engineer")).toBeUndefined();
  });
});

describe("JSON Resume's section names", () => {
  it("reads Work alone as the work heading", () => {
    expect(sectionOfWords("Work")).toBe("work");
    expect(sectionOfWords("WORK")).toBe("work");
  });
});
