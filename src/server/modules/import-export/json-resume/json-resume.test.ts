import { describe, expect, it } from "vitest";
import { read, sample } from "./json-resume.test-data.ts";
import { parseJsonResume } from "./json-resume.ts";
import { profileUrl, splitHighlights, toMonthYear, toSafeLink, usernameOf } from "./json-resume-values.ts";

describe("JSON Resume import", () => {
  const content = read(sample);

  it("maps basics onto the resume's own fields", () => {
    expect(content.fields).toMatchObject({
      name: "Richard Hendriks",
      full_name: "Richard Hendriks",
      headline: "Programmer",
      email: "richard.hendriks@mail.com",
      phone: "(912) 555-4321",
      address: "2712 Broadway St, San Francisco, California, CA 94115, US",
      summary: sample.basics.summary,
      languages: [{ language: "English", level: "Native speaker" }],
      skills: [
        { name: "Web Development", keywords: ["HTML", "CSS", "Javascript"] },
        { name: "Compression", keywords: ["Mpeg", "MP4", "GIF"] },
      ],
      hobbies: "Wildlife: Ferrets, Unicorns",
    });
    expect(content.fields.links).toEqual([
      { label: "Website", link: "http://richardhendricks.example.com" },
      // No URL in the file: the well-known network's profile page is built from the user name.
      { label: "Twitter", link: "https://twitter.com/neutralthoughts" },
      { label: "SoundCloud", link: "https://soundcloud.example.com/dandymusicnl" },
    ]);
  });

  it("reads basics.label as the person's headline, not as the role they want", () => {
    expect(content.fields.headline).toBe("Programmer");
    expect(content.fields.desired_role).toBeUndefined();
  });

  it("maps work to experiences with MM/YYYY dates", () => {
    expect(content.experiences).toEqual([
      {
        company: "Pied Piper",
        role: "CEO/President",
        company_address: "Palo Alto, CA",
        start_date: "12/2013",
        end_date: "12/2014",
        still_working: false,
        responsibilities: [
          sample.work[0].summary,
          ...sample.work[0].highlights.map((h: string) => `- ${h}`),
        ].join("\n"),
      },
    ]);
  });

  it("maps awards, publications, volunteering and references to their own sections", () => {
    const entry = { title: "", subtitle: "", start_date: "", end_date: "", url: "", description: "" };
    expect(content.fields.sections).toEqual([
      {
        type: "awards",
        title: "",
        entries: [
          {
            ...entry,
            title: "Digital Compression Pioneer Award",
            subtitle: "Techcrunch",
            start_date: "11/2014",
            description: "There is no spoon.",
          },
        ],
      },
      {
        type: "publications",
        title: "",
        entries: [
          {
            ...entry,
            title: "Video compression for 3d media",
            subtitle: "Hooli",
            start_date: "10/2014",
            url: "http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)",
            description: "Innovative middle-out compression algorithm that changes the way we store data.",
          },
        ],
      },
      {
        type: "volunteering",
        title: "",
        entries: [
          {
            ...entry,
            title: "Teacher",
            subtitle: "CoderDojo",
            start_date: "01/2012",
            end_date: "01/2013",
            url: "http://coderdojo.example.com/",
            description:
              "Global movement of free coding clubs for young people.\n- Awarded 'Teacher of the Month'",
          },
        ],
      },
      {
        type: "references",
        title: "",
        entries: [{ ...entry, title: "Erlich Bachman", description: sample.references[0].reference }],
      },
    ]);
  });

  it("maps education, projects and certificates", () => {
    expect(content.educations).toEqual([
      {
        institution_name: "University of Oklahoma",
        degree: "Bachelor",
        field_of_study: "Information Technology",
        start_date: "06/2011",
        end_date: "01/2014",
        achievements: "Grade: 4.0\n- DB1101 - Basic SQL\n- CS2011 - Java Introduction",
      },
    ]);
    expect(content.projects).toEqual([
      {
        name: "Miss Direction",
        url: "https://missdirection.example.com",
        description: `A mapping engine that misguides you\n${sample.projects[0].highlights.map((h: string) => `- ${h}`).join("\n")}`,
        technologies: "GoogleMaps, Chrome Extension, Javascript",
        start_date: "08/2016",
        end_date: "08/2016",
        organization: "Smoogle",
      },
    ]);
    expect(content.certificates).toEqual([]);
  });

  it("reads certificates with their URL, and an open-ended job as still working", () => {
    const imported = read({
      work: [
        { name: "Hooli", startDate: "2015-03" },
        { name: "Raviga", startDate: "2016-01", endDate: "Present" },
      ],
      certificates: [
        { name: "AWS", issuer: "Amazon", date: "2021-11-07", url: "https://aws.example.com/c/1" },
      ],
    });
    expect(imported.experiences.map((e) => [e.start_date, e.end_date, e.still_working])).toEqual([
      ["03/2015", "", true],
      ["01/2016", "", true],
    ]);
    expect(imported.certificates[0]).toEqual({
      name: "AWS",
      issuing_institution: "Amazon",
      date_issued: "11/2021",
      description: "https://aws.example.com/c/1",
    });
    expect(imported.fields.name).toBe("Imported resume");
  });

  it("never keeps an unsafe link", () => {
    const imported = read({
      basics: {
        name: "Eve",
        url: "javascript:alert(1)",
        profiles: [
          { network: "GitHub", username: "eve", url: "javascript:alert(document.cookie)" },
          { network: "Evil", username: "x", url: "data:text/html,<script>alert(1)</script>" },
          { network: "Mastodon", username: "eve", url: "" },
        ],
      },
      projects: [{ name: "P", url: "javascript:void(0)" }],
    });
    expect(imported.fields.links).toEqual([{ label: "GitHub", link: "https://github.com/eve" }]);
    expect(imported.projects[0]?.url).toBe("");
  });

  it.each([
    ["2013-12-01", "12/2013"],
    ["2013-12", "12/2013"],
    ["2013-12-01T10:00:00Z", "12/2013"],
    ["12/2013", "12/2013"],
    ["3/2013", "03/2013"],
    ["2013", "2013"],
    ["Dec 2013", "12/2013"],
    ["1850", ""],
    ["yesterday", ""],
    ["2013-13-01", ""],
    ["1850-01", ""],
    ["", ""],
    [null, ""],
  ])("date %j -> %j", (value, expected) => {
    expect(toMonthYear(value)).toBe(expected);
  });

  it("turns dates it cannot express into empty ones instead of failing", () => {
    const imported = read({ work: [{ name: "A", startDate: "yesterday", endDate: "last week" }] });
    expect(imported.experiences[0]).toMatchObject({ start_date: "", end_date: "", still_working: false });
  });

  it.each([
    ["https://a.example/x", "https://a.example/x"],
    ["mailto:a@example.com", "mailto:a@example.com"],
    ["example.com/me", "https://example.com/me"],
    ["javascript:alert(1)", ""],
    ["not a url", ""],
    ["", ""],
  ])("link %j -> %j", (value, expected) => {
    expect(toSafeLink(value)).toBe(expected);
  });

  it("builds profile URLs only for known networks and plain user names", () => {
    expect(profileUrl("LinkedIn", "ada-l")).toBe("https://www.linkedin.com/in/ada-l");
    expect(profileUrl("twitter", "@ada")).toBe("https://twitter.com/ada");
    expect(profileUrl("Myspace", "ada")).toBe("");
    expect(profileUrl("GitHub", "../../etc")).toBe("");
    expect(usernameOf("https://www.linkedin.com/in/ada-l/")).toBe("ada-l");
    expect(usernameOf("https://example.com/")).toBeUndefined();
  });

  it("keeps summary paragraphs apart from highlight lines", () => {
    expect(splitHighlights("First.\n\nSecond.\n- one\n• two\n* three")).toEqual({
      text: "First.\n\nSecond.",
      highlights: ["one", "two", "three"],
    });
  });
});

