import { strToU8, zipSync } from "fflate";
import type { ResumeDraft } from "../../src/shared/resume-draft.ts";

// A LinkedIn "Get a copy of your data" ZIP made from a JSON Resume, as LinkedIn writes it:
// its CSV names and headers, "Mar 2019" dates, bracketed TYPE:url lists, a "Notes:" paragraph
// above one header row, and files a resume has no use for (messages, connections, saved jobs).
// The importer tests and the end-to-end import both use it: keep its output stable.
//
// What LinkedIn has no column for is lost, as in a real export: education's field of study
// (`area`) and courses, an award's awarder, skill groups (LinkedIn skills are a flat list).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2019" -> "2019", "2019-03" -> "Mar 2019", "2019-03-15" -> "Mar 15, 2019". */
function linkedinDateText(date: string | undefined): string {
  const [year = "", month, day] = (date ?? "").split("-");
  if (!month) return year;
  const name = MONTHS[Number(month) - 1] ?? month;
  return day ? `${name} ${Number(day)}, ${year}` : `${name} ${year}`;
}

const cell = (value: string | undefined) => {
  const text = value ?? "";
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

function csv(columns: string[], rows: (string | undefined)[][], preamble = ""): Uint8Array {
  const lines = [columns, ...rows].map((row) => row.map(cell).join(","));
  return strToU8(`${preamble}${lines.join("\n")}\n`);
}

/** A description as people type one on LinkedIn: a paragraph, then one bullet per line. */
const description = (summary: string | undefined, highlights: string[] | undefined, glyph = "•") =>
  [summary ?? "", ...(highlights ?? []).map((item) => `${glyph} ${item}`)].filter(Boolean).join("\n");

const bracketed = (items: string[]) => (items.length ? `[${items.join(",")}]` : "");

/** The skills as one flat list, the way LinkedIn keeps them: each group's keywords, or its name. */
export function flatSkills(resume: ResumeDraft): string[] {
  const names = (resume.skills ?? []).flatMap((group) =>
    group.keywords?.length ? group.keywords : [group.name ?? ""],
  );
  return [...new Set(names.filter(Boolean))];
}

function profileCsv(resume: ResumeDraft): Uint8Array {
  const { basics } = resume;
  const name = basics.name ?? "";
  const space = name.indexOf(" ");
  const [first, last] = space < 0 ? [name, ""] : [name.slice(0, space), name.slice(space + 1)];
  const location = basics.location ?? {};
  const country = location.countryCode
    ? new Intl.DisplayNames(["en"], { type: "region" }).of(location.countryCode)
    : undefined;
  const profiles = (basics.profiles ?? []).filter((profile) => profile.url && profile.network !== "LinkedIn");
  const twitter = profiles.filter((profile) => profile.network === "Twitter" || profile.network === "X");
  const websites = [
    ...(basics.url ? [`PERSONAL:${basics.url}`] : []),
    ...profiles
      .filter((profile) => !twitter.includes(profile))
      .map(
        (profile) =>
          `${/behance|dribbble/i.test(profile.network ?? "") ? "PORTFOLIO" : "OTHER"}:${profile.url}`,
      ),
  ];
  return csv(
    [
      "First Name",
      "Last Name",
      "Maiden Name",
      "Address",
      "Birth Date",
      "Headline",
      "Summary",
      "Industry",
      "Zip Code",
      "Geo Location",
      "Twitter Handles",
      "Websites",
      "Instant Messengers",
    ],
    [
      [
        first,
        last,
        "",
        location.address,
        "",
        basics.label,
        basics.summary,
        "",
        location.postalCode,
        [location.city, location.region, country].filter(Boolean).join(", "),
        bracketed(twitter.map((profile) => profile.username ?? "")),
        bracketed(websites),
        "",
      ],
    ],
  );
}

/** The export's files by path; the CSVs a resume needs carry real LinkedIn headers. */
function linkedinExportFiles(resume: ResumeDraft): Record<string, Uint8Array> {
  const { basics } = resume;
  const files: Record<string, Uint8Array> = {
    "Profile.csv": profileCsv(resume),
    "Email Addresses.csv": csv(
      ["Email Address", "Confirmed", "Primary", "Updated On"],
      [
        ["old.inbox@example.net", "Yes", "No", "3/2/19, 9:14 AM"],
        ...(basics.email ? [[basics.email, "Yes", "Yes", "1/15/24, 6:02 PM"]] : []),
      ],
    ),
    "PhoneNumbers.csv": csv(
      ["Extension", "Number", "Type"],
      basics.phone ? [["", basics.phone, "Mobile"]] : [],
    ),
    "Positions.csv": csv(
      ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
      (resume.work ?? []).map((job) => [
        job.name,
        job.position,
        description(job.summary, job.highlights),
        job.location,
        linkedinDateText(job.startDate),
        linkedinDateText(job.endDate),
      ]),
      'Notes:\n"Positions are listed as they appear on your profile, most recent first."\n\n',
    ),
    "Education.csv": csv(
      ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"],
      (resume.education ?? []).map((school) => [
        school.institution,
        linkedinDateText(school.startDate),
        linkedinDateText(school.endDate),
        [
          school.score ? `Grade: ${school.score}` : "",
          school.courses?.length ? `Coursework: ${school.courses.join(", ")}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
        school.studyType,
        "",
      ]),
    ),
    "Skills.csv": csv(
      ["Name"],
      flatSkills(resume).map((name) => [name]),
    ),
    "Certifications.csv": csv(
      ["Name", "Url", "Authority", "Started On", "Finished On", "License Number"],
      (resume.certificates ?? []).map((item) => [
        item.name,
        item.url,
        item.issuer,
        linkedinDateText(item.date),
        "",
        "",
      ]),
    ),
    "Languages.csv": csv(
      ["Name", "Proficiency"],
      (resume.languages ?? []).map((item) => [item.language, item.fluency]),
    ),
    "Projects.csv": csv(
      ["Title", "Description", "Url", "Started On", "Finished On"],
      (resume.projects ?? []).map((project) => [
        project.name,
        description(project.description, project.highlights),
        project.url,
        linkedinDateText(project.startDate),
        linkedinDateText(project.endDate),
      ]),
    ),
    "Honors.csv": csv(
      ["Title", "Description", "Issued On"],
      (resume.awards ?? []).map((award) => [award.title, award.summary, linkedinDateText(award.date)]),
    ),
    "Publications.csv": csv(
      ["Name", "Published On", "Description", "Publisher", "Url"],
      (resume.publications ?? []).map((item) => [
        item.name,
        linkedinDateText(item.releaseDate),
        item.summary,
        item.publisher,
        item.url,
      ]),
    ),
    "Volunteering.csv": csv(
      ["Company Name", "Role", "Cause", "Started On", "Finished On", "Description"],
      (resume.volunteer ?? []).map((item) => [
        item.organization,
        item.position,
        "",
        linkedinDateText(item.startDate),
        linkedinDateText(item.endDate),
        description(item.summary, item.highlights, "-"),
      ]),
    ),
    // Files a resume has no use for, as every export has them.
    "Connections.csv": csv(
      ["First Name", "Last Name", "URL", "Email Address", "Company", "Position", "Connected On"],
      [
        [
          "Sam",
          "Rivera",
          "https://www.linkedin.com/in/sam-rivera-example",
          "",
          "Northwind",
          "Recruiter",
          "12 Feb 2024",
        ],
      ],
      'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address."\n\n',
    ),
    "messages.csv": csv(
      [
        "CONVERSATION ID",
        "CONVERSATION TITLE",
        "FROM",
        "SENDER PROFILE URL",
        "TO",
        "DATE",
        "SUBJECT",
        "CONTENT",
      ],
      [
        [
          "2-abc",
          "",
          "Sam Rivera",
          "",
          basics.name,
          "2024-02-12 10:01:33 UTC",
          "",
          "Thanks for connecting, Name, Title",
        ],
      ],
    ),
    "Registration.csv": csv(
      ["Registered At", "Registration Ip", "Subscription Types"],
      [["5/4/12, 8:31 PM", "", ""]],
    ),
    "Jobs/Saved Jobs.csv": csv(["Saved Date", "Job Url", "Job Title", "Company Name"], []),
  };
  return files;
}

/** The ZIP LinkedIn sends, made from `resume`. */
export function linkedinExportZip(resume: ResumeDraft): Uint8Array {
  return zipSync(linkedinExportFiles(resume));
}
