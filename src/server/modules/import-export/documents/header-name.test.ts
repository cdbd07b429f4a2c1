import { describe, expect, it } from "vitest";
import { resumeFromLines } from "./resume-from-lines.ts";
import type { SourceLine } from "./source-lines.ts";

// The name among the header's lines, and contact details that land outside the header.

const line = (text: string, size: number, extra: Partial<SourceLine> = {}): SourceLine => ({
  text,
  page: 1,
  size,
  ...extra,
});

describe("the header's name", () => {
  it("joins the last name carrying a labelled detail beside it though the first name carries none", () => {
    const { resume } = resumeFromLines([
      line("Mirela", 28),
      line("Kovačević Phone +385 1 555 0100", 28, { parts: ["Kovačević", "Phone +385 1 555 0100"] }),
      line("Email mirela.k@example.org", 9),
      line("Urban Planner", 9),
    ]);
    expect(resume.basics.name).toBe("Mirela Kovačević");
    expect(resume.basics.phone).toBe("+385 1 555 0100");
    expect(resume.basics.email).toBe("mirela.k@example.org");
    expect(resume.basics.label).toBe("Urban Planner");
  });

  it("drops the document's title printed on the name's line, after or before the name", () => {
    for (const [text, name] of [
      ["Tobias Lindqvist Resume", "Tobias Lindqvist"],
      ["Tobias Lindqvist | CV", "Tobias Lindqvist"],
      ["Curriculum Vitae: Tobias Lindqvist", "Tobias Lindqvist"],
      ["Lebenslauf – Tobias Lindqvist", "Tobias Lindqvist"],
    ]) {
      const { resume } = resumeFromLines([
        line(text as string, 24),
        line("Field Service Technician", 10),
        line("tobias.l@example.se", 9),
      ]);
      expect(resume.basics.name, text).toBe(name);
      expect(resume.basics.label).toBe("Field Service Technician");
    }
  });

  it("reads a letter-spaced name whose words the text layer set apart as one name", () => {
    const { resume } = resumeFromLines([
      line("JOHN DOE", 14, { parts: ["JOHN", "DOE"] }),
      line("SOFTWARE DEVELOPER", 10),
      line("john.doe@example.com", 9),
    ]);
    expect(resume.basics.name).toBe("JOHN DOE");
    expect(resume.basics.label).toBe("SOFTWARE DEVELOPER");
  });

  it("keeps a headline of several words beside a name apart from it", () => {
    const { resume } = resumeFromLines([
      line("Ana Ruiz Staff Nurse", 14, { parts: ["Ana Ruiz", "Staff Nurse"] }),
      line("ana@example.com", 9),
    ]);
    expect(resume.basics.name).toBe("Ana Ruiz");
    expect(resume.basics.label).toBe("Staff Nurse");
  });

  it("keeps a name that only holds a title's letters inside a word", () => {
    const { resume } = resumeFromLines([line("Cvetka Resumović", 24), line("cvetka@example.si", 9)]);
    expect(resume.basics.name).toBe("Cvetka Resumović");
  });

  it("reads the name under a 'Résumé' title line, which is no summary heading and no headline", () => {
    const { resume } = resumeFromLines([
      line("RÉSUMÉ", 9),
      line("Tobias Lindqvist", 24),
      line("Field Service Technician", 10),
      line("tobias.l@example.se", 9),
      line("Experience", 12, { bold: true }),
      line("Technician, Nordvik Pumps 2019 – 2024", 10),
    ]);
    expect(resume.basics.name).toBe("Tobias Lindqvist");
    expect(resume.basics.label).toBe("Field Service Technician");
    expect(resume.basics.summary).toBeUndefined();
  });

  it("skips a document title set larger than the name", () => {
    const { resume } = resumeFromLines([
      line("Curriculum Vitae", 28),
      line("Ana Lima", 20),
      line("ana@x.org", 10),
    ]);
    expect(resume.basics.name).toBe("Ana Lima");
  });

  it("joins a name printed on two lines in the same type", () => {
    const { resume } = resumeFromLines([line("ANA", 24), line("LIMA", 24), line("Designer", 12)]);
    expect(resume.basics.name).toBe("ANA LIMA");
    expect(resume.basics.label).toBe("Designer");
  });

  it("joins a name on two lines beside a block of details, and reads the details", () => {
    const { resume } = resumeFromLines([
      line("London, United", 10.5),
      line("Siobhán Kingdom", 36, { parts: ["Siobhán", "Kingdom"] }),
      line("siobhan@example.org", 10.5),
      line("O'Callaghan +44 7700 900461", 36, { parts: ["O'Callaghan", "+44 7700 900461"] }),
    ]);
    expect(resume.basics.name).toBe("Siobhán O'Callaghan");
    expect(resume.basics.phone).toBe("+44 7700 900461");
    expect(resume.basics.email).toBe("siobhan@example.org");
  });

  it("puts back the word spaces of a large name the text layer lost, as the e-mail spells them", () => {
    const read = (name: string, email: string) =>
      resumeFromLines([line(name, 36), line(email, 10)]).resume.basics.name;
    expect(read("GabrielaFerreira", "gabriela.ferreira@example.com")).toBe("Gabriela Ferreira");
    expect(read("AnaMariaLima", "ana_maria-lima@example.com")).toBe("Ana Maria Lima");
    // A name whose letters the address does not spell word by word stays as printed.
    expect(read("DeShawn", "deshawn.carter@example.com")).toBe("DeShawn");
    expect(read("GabrielaFerreira", "gabif@example.com")).toBe("GabrielaFerreira");
  });

  it("reads a contact label over its value as one detail", () => {
    const { resume } = resumeFromLines([
      line("Ana Lima", 20),
      line("Adresse", 10),
      line("12 rue Pasteur, Lille", 10),
    ]);
    expect(Object.values(resume.basics.location ?? {}).join(", ")).toBe("12 rue Pasteur, Lille");
  });

  it("reads an email and a phone no section took, after their icons", () => {
    const { resume, unplaced } = resumeFromLines([
      line("Ana Lima", 20),
      line("Experience", 14, { bold: true }),
      line("Designer, Studio Uno", 10),
      line("Elsewhere", 14, { bold: true }),
      line("\uf095 +351 912 345 678", 10),
      line("@ ana@x.org", 10),
    ]);
    expect(resume.basics.phone).toBe("+351 912 345 678");
    expect(resume.basics.email).toBe("ana@x.org");
    expect(unplaced.join("|")).not.toContain("ana@x.org");
  });
});

