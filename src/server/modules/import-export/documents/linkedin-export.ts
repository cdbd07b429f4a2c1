import type { DraftBasics, DraftProfile, ResumeDraft } from "../../../../shared/resume-draft.ts";
import { compact } from "../json-resume/json-resume-values.ts";
import { type CsvRow, type CsvTable, readLinkedinTables, type TableName } from "./linkedin-csv.ts";
import {
  geoLocation,
  linkedinDate,
  linkedinList,
  proficiency,
  splitDescription,
  typedList,
} from "./linkedin-values.ts";
import type { LinesReading } from "./resume-from-lines.ts";

// A LinkedIn data export ZIP -> a resume draft. The export is already structured, so no line
// reading is needed: each CSV column goes to its JSON Resume field. What has no field (education
// notes, licence numbers, messenger names) goes to `unplaced` for the user to place or drop;
// what a resume should not carry (birth date, maiden name) is left out.

export interface LinkedinReading extends LinesReading {
  /** The CSV rows read, as "Column: value" lines per file, shown beside the fields. */
  sourceText: string;
}

/** Well-known sites by the first label of their host, for a profile's network name. */
const NETWORKS: Record<string, string> = {
  behance: "Behance",
  bitbucket: "Bitbucket",
  dribbble: "Dribbble",
  facebook: "Facebook",
  github: "GitHub",
  gitlab: "GitLab",
  instagram: "Instagram",
  kaggle: "Kaggle",
  linkedin: "LinkedIn",
  medium: "Medium",
  scholar: "Google Scholar",
  stackoverflow: "Stack Overflow",
  twitter: "Twitter",
  youtube: "YouTube",
};
const WEBSITE_TYPES: Record<string, string> = {
  COMPANY: "Company",
  BLOG: "Blog",
  RSS: "RSS",
  PORTFOLIO: "Portfolio",
};
const SCORE_PREFIXES = ["grade:", "gpa:"];

export function linkedinResume(zipBytes: Uint8Array): LinkedinReading {
  const tables = readLinkedinTables(zipBytes);
  const unplaced: string[] = [];
  const rows = (name: TableName) => tables[name]?.rows ?? [];
  const date = (raw: string | undefined, where: string) => {
    const value = linkedinDate(raw);
    if (value === null) unplaced.push(`${where}: ${raw}`);
    return value ?? undefined;
  };

  // Positions and volunteering roles: an organisation, a role, dates and a description.
  const role = (row: CsvRow, what: string) => {
    const where = row["company name"] ?? what;
    return {
      position: row.title ?? row.role,
      startDate: date(row["started on"], `${where} start date`),
      endDate: date(row["finished on"], `${where} end date`),
      ...splitDescription(row.description),
    };
  };
  const work = rows("positions").map((row) =>
    compact({ name: row["company name"], location: row.location, ...role(row, "Position") }),
  );
  const volunteer = rows("volunteering").map((row) =>
    compact({ organization: row["company name"], ...role(row, "Volunteering") }),
  );

  // Education.csv has no field-of-study column: `area` cannot be known, and a comma in the
  // degree is no sure sign of one ("Doctor of Philosophy (PhD), expected 2026").
  const education = rows("education").map((row) => {
    const school = row["school name"] ?? "Education";
    let score: string | undefined;
    for (const line of (row.notes ?? "").split("\n").map((text) => text.trim())) {
      const prefix = SCORE_PREFIXES.find((start) => line.toLowerCase().startsWith(start));
      if (prefix && !score) score = line.slice(prefix.length).trim();
      else if (line) unplaced.push(`${school}: ${line}`);
    }
    if (row.activities) unplaced.push(`${school}, activities: ${row.activities}`);
    return compact({
      institution: row["school name"],
      studyType: row["degree name"],
      startDate: date(row["start date"], `${school} start date`),
      endDate: date(row["end date"], `${school} end date`),
      score,
    });
  });

  const certificates = rows("certifications").map((row) => {
    if (row["license number"])
      unplaced.push(`${row.name ?? "Certification"}, license number: ${row["license number"]}`);
    return compact({
      name: row.name,
      issuer: row.authority,
      date: date(row["started on"], `${row.name ?? "Certification"} date`),
      url: row.url,
    });
  });

  const projects = rows("projects").map((row) => {
    const { summary, highlights } = splitDescription(row.description);
    return compact({
      name: row.title,
      description: summary,
      highlights,
      url: row.url,
      startDate: date(row["started on"], `${row.title ?? "Project"} start date`),
      endDate: date(row["finished on"], `${row.title ?? "Project"} end date`),
    });
  });

  // Sections the export has no rows for are left out, not sent empty.
  const resume = compact({
    basics: basics(rows, unplaced),
    work,
    volunteer,
    education,
    awards: rows("honors").map((row) =>
      compact({
        title: row.title,
        summary: row.description,
        date: date(row["issued on"], `${row.title ?? "Honor"} date`),
      }),
    ),
    certificates,
    publications: rows("publications").map((row) =>
      compact({
        name: row.name,
        publisher: row.publisher,
        releaseDate: date(row["published on"], `${row.name ?? "Publication"} date`),
        url: row.url,
        summary: row.description,
      }),
    ),
    skills: rows("skills").flatMap((row) => (row.name ? [{ name: row.name }] : [])),
    languages: rows("languages").map((row) =>
      compact({ language: row.name, fluency: row.proficiency ? proficiency(row.proficiency) : undefined }),
    ),
    projects,
  }) as ResumeDraft;
  return { resume, lowConfidence: [], unplaced, sourceText: renderTables(tables) };
}

