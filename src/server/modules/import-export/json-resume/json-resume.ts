import type { z } from "zod";
import { SHORT } from "../../../../shared/field-formats.ts";
import { cutAtWord, joinLines } from "../../../../shared/linear-text.ts";
import type {
  certificateFields,
  educationFields,
  experienceFields,
  LinkRow,
  projectFields,
  ResumeDocument,
  ResumeFields,
} from "../../../../shared/resume.ts";
import type { SkillGroup } from "../../../../shared/skill-groups.ts";
import type { JsonResume } from "./json-resume-schema.ts";
import {
  licencesToJsonResume,
  sectionsFromJsonResume,
  sectionsToJsonResume,
} from "./json-resume-sections.ts";
import {
  compact,
  isOngoing,
  joinKeywords,
  joinWithHighlights,
  profileUrl,
  splitHighlights,
  splitKeywords,
  splitList,
  toIsoMonth,
  toMonthYear,
  toSafeLink,
  usernameOf,
} from "./json-resume-values.ts";

// JSON Resume v1 <-> our resume document. Every field both formats share survives a round
// trip; how the fields that differ are folded in is recorded in docs/decisions/006-json-resume-mapping.md.

export { type JsonResume, parseJsonResume } from "./json-resume-schema.ts";

const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
const IMPORTED_RESUME_NAME = "Imported resume";
/** The label of the link that is JSON Resume's basics.url. */
const WEBSITE_LABEL = "Website";

type Experience = z.infer<typeof experienceFields>;
type Education = z.infer<typeof educationFields>;
type Project = z.infer<typeof projectFields>;
type Certificate = z.infer<typeof certificateFields>;

/** A resume to create (the shape createResume takes), before our own limits are checked. */
export interface ImportedResume {
  fields: Partial<ResumeFields> & { name: string };
  experiences: Experience[];
  educations: Education[];
  projects: Project[];
  certificates: Certificate[];
}

type Text = string | number | null | undefined;
const s = (value: Text) => (value == null ? "" : String(value).trim());
/** JSON Resume addresses may hold "\n" between lines; ours is one line. */
const oneLine = (value: Text) => joinLines(s(value), ", ");

export function fromJsonResume(resume: JsonResume): ImportedResume {
  const basics = resume.basics ?? {};
  const place = basics.location ?? {};
  const address = [place.address, place.city, place.region, place.postalCode, place.countryCode]
    .map(oneLine)
    .filter(Boolean)
    .join(", ");
  return {
    fields: {
      name: cutAtWord(s(basics.name), SHORT) || IMPORTED_RESUME_NAME,
      full_name: s(basics.name),
      // The person's own line under the name: their headline, not a target (decision 032).
      headline: s(basics.label),
      email: s(basics.email),
      phone: s(basics.phone),
      address,
      summary: s(basics.summary),
      links: importLinks(basics),
      skills: importSkills(resume.skills ?? []),
      languages: (resume.languages ?? []).map((row) => ({
        language: s(row.language),
        level: s(row.fluency),
      })),
      hobbies: (resume.interests ?? [])
        .map((interest) => joinKeywords(s(interest.name), interest.keywords ?? []))
        .filter(Boolean)
        .join("\n"),
      sections: sectionsFromJsonResume(resume),
    },
    experiences: (resume.work ?? []).map((job) =>
      experience(s(job.name) || s(job.company), job.position, job.location, job),
    ),
    educations: (resume.education ?? []).map((school) => {
      const grade = s(school.score) || s(school.gpa);
      return {
        institution_name: s(school.institution),
        degree: s(school.studyType),
        field_of_study: s(school.area),
        start_date: toMonthYear(school.startDate),
        end_date: toMonthYear(school.endDate),
        achievements: joinWithHighlights(grade ? `Grade: ${grade}` : "", school.courses ?? []),
      };
    }),
    projects: (resume.projects ?? []).map((project) => ({
      name: s(project.name),
      url: toSafeLink(project.url),
      description: joinWithHighlights(s(project.description), project.highlights ?? []),
      technologies: splitList((project.keywords ?? []).join(",")).join(", "),
      start_date: toMonthYear(project.startDate),
      end_date: toMonthYear(project.endDate),
      organization: s(project.entity),
    })),
    certificates: (resume.certificates ?? []).map((item) => ({
      name: s(item.name),
      issuing_institution: s(item.issuer),
      date_issued: toMonthYear(item.date),
      description: toSafeLink(item.url),
    })),
  };
}

/** Groups with keywords stay groups; a skill without keywords is a plain skill (the unnamed group). */
function importSkills(skills: NonNullable<JsonResume["skills"]>): SkillGroup[] {
  const plain: string[] = [];
  const groups: SkillGroup[] = [];
  for (const skill of skills) {
    const keywords = (skill.keywords ?? []).map(s).filter(Boolean);
    if (keywords.length) groups.push({ name: s(skill.name), keywords });
    else if (s(skill.name)) plain.push(s(skill.name));
  }
  return plain.length ? [{ name: "", keywords: plain }, ...groups] : groups;
}