describe("JSON Resume files that are not one", () => {
  it.each([
    ["an array", [1, 2], "it must be a JSON object"],
    ["a string", "resume", "it must be a JSON object"],
    ["null", null, "it must be a JSON object"],
    ["basics of the wrong type", { basics: "Richard" }, "basics must be an object"],
    ["work that is not a list", { work: { name: "A" } }, "work must be a list"],
    [
      "a highlight that is not text",
      { work: [{ highlights: [1] }] },
      "work[0].highlights[0] must be a string",
    ],
    ["a number where text belongs", { basics: { name: 5 } }, "basics.name must be a string"],
    ["no known section", { hello: "world" }, "it has none of the sections"],
  ])("%s", (_name, data, problem) => {
    const result = parseJsonResume(data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`This file is not a JSON Resume: ${problem}`);
  });
});

describe("JSON Resume values past the file-level bounds", () => {
  it("are cut in place, before any other text handling, and reported", () => {
    const keywords = Array.from({ length: 120 }, (_, i) => `k${i}`);
    const data = {
      basics: {
        name: "Ada",
        summary: `${"word ".repeat(5_000)}end`,
        location: { address: "a ".repeat(2_000) },
      },
      work: Array.from({ length: 51 }, () => ({ name: "Firm" })),
      skills: [{ name: "Tools", keywords }],
    };
    const result = parseJsonResume(data);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.work).toHaveLength(50);
    expect(result.value.skills?.[0]?.keywords).toHaveLength(100);
    expect(result.value.basics?.summary?.length).toBeLessThanOrEqual(20_000);
    expect(result.value.basics?.summary).toMatch(/word$/);
    expect(result.report.shortened).toEqual([
      { field: "basics.summary", from: 25_003, to: 19_999 },
      { field: "basics.location.address", from: 4_000, to: 1_999 },
    ]);
    expect(result.report.leftOut).toEqual([
      { field: "work", count: 1, reason: "left out (at most 50 entries are read)" },
      { field: "skills[0].keywords", count: 20, reason: "left out (at most 100 entries are read)" },
    ]);
  });
});
