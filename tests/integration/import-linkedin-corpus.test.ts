import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkedinResume } from "../../src/server/modules/import-export/documents/linkedin-export.ts";
import { readDocument } from "../../src/server/modules/import-export/documents/read-document.ts";
import type { ResumeDraft } from "../../src/shared/resume-draft.ts";
import { CORPUS_DIR, requireCorpus } from "../fixtures/corpus.ts";
import { flatSkills, linkedinExportZip } from "../support/linkedin-export.ts";

// Every corpus resume -> the ZIP LinkedIn would send -> the LinkedIn reader: all that the
// export carries comes back exactly (names in every script, dates at their precision, bullets).
// What the export has no column for (field of study, courses, awarders, skill groups) cannot.

const hasCorpus = requireCorpus("the LinkedIn export round-trip test");
const files = hasCorpus
  ? readdirSync(path.join(CORPUS_DIR, "resumes")).filter((f) => f.endsWith(".resume.json"))
  : [];
const load = (file: string): ResumeDraft =>
  JSON.parse(readFileSync(path.join(CORPUS_DIR, "resumes", file), "utf8"));

/** A value as the reader gives it back: empty strings and lists are absent. */
const kept = <T>(value: T | undefined) =>
  value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value;

describe.skipIf(!hasCorpus)("LinkedIn export of every corpus resume", () => {
  it.each(files)("%s reads back", (file) => {
    const source = load(file);
    const { resume, unplaced } = linkedinResume(linkedinExportZip(source));
    const { basics } = resume;

    expect(basics.name).toBe(source.basics.name);
    expect(basics.label).toBe(source.basics.label);
    expect(basics.email).toBe(source.basics.email);
    expect(basics.phone).toBe(kept(source.basics.phone));
    expect(basics.summary).toBe(source.basics.summary);
    expect(basics.url).toBe(kept(source.basics.url));
    const place = source.basics.location ?? {};
    expect(basics.location?.city).toBe(place.city);
    expect(basics.location?.region).toBe(place.region);
    expect(basics.location?.countryCode).toBe(place.countryCode);
    expect(basics.location?.postalCode).toBe(place.postalCode);

    expect(resume.work ?? []).toEqual(
      (source.work ?? []).map((job) => ({
        name: job.name,
        position: job.position,
        location: kept(job.location),
        startDate: kept(job.startDate),
        endDate: kept(job.endDate),
        summary: kept(job.summary),
        highlights: kept(job.highlights),
      })),
    );
    expect(resume.volunteer ?? []).toEqual(
      (source.volunteer ?? []).map((item) => ({
        organization: item.organization,
        position: item.position,
        startDate: kept(item.startDate),
        endDate: kept(item.endDate),
        summary: kept(item.summary),
        highlights: kept(item.highlights),
      })),
    );
    expect(resume.education ?? []).toEqual(
      (source.education ?? []).map((school) => ({
        institution: school.institution,
        studyType: school.studyType,
        startDate: kept(school.startDate),
        endDate: kept(school.endDate),
        score: kept(school.score),
      })),
    );
    for (const school of source.education ?? []) {
      if (school.courses?.length)
        expect(unplaced).toContain(`${school.institution}: Coursework: ${school.courses.join(", ")}`);
    }
    expect((resume.skills ?? []).map((skill) => skill.name)).toEqual(flatSkills(source));
    expect(resume.certificates ?? []).toEqual(
      (source.certificates ?? []).map((item) => ({
        name: item.name,
        issuer: item.issuer,
        date: kept(item.date),
        url: kept(item.url),
      })),
    );
    expect(resume.languages ?? []).toEqual(source.languages ?? []);
    expect(resume.awards ?? []).toEqual(
      (source.awards ?? []).map((award) => ({
        title: award.title,
        summary: kept(award.summary),
        date: kept(award.date),
      })),
    );
    expect(resume.publications ?? []).toEqual(
      (source.publications ?? []).map((item) => ({
        name: item.name,
        publisher: item.publisher,
        releaseDate: kept(item.releaseDate),
        url: kept(item.url),
        summary: kept(item.summary),
      })),
    );
    expect(resume.projects ?? []).toEqual(
      (source.projects ?? []).map((project) => ({
        name: project.name,
        description: kept(project.description),
        highlights: kept(project.highlights),
        url: kept(project.url),
        startDate: kept(project.startDate),
        endDate: kept(project.endDate),
      })),
    );
  });

  it("is told apart from a Word document and read through readDocument", async () => {
    const [file = ""] = files;
    const answer = await readDocument({ bytes: linkedinExportZip(load(file)) });
    expect(answer.source).toBe("linkedin");
    expect(answer.resume.basics.name).toBe(load(file).basics.name);
    // The rows read are shown beside the fields, file by file.
    expect(answer.sourceText).toContain("Positions.csv");
    expect(answer.sourceText).toContain(`Company Name: ${load(file).work?.[0]?.name}`);
    expect(answer.sourceText).not.toContain("Connections.csv");
  });
});