function basics(rows: (name: TableName) => CsvRow[], unplaced: string[]): DraftBasics {
  const profile = rows("profile")[0] ?? {};
  const emails = rows("emails");
  const email = emails.find((row) => row.primary?.toLowerCase() === "yes") ?? emails[0];
  const phone = rows("phones").find((row) => row.number);
  const websites = typedList(profile.websites);
  const personal = websites.find((site) => site.type === "PERSONAL");
  const profiles: DraftProfile[] = [
    ...websites
      .filter((site) => site !== personal)
      .map((site) => ({ network: networkOf(site.type, site.value), url: site.value })),
    ...linkedinList(profile["twitter handles"]).map((handle) => ({
      network: "Twitter",
      username: handle.startsWith("@") ? handle.slice(1) : handle,
    })),
  ];
  for (const messenger of typedList(profile["instant messengers"])) {
    unplaced.push(`${proficiency(messenger.type)}: ${messenger.value}`);
  }
  const name = [profile["first name"], profile["last name"]].filter(Boolean).join(" ");
  return compact({
    name,
    label: profile.headline,
    email: email?.["email address"],
    phone: phone
      ? [phone.number, phone.extension ? `ext. ${phone.extension}` : ""].filter(Boolean).join(" ")
      : undefined,
    url: personal?.value,
    summary: profile.summary,
    location: locationOf(profile),
    profiles,
  });
}

function locationOf(profile: CsvRow) {
  const location = compact({
    address: profile.address,
    postalCode: profile["zip code"],
    ...geoLocation(profile["geo location"]),
  });
  return Object.keys(location).length ? location : undefined;
}

/** A well-known site's name from the URL's host, else the kind LinkedIn gave the link. */
function networkOf(type: string, url: string): string {
  let host = "";
  try {
    host = new URL(url.includes("://") ? url : `https://${url}`).hostname.toLowerCase();
  } catch {
    // Not a URL: the kind of link is all there is to name it by.
  }
  const first = (host.startsWith("www.") ? host.slice(4) : host).split(".")[0] ?? "";
  return NETWORKS[first] ?? WEBSITE_TYPES[type] ?? "Website";
}

/** Each table read, as a heading line with its file name and one "Column: value" line per cell. */
function renderTables(tables: Partial<Record<TableName, CsvTable>>): string {
  const blocks: string[] = [];
  for (const table of Object.values(tables)) {
    if (!table || table.rows.length === 0) continue;
    const rows = table.rows.map((row) =>
      table.columns
        .filter((column) => row[column.toLowerCase()])
        .map((column) => `${column}: ${row[column.toLowerCase()]}`)
        .join("\n"),
    );
    blocks.push([table.file, ...rows].join("\n\n"));
  }
  return blocks.join("\n\n\n");
}
