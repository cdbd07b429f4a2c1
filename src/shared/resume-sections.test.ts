import { describe, expect, it } from "vitest";
import { entityTypes } from "./resume.ts";
import {
  JSON_RESUME_SOURCES,
  ROW_NOUNS,
  ROW_SECTION_LABELS,
  ROW_TEXT_FIELD,
  rowTypes,
  SECTION_HEADINGS,
  SECTION_LABELS,
  sectionKeys,
} from "./resume-sections.ts";

// The lists read off the one section model, pinned as they were declared before it (issue 36):
// the layout's stored orders, the API's enums and messages and every printed word depend on them.

describe("the section model's derived lists", () => {
  it("keeps the default print order and the layout's keys", () => {
    expect(sectionKeys).toEqual([
      "summary",
      "experience",
      "education",
      "projects",
      "certificates",
      "licenses",
      "skills",
      "languages",
      "links",
      "interests",
      "extras",
    ]);
  });

  it("labels and prints each section in the same words", () => {
    const words = {
      summary: "Summary",
      experience: "Experience",
      education: "Education",
      projects: "Projects",
      certificates: "Certificates",
      licenses: "Licenses",
      skills: "Skills",
      languages: "Languages",
      links: "Links",
      interests: "Interests",
      extras: "Additional sections",
    };
    expect(SECTION_LABELS).toEqual(words);
    expect(SECTION_HEADINGS).toEqual(words);
  });

  it("names the child rows, their text and their words in the API's order", () => {
    expect(rowTypes).toEqual(["experiences", "educations", "projects", "certificates"]);
    expect(entityTypes).toEqual(["experiences", "educations", "projects", "certificates", "cover_letters"]);
    expect(ROW_TEXT_FIELD).toEqual({
      experiences: "responsibilities",
      educations: "achievements",
      projects: "description",
      certificates: "description",
    });
    expect(ROW_NOUNS).toEqual({
      experiences: "Experience",
      educations: "Education",
      projects: "Project",
      certificates: "Certificate",
    });
    expect(ROW_SECTION_LABELS).toEqual({
      experiences: "Experience",
      educations: "Education",
      projects: "Projects",
      certificates: "Certificates",
    });
  });

  it("says where JSON Resume keeps each field that holds a section", () => {
    expect(JSON_RESUME_SOURCES).toEqual({
      summary: "basics.summary",
      links: "basics.url and basics.profiles",
      skills: "skills",
      languages: "languages",
      hobbies: "interests",
      sections: "awards, publications, volunteer and references",
      experiences: "work",
      educations: "education",
      projects: "projects",
      certificates: "certificates",
    });
  });
});