interface Period {
  startDate?: string | null;
  endDate?: string | null;
  summary?: string | null;
  highlights?: string[] | null;
}

function experience(company: string, role: Text, place: Text, job: Period): Experience {
  const ongoing = isOngoing(job.endDate) || (!s(job.endDate) && Boolean(s(job.startDate)));
  return {
    company,
    role: s(role),
    company_address: s(place),
    start_date: toMonthYear(job.startDate),
    end_date: ongoing ? "" : toMonthYear(job.endDate),
    still_working: ongoing,
    responsibilities: joinWithHighlights(s(job.summary), job.highlights ?? []),
  };
}

/**
 * basics.url becomes the "Website" link; each profile a link labelled with its network. A
 * profile without a safe URL gets its well-known network's profile URL built from the user
 * name, or is left out: a link row must be a safe URL (javascript: never gets in).
 */
function importLinks(basics: NonNullable<JsonResume["basics"]>): LinkRow[] {
  const links: LinkRow[] = [];
  const website = toSafeLink(basics.url);
  if (website) links.push({ label: WEBSITE_LABEL, link: website });
  for (const profile of basics.profiles ?? []) {
    const network = s(profile.network);
    const link = toSafeLink(profile.url) || profileUrl(network, s(profile.username));
    if (link) links.push({ label: network || WEBSITE_LABEL, link });
  }
  return links;
}

/** Our document as a valid JSON Resume v1 (dates YYYY-MM; empty values left out). */
export function toJsonResume(doc: ResumeDocument) {
  const website = doc.links.find((row) => row.label.trim().toLowerCase() === "website" && row.link);
  const profiles = doc.links
    .filter((row) => row !== website && row.link)
    .map((row) => compact({ network: row.label, username: usernameOf(row.link), url: row.link }));
  const hobbies = doc.hobbies.split(/\r?\n/).filter((line) => line.trim());
  const sections = sectionsToJsonResume(doc);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: doc.full_name,
      // The person's own headline, as stored: a re-import gives the same resume, and an empty one
      // lets a theme's reader see no label rather than a target role (decision 032).
      label: doc.headline,
      email: doc.email,
      phone: doc.phone,
      url: website?.link,
      summary: doc.summary,
      location: doc.address ? { address: doc.address } : undefined,
      profiles,
    }),
    work: doc.experiences.map((row) => {
      const { text, highlights } = splitHighlights(row.responsibilities);
      return compact({
        name: row.company,
        position: row.role,
        location: row.company_address,
        startDate: toIsoMonth(row.start_date),
        endDate: row.still_working ? undefined : toIsoMonth(row.end_date),
        summary: text,
        highlights,
      });
    }),
    education: doc.educations.map((row) => {
      const { text, highlights } = splitHighlights(row.achievements);
      const lines = text.split("\n").filter((line) => line.trim());
      const grade = lines.find((line) => /^(grade|score|gpa):/i.test(line.trim()));
      return compact({
        institution: row.institution_name,
        area: row.field_of_study,
        studyType: row.degree,
        startDate: toIsoMonth(row.start_date),
        endDate: toIsoMonth(row.end_date),
        score: grade?.slice(grade.indexOf(":") + 1).trim(),
        courses: [...lines.filter((line) => line !== grade).map((line) => line.trim()), ...highlights],
      });
    }),
    projects: doc.projects.map((row) => {
      const { text, highlights } = splitHighlights(row.description);
      return compact({
        name: row.name,
        description: text,
        highlights,
        keywords: splitList(row.technologies),
        startDate: toIsoMonth(row.start_date),
        endDate: toIsoMonth(row.end_date),
        url: row.url,
        entity: row.organization,
      });
    }),
    certificates: [
      ...doc.certificates.filter(isPlainCertificate).map((row) =>
        compact({
          name: row.name,
          issuer: row.issuing_institution,
          date: toIsoMonth(row.date_issued),
          url: row.description.trim(),
        }),
      ),
      ...licencesToJsonResume(doc),
    ],
    ...sections,
    // JSON Resume certificates have no text; one with a description leaves as an award, which has.
    awards: [
      ...sections.awards,
      ...doc.certificates
        .filter((row) => !isPlainCertificate(row))
        .map((row) =>
          compact({
            title: row.name,
            awarder: row.issuing_institution,
            date: toIsoMonth(row.date_issued),
            summary: row.description,
          }),
        ),
    ],
    skills: doc.skills.flatMap((group) =>
      // The unnamed group's skills leave one by one, as JSON Resume writes a plain skill.
      group.name.trim()
        ? [compact({ name: group.name, keywords: group.keywords })]
        : group.keywords.map((name) => ({ name })),
    ),
    languages: doc.languages.map((row) => compact({ language: row.language, fluency: row.level })),
    interests: [...hobbies.map((line) => compact(splitKeywords(line))), ...sections.interests],
    meta: { version: "v1.0.0", lastModified: doc.updated_at },
  };
}

/** A certificate whose description is empty or just its URL (how an imported one is stored). */
function isPlainCertificate(row: Certificate): boolean {
  return row.description.trim() === "" || toSafeLink(row.description) === row.description.trim();
}
