// A resume read from a document (PDF, Word, LinkedIn export, pasted text), as JSON Resume
// (https://jsonresume.org/schema): the review screen edits it, then POST /api/cv/import
// (format "json-resume") creates the resume from it. Only the fields the import maps are named.
// Dates are "YYYY", "YYYY-MM" or "YYYY-MM-DD"; a missing endDate on a job means "Present".

export interface DraftLocation {
  address?: string;
  city?: string;
  region?: string;
  countryCode?: string;
  postalCode?: string;
}

export interface DraftProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface DraftBasics {
  name?: string;
  label?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: DraftLocation;
  profiles?: DraftProfile[];
}

export interface DraftWork {
  name?: string;
  position?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export interface DraftVolunteer {
  organization?: string;
  position?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export interface DraftEducation {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface DraftProject {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
  entity?: string;
}

export interface ResumeDraft {
  basics: DraftBasics;
  work?: DraftWork[];
  volunteer?: DraftVolunteer[];
  education?: DraftEducation[];
  awards?: { title?: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name?: string; date?: string; issuer?: string; url?: string }[];
  publications?: {
    name?: string;
    publisher?: string;
    releaseDate?: string;
    url?: string;
    summary?: string;
  }[];
  skills?: { name?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name?: string; reference?: string }[];
  projects?: DraftProject[];
}

/** Where a document came from: the reader that turned it into lines or fields. */
type DocumentSource = "pdf" | "docx" | "linkedin" | "text";

/** POST /api/cv/import/read's answer: the draft to review. Nothing is created by the read. */
export interface ReadDocumentAnswer {
  source: DocumentSource;
  /** Who structured the text: the offline reader, or a configured model checked against the text. */
  reader: "offline" | "model";
  resume: ResumeDraft;
  /** The document's text, line by line, as read: shown beside the fields. */
  sourceText: string;
  /** Places of values the reader is unsure of, as paths: "basics.phone", "work[1].startDate". */
  lowConfidence: string[];
  /** Lines read but put nowhere, for the user to place or drop. */
  unplaced: string[];
}
