import { describe, expect, it } from "vitest";
import { asDocument, read, sample } from "./json-resume.test-data.ts";
import { toJsonResume } from "./json-resume.ts";

describe("JSON Resume export", () => {
  const doc = asDocument(read(sample));
  const exported = toJsonResume(doc);

  it("gives back every field the two formats share", () => {
    const { basics } = exported;
    expect(basics.name).toBe(sample.basics.name);
    expect(basics.label).toBe(sample.basics.label);
    expect(basics.email).toBe(sample.basics.email);
    expect(basics.phone).toBe(sample.basics.phone);
    expect(basics.url).toBe(sample.basics.url);
    expect(basics.summary).toBe(sample.basics.summary);
    expect(basics.location).toEqual({ address: "2712 Broadway St, San Francisco, California, CA 94115, US" });
    expect(basics.profiles).toEqual([
      { network: "Twitter", username: "neutralthoughts", url: "https://twitter.com/neutralthoughts" },
      sample.basics.profiles[1],
    ]);

    const work = exported.work[0];
    const source = sample.work[0];
    expect(work).toEqual({
      name: source.name,
      position: source.position,
      location: source.location,
      startDate: "2013-12",
      endDate: "2014-12",
      summary: source.summary,
      highlights: source.highlights,
    });
    expect(exported.work).toHaveLength(1);
    expect(exported.volunteer).toEqual([
      { ...sample.volunteer[0], startDate: "2012-01", endDate: "2013-01" },
    ]);
    expect(exported.publications).toEqual([{ ...sample.publications[0], releaseDate: "2014-10" }]);
    expect(exported.references).toEqual(sample.references);

    const school = sample.education[0];
    expect(exported.education).toEqual([
      {
        institution: school.institution,
        area: school.area,
        studyType: school.studyType,
        startDate: "2011-06",
        endDate: "2014-01",
        score: school.score,
        courses: school.courses,
      },
    ]);

    const project = sample.projects[0];
    expect(exported.projects).toEqual([
      {
        name: project.name,
        description: project.description,
        highlights: project.highlights,
        keywords: project.keywords,
        startDate: "2016-08",
        endDate: "2016-08",
        url: "https://missdirection.example.com",
        entity: project.entity,
      },
    ]);
    expect(exported.certificates).toEqual([]);
    expect(exported.awards).toEqual([{ ...sample.awards[0], date: "2014-11" }]);
    expect(exported.skills).toEqual(
      sample.skills.map(({ name, keywords }: { name: string; keywords: string[] }) => ({ name, keywords })),
    );
    expect(exported.languages).toEqual(sample.languages);
    expect(exported.interests).toEqual(sample.interests);
  });

  it("writes valid JSON Resume values: YYYY-MM dates, absolute URLs, no empty strings", () => {
    const text = JSON.stringify(exported);
    expect(text).not.toContain('""');
    const dates = [...text.matchAll(/"(startDate|endDate|date)":"([^"]*)"/g)].map((m) => m[2]);
    expect(dates.length).toBeGreaterThan(5);
    for (const date of dates) expect(date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    const urls = [...text.matchAll(/"url":"([^"]*)"/g)].map((m) => m[1] ?? "");
    for (const url of urls) expect(() => new URL(url)).not.toThrow();
    expect(exported.$schema).toMatch(/resume-schema\/v1\.0\.0\/schema\.json$/);
  });

  it("re-imports its own export to the same document", () => {
    const again = read(JSON.parse(JSON.stringify(exported)));
    expect(asDocument(again)).toEqual(doc);
  });

  it("exports an ongoing job without an end date, certificates with their URL, others as awards", () => {
    const custom = asDocument({
      fields: {
        name: "x",
        hobbies: "Chess\nHiking: hills, coasts",
        skills: [{ name: "", keywords: ["Go"] }],
      },
      experiences: [
        {
          company: "Now Inc",
          role: "Dev",
          company_address: "",
          start_date: "02/2020",
          end_date: "05/2021",
          still_working: true,
          responsibilities: "",
        },
      ],
      educations: [],
      projects: [],
      certificates: [
        { name: "C", issuing_institution: "I", date_issued: "", description: "https://cert.example.com/1" },
        { name: "D", issuing_institution: "J", date_issued: "04/2019", description: "Top of the class" },
      ],
    });
    const out = toJsonResume(custom);
    expect(out.work).toEqual([{ name: "Now Inc", position: "Dev", startDate: "2020-02" }]);
    expect(out.certificates).toEqual([{ name: "C", issuer: "I", url: "https://cert.example.com/1" }]);
    expect(out.awards).toEqual([{ title: "D", awarder: "J", date: "2019-04", summary: "Top of the class" }]);
    expect(out.interests).toEqual([{ name: "Chess" }, { name: "Hiking", keywords: ["hills", "coasts"] }]);
    expect(out.skills).toEqual([{ name: "Go" }]);
  });

  it("exports a licence as a certificate with its number in the name (JSON Resume has no licences)", () => {
    const licence = {
      title: "Registered Nurse (RN)",
      subtitle: "Texas Board of Nursing",
      number: "884512",
      start_date: "06/2015",
      end_date: "06/2027",
      url: "",
      description: "",
    };
    const withLicence = asDocument({
      fields: { name: "x", sections: [{ type: "licenses", title: "", entries: [licence] }] },
      experiences: [],
      educations: [],
      projects: [],
      certificates: [],
    });
    expect(toJsonResume(withLicence).certificates).toEqual([
      {
        name: "Registered Nurse (RN), License No. 884512",
        issuer: "Texas Board of Nursing",
        date: "2015-06",
      },
    ]);
  });

  // Issue 33: basics.label is printed under the name by JSON Resume themes, so it is the
  // person's own headline as stored (a re-import gives it back), never the role they aim for.
  it("labels the person with their own headline, never the desired role", () => {
    const nurse = (headline: string) =>
      asDocument({
        fields: { name: "x", headline, desired_role: "Clinical Informatics Analyst" },
        experiences: [
          {
            company: "Mercy Hospital",
            role: "Registered Nurse",
            company_address: "",
            start_date: "03/2015",
            end_date: "",
            still_working: true,
            responsibilities: "",
          },
          {
            company: "Care Home",
            role: "Nursing Assistant",
            company_address: "",
            start_date: "01/2012",
            end_date: "02/2015",
            still_working: false,
            responsibilities: "",
          },
        ],
        educations: [],
        projects: [],
        certificates: [],
      });
    expect(toJsonResume(nurse("")).basics.label).toBeUndefined();
    expect(toJsonResume(nurse("Charge nurse, cardiac step-down")).basics.label).toBe(
      "Charge nurse, cardiac step-down",
    );
    expect(JSON.stringify(toJsonResume(nurse("")).basics)).not.toContain("Informatics");
  });
});
