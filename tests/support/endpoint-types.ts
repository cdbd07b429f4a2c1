// The shapes of the authorization matrix's endpoint table (tests/support/endpoints.ts).

/** The ids (and the freshness stamps the writes need) of one user's fixture. */
export interface OwnedIds {
  resumeId: number;
  resumeUpdatedAt: string;
  experienceId: number;
  educationId: number;
  projectId: number;
  certificateId: number;
  revisionId: number;
  revisionUpdatedAt: string;
  coverLetterId: number;
  jobId: number;
  shareLinkId: number;
  /** A personal API key of the user's (not one the matrix sends: it may be revoked). */
  apiKeyId: number;
}

/** Ids that travel together: a stamp belongs to the object it guards. */
export const ID_GROUPS = {
  resume: ["resumeId", "resumeUpdatedAt"],
  experience: ["experienceId"],
  education: ["educationId"],
  project: ["projectId"],
  certificate: ["certificateId"],
  revision: ["revisionId", "revisionUpdatedAt"],
  coverLetter: ["coverLetterId"],
  job: ["jobId"],
  shareLink: ["shareLinkId"],
  apiKey: ["apiKeyId"],
} as const satisfies Record<string, readonly (keyof OwnedIds)[]>;
export type IdGroup = keyof typeof ID_GROUPS;

export interface ApiCall {
  method: string;
  path: string;
  json?: unknown;
  /** Send a small PNG as the multipart field "image" (the photo upload). */
  photo?: true;
}

export interface Refusal {
  status: number;
  code: string;
}

export interface SignedInCase {
  label: string;
  build: (ids: OwnedIds) => ApiCall;
  /** What the owner's request answers (default 200). */
  ownerStatus?: number;
  /**
   * What the request deletes (a part is a row, the photo, a revision, a job or a letter). These
   * owners' proofs share a fixture of their own and run parts first, then the resume, then the
   * account, so that each still finds its target.
   */
  destroys?: "part" | "resume" | "account";
  /** The request lists every row of a kind, so the owner's proof needs the fixture as built. */
  listsEveryRow?: boolean;
  /**
   * Documented answers other than 404 when only one group of ids is another user's, e.g. a
   * reorder listing another resume's rows is a 400 "ids must be exactly that resume's rows".
   */
  mixedRefusals?: Partial<Record<IdGroup, Refusal>>;
  /** Account and key management: a session only, every API key is refused (403). */
  sessionOnly?: true;
  /** What a guest's own request answers when it differs from the owner's (guests have no keys). */
  guestStatus?: number;
}

export type EndpointRule =
  | { access: "public"; why: string; probe: ApiCall; probeStatus: number }
  | { access: "signed-in"; cases: SignedInCase[] }
  /**
   * Only a personal API key opens it (/mcp): a 401 without one, with a session cookie too.
   * What a key may reach through it is tests/integration/mcp.test.ts's.
   */
  | { access: "api-key-only"; why: string; probe: ApiCall }
  /** The /api catch-all behind the session check: 401 signed out, 404 signed in. */
  | { access: "signed-in-fallback"; probe: ApiCall };

export const get = (path: string): ApiCall => ({ method: "GET", path });
export const call = (method: string, path: string, json: unknown): ApiCall => ({ method, path, json });