describe("a name on two lines whose first line ends with a middle initial", () => {
  it("joins the family name under it, and the headline after them is the headline", () => {
    const { resume } = resumeFromLines([
      line("Dana R.", 24),
      line("MORALES", 24, { bold: true }),
      line("Office Manager", 11),
      line("Mobile: 555-010-1234", 9),
      line("E: dana.morales@example.org", 9),
    ]);
    expect(resume.basics.name).toBe("Dana R. MORALES");
    expect(resume.basics.label).toBe("Office Manager");
  });

  it("keeps a name of two words whole when the same type goes on below it", () => {
    const { resume } = resumeFromLines([
      line("Dana Morales", 24),
      line("OFFICE MANAGER", 24),
      line("dana.morales@example.org", 9),
    ]);
    expect(resume.basics.name).toBe("Dana Morales");
  });
});

describe("a name on two lines beside a block of details", () => {
  it("joins the family name though three detail lines fall between its two lines", () => {
    // The details run on their own smaller pitch: read by baseline, they interleave with the name.
    const { resume } = resumeFromLines([
      line("(555) 010-1234", 9),
      line("Dana dana.morales@example.org", 26, { parts: ["Dana", "dana.morales@example.org"] }),
      line("linkedin.com/in/dana-morales", 9),
      line("Austin, TX", 9),
      line("MORALES-PÉREZ", 26, { bold: true }),
      line("Office Manager", 10),
    ]);
    expect(resume.basics.name).toBe("Dana MORALES-PÉREZ");
    expect(resume.basics.label).toBe("Office Manager");
    expect(resume.basics.email).toBe("dana.morales@example.org");
    expect(resume.basics.phone).toBe("(555) 010-1234");
  });
});
