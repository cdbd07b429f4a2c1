import { describe, expect, it } from "vitest";
import { retailSupervisor } from "../../../../tests/fixtures/sample-resumes.ts";
import type { PostingTerm } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { analysePosting } from "../posting/analyse-posting.ts";
import { leadingPeopleIn } from "./leading-people.ts";
import { matchTerms } from "./match-terms.ts";

// The evidence map reads how people describe their work (issue 32 §4): a counted team led is
// people management; an employer's name is where someone worked, never a skill of theirs.

const asked = (term: string): PostingTerm => ({ term, importance: "required", kind: "skill" });
const match = (document: ResumeDocument, term: string) => matchTerms(document, [asked(term)])[0];

describe("leading a counted group of people", () => {
  it("reads the verb and the group, in the ways resumes write it", () => {
    expect(leadingPeopleIn("Led a 14-person team running daily requisitions")).toBe("Led a 14-person team");
    expect(leadingPeopleIn("Lead 7 enterprise account executives and 2 solutions engineers")).toBe(
      "Lead 7 enterprise account executives",
    );
    expect(leadingPeopleIn("Responsible for managing a team of 8 cashiers")).toBe("managing a team of 8");
    expect(leadingPeopleIn("Led the migration of 14 services to Kubernetes")).toBeUndefined();
  });

  it("supports people management and team leadership, not sales management", () => {
    expect(match(retailSupervisor, "people management")?.state).toBe("supported");
    expect(match(retailSupervisor, "team leadership")).toMatchObject({
      state: "supported",
      evidence: "Responsible for managing a team of 8 cashiers",
    });
    expect(match(retailSupervisor, "sales management")?.state).toBe("missing");
  });
});

describe("an employer's name is not the person's skill", () => {
  const atAmazon: ResumeDocument = {
    ...retailSupervisor,
    experiences: retailSupervisor.experiences.map((row, i) =>
      i === 0 ? { ...row, company: "Amazon Web Services" } : row,
    ),
  };

  it("does not find a product in the name of the company someone worked for", () => {
    expect(match(atAmazon, "Amazon Web Services")?.state).toBe("missing");
  });

  it("still reads the title the person held", () => {
    expect(match(atAmazon, "Shift Supervisor")).toMatchObject({ state: "literal" });
  });
});

describe("a school stage taught is evidence of the grade range asked", () => {
  const teacher = (role: string, responsibilities = "", degree = ""): ResumeDocument => ({
    ...retailSupervisor,
    experiences: retailSupervisor.experiences.map((row, i) =>
      i === 0 ? { ...row, role, responsibilities } : row,
    ),
    educations: retailSupervisor.educations.map((row) => (degree ? { ...row, degree } : row)),
  });

  it("a high-school or third-grade teacher has shown K-12 teaching", () => {
    expect(match(teacher("High School Mathematics Teacher"), "K-12")).toMatchObject({
      state: "supported",
      evidence: expect.stringContaining("High School Mathematics Teacher"),
    });
    expect(match(teacher("Teacher", "Taught 3rd grade reading and math to 24 students"), "K-8")?.state).toBe(
      "supported",
    );
    expect(match(teacher("Teacher", "Taught grades 6-8 science"), "secondary education")?.state).toBe(
      "missing",
    );
  });

  it("not from where the person studied, nor from a wider range", () => {
    expect(match(teacher("Tutor", "", "High School Diploma"), "K-12")?.state).toBe("missing");
    expect(match(teacher("K-12 Substitute Teacher"), "high school teaching")?.state).toBe("missing");
  });
});

describe("tests written in code are test automation", () => {
  it("supports 'automated testing' from 'wrote the integration tests'", () => {
    const developer: ResumeDocument = {
      ...retailSupervisor,
      experiences: retailSupervisor.experiences.map((row, i) =>
        i === 0
          ? { ...row, role: "Developer", responsibilities: "Wrote the integration tests for the billing API" }
          : row,
      ),
    };
    expect(match(developer, "automated testing")).toMatchObject({
      state: "supported",
      evidence: "Wrote the integration tests for the billing API",
    });
  });
});

describe("a dictionary term is found by its own forms, not by word stems", () => {
  it("does not read a tool's name into a person who does that work", () => {
    const document = {
      ...retailSupervisor,
      experiences: [
        {
          ...(retailSupervisor.experiences[0] as ResumeDocument["experiences"][number]),
          responsibilities:
            "- Managed 2 freelance illustrators and an Adobe licence budget\n- Sold to Mid-Market field teams",
        },
      ],
    };
    expect(match(document, "Adobe Illustrator")?.state).toBe("missing");
  });
});

describe("a degree asked as postings abbreviate it", () => {
  const graduate = (degree: string): ResumeDocument => ({
    ...retailSupervisor,
    educations: retailSupervisor.educations.map((row) => ({ ...row, degree })),
  });

  it("reads 'BA/BS required' as the bachelor's degree, met by one held or a higher one", () => {
    const asked = analysePosting(
      "Paralegal\n\nRequirements\n\n- BA/BS required.\n- 3+ years of paralegal experience",
    );
    expect(asked.terms.map((term) => term.term)).toContain("BA/BS");
    expect(match(graduate("Bachelor of Arts in English"), "BA/BS")?.state).toBe("literal");
    expect(match(graduate("M.S. in Finance"), "B.S./B.A.")?.state).toBe("literal");
    expect(match(graduate("Associate of Applied Science"), "BA/BS")?.state).toBe("missing");
  });
});
