import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import { linkedinResume } from "./linkedin-export.ts";

// Hand-written exports in the shapes real ones come in: files in a folder, odd case, a
// "Notes:" paragraph above the header, CRLF line ends, several e-mail addresses.

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const PROFILE = [
  "First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers",
  'Ana,"Souza Lima",Pereira,,"Apr 2, 1990",Data Engineer,"Builds pipelines.",Software,01310,"São Paulo, São Paulo, Brazil",[@anasl],"[PERSONAL:https://ana.example.com,COMPANY:https://acme.example,OTHER:https://github.com/anasl]",[SKYPE:ana.sl]',
].join("\r\n");

describe("linkedinResume", () => {
  it("reads a real-shaped export", () => {
    const { resume, unplaced, lowConfidence, sourceText } = linkedinResume(
      zip({
        "Basic_LinkedInDataExport_05-01-2025/PROFILE.csv": PROFILE,
        "Basic_LinkedInDataExport_05-01-2025/Email Addresses.csv":
          'Email Address,Confirmed,Primary,Updated On\nold@example.net,Yes,No,\nana@example.com,Yes,Yes,"1/15/24, 6:02 PM"\n',
        "Basic_LinkedInDataExport_05-01-2025/PhoneNumbers.csv":
          "Extension,Number,Type\n12,+55 11 5555-0100,Work\n",
        "Basic_LinkedInDataExport_05-01-2025/positions.csv": [
          "Notes:",
          '"This file lists your positions, most recent first."',
          "",
          "Company Name,Title,Description,Location,Started On,Finished On",
          'Acme,Data Engineer,"Owns the lake.\n• Cut costs 30%\n• Moved to Spark",São Paulo,Mar 2021,',
          "Initech,Analyst,,,2018,Feb 2021",
          "Globex,Intern,,,Summer 2017,Dec 2017",
        ].join("\n"),
        "Basic_LinkedInDataExport_05-01-2025/Education.csv":
          'School Name,Start Date,End Date,Notes,Degree Name,Activities\nUSP,2014,2018,"GPA: 8.9/10\nThesis on graphs",Bachelor of Science - BS,Chess club\n',
        "Basic_LinkedInDataExport_05-01-2025/Skills.csv": "Name\nSQL\nApache Spark\n",
        "Basic_LinkedInDataExport_05-01-2025/Languages.csv":
          "Name,Proficiency\nPortuguese,NATIVE_OR_BILINGUAL\nEnglish,Full professional proficiency\n",
        "Basic_LinkedInDataExport_05-01-2025/Certifications.csv":
          "Name,Url,Authority,Started On,Finished On,License Number\nDatabricks Associate,https://cert.example/1,Databricks,Jun 2023,,ABC-123\n",
        "Basic_LinkedInDataExport_05-01-2025/messages.csv": "CONVERSATION ID,CONTENT\n1,hello\n",
      }),
    );
    expect(resume.basics).toEqual({
      name: "Ana Souza Lima",
      label: "Data Engineer",
      email: "ana@example.com",
      phone: "+55 11 5555-0100 ext. 12",
      url: "https://ana.example.com",
      summary: "Builds pipelines.",
      location: { postalCode: "01310", city: "São Paulo", region: "São Paulo", countryCode: "BR" },
      profiles: [
        { network: "Company", url: "https://acme.example" },
        { network: "GitHub", url: "https://github.com/anasl" },
        { network: "Twitter", username: "anasl" },
      ],
    });
    expect(resume.work).toEqual([
      {
        name: "Acme",
        position: "Data Engineer",
        location: "São Paulo",
        startDate: "2021-03",
        summary: "Owns the lake.",
        highlights: ["Cut costs 30%", "Moved to Spark"],
      },
      { name: "Initech", position: "Analyst", startDate: "2018", endDate: "2021-02" },
      { name: "Globex", position: "Intern", endDate: "2017-12" },
    ]);
    expect(resume.education).toEqual([
      {
        institution: "USP",
        studyType: "Bachelor of Science - BS",
        startDate: "2014",
        endDate: "2018",
        score: "8.9/10",
      },
    ]);
    expect(resume.skills).toEqual([{ name: "SQL" }, { name: "Apache Spark" }]);
    expect(resume.languages).toEqual([
      { language: "Portuguese", fluency: "Native or bilingual" },
      { language: "English", fluency: "Full professional proficiency" },
    ]);
    expect(resume.certificates).toEqual([
      { name: "Databricks Associate", issuer: "Databricks", date: "2023-06", url: "https://cert.example/1" },
    ]);
    // What has no field is offered to the user, not dropped; the birth date is never offered.
    expect(unplaced).toEqual([
      "Globex start date: Summer 2017",
      "USP: Thesis on graphs",
      "USP, activities: Chess club",
      "Databricks Associate, license number: ABC-123",
      "Skype: ana.sl",
    ]);
    expect(unplaced.join("\n")).not.toContain("1990");
    expect(lowConfidence).toEqual([]);
    expect(sourceText).toContain("Profile.csv\n\nFirst Name: Ana\nLast Name: Souza Lima\n");
    expect(sourceText).toContain(
      "Company Name: Initech\nTitle: Analyst\nStarted On: 2018\nFinished On: Feb 2021",
    );
    expect(sourceText).not.toContain("hello");
  });

  it("reads an export with positions only", () => {
    const { resume } = linkedinResume(zip({ "Positions.csv": "Company Name,Title\nAcme,Engineer\n" }));
    expect(resume).toEqual({ basics: {}, work: [{ name: "Acme", position: "Engineer" }] });
  });

  it("never unpacks the files it does not need, however large", () => {
    const files = {
      "Positions.csv": strToU8("Company Name,Title\nAcme,Engineer\n"),
      "messages.csv": new Uint8Array(50 * 1024 * 1024),
    };
    const { resume } = linkedinResume(zipSync(files, { level: 1 }));
    expect(resume.work).toEqual([{ name: "Acme", position: "Engineer" }]);
  });

  it("refuses a ZIP that is not a LinkedIn export", () => {
    let error: unknown;
    try {
      linkedinResume(zip({ "Connections.csv": "First Name,Last Name\n", "notes.txt": "hi" }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("bad_request");
    expect((error as AppError).message).toBe(
      "This ZIP is not a LinkedIn data export: it has no Profile.csv or Positions.csv.",
    );
  });

  it("refuses a CSV that cannot be parsed with a message naming it", () => {
    const bad = zip({ "Positions.csv": 'Company Name,Title\n"Acme,Engineer\n' });
    expect(() => linkedinResume(bad)).toThrow(
      "Positions.csv in this LinkedIn export is not a readable CSV file.",
    );
  });
});
