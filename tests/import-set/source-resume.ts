import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CORPUS_DIR, corpusAvailable } from "../fixtures/corpus.ts";

// The corpus resumes (JSON Resume v1) the import set prints: the fields the corpus uses, as the
// layouts read them. Read-only ground truth, never copied into the repository.

interface SourceDated {
  startDate?: string;
  endDate?: string;
}

interface SourceWork extends SourceDated {
  name: string;
  position: string;
  location?: string;
  /** What the company does: some layouts print it under the company. */
  description?: string;
  url?: string;
  summary?: string;
  highlights?: string[];
}

interface SourceVolunteer extends SourceDated {
  organization: string;
  position: string;
  url?: string;
  summary?: string;
  highlights?: string[];
}

interface SourceEducation extends SourceDated {
  institution: string;
  area?: string;
  studyType?: string;
  score?: string;
  courses?: string[];
}

interface SourceProject extends SourceDated {
  name: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  url?: string;
  entity?: string;
}

export interface SourceResume {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: {
      address?: string;
      city?: string;
      region?: string;
      postalCode?: string;
      countryCode?: string;
    };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: SourceWork[];
  volunteer?: SourceVolunteer[];
  education?: SourceEducation[];
  awards?: { title: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name: string; date?: string; issuer?: string }[];
  publications?: { name: string; publisher?: string; releaseDate?: string; url?: string; summary?: string }[];
  skills?: { name?: string; keywords?: string[] }[];
  languages?: { language: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name: string; reference?: string }[];
  projects?: SourceProject[];
}

const RESUMES_DIR = path.join(CORPUS_DIR, "resumes");
const SUFFIX = ".resume.json";

/** The corpus resumes by name ("nurse-to-health-it"), sorted; none without the corpus. */
export const sourceResumeNames: string[] = corpusAvailable
  ? readdirSync(RESUMES_DIR)
      .filter((file) => file.endsWith(SUFFIX))
      .map((file) => file.slice(0, -SUFFIX.length))
      .sort()
  : [];

export const sourceResumePath = (name: string) => path.join(RESUMES_DIR, `${name}${SUFFIX}`);

export function readSourceResume(name: string): SourceResume {
  return JSON.parse(readFileSync(sourceResumePath(name), "utf8"));
}
