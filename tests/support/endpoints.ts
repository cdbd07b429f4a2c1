// Every route the app serves, classified for the authorization matrix
// (tests/integration/authz-matrix.test.ts). The matrix reads the app's real route table and fails
// when a route is missing here, so a new endpoint cannot ship without someone deciding who may
// call it. Signed-in endpoints carry request builders that target objects of an owned fixture
// (tests/support/endpoint-fixture.ts): the owner's request must succeed, another user's must not.

import {
  type ApiCall,
  call,
  type EndpointRule,
  get,
  ID_GROUPS,
  type IdGroup,
  type OwnedIds,
  type SignedInCase,
} from "./endpoint-types.ts";
import { resumeEndpointRules } from "./endpoints-resumes.ts";
import { shareLinkEndpointRules } from "./endpoints-share-links.ts";
import { writingEndpointRules } from "./endpoints-writing.ts";

export * from "./endpoint-types.ts";

export const endpointRules: Record<string, EndpointRule> = {
  "GET /api/health": {
    access: "public",
    why: "load balancers probe it",
    probe: get("/api/health"),
    probeStatus: 200,
  },
  "ALL /api/auth/*": {
    access: "public",
    why: "Better Auth checks its own sessions, origins and rate limits",
    probe: get("/api/auth/get-session"),
    probeStatus: 200,
  },
  "GET /api/config": {
    access: "public",
    why: "the sign-in page needs it",
    probe: get("/api/config"),
    probeStatus: 200,
  },
  "POST /api/payments/webhook": {
    access: "public",
    why: "Stripe calls it; its signature authenticates it (400 without one)",
    probe: call("POST", "/api/payments/webhook", { type: "checkout.session.completed" }),
    probeStatus: 400,
  },
  "POST /api/feedback": {
    access: "public",
    why: "the contact form (rate limited, same-origin)",
    probe: call("POST", "/api/feedback", {
      email: "visitor@example.com",
      message: "A question from a visitor.",
    }),
    probeStatus: 201,
  },
  "POST /api/free-tools/rephrase": {
    access: "public",
    why: "the free tool (rate limited, same-origin)",
    probe: call("POST", "/api/free-tools/rephrase", { phrase: "Led a team of five engineers" }),
    probeStatus: 200,
  },
  "GET /sitemap.xml": {
    access: "public",
    why: "search engines",
    probe: get("/sitemap.xml"),
    probeStatus: 200,
  },
  "GET /dev/outbox": {
    access: "public",
    why: "development only: mounted when mail goes to the outbox and NODE_ENV is not production",
    probe: get("/dev/outbox"),
    probeStatus: 200,
  },
  "GET /api/openapi.json": {
    access: "public",
    why: "the API's description, for scripts and client generators",
    probe: get("/api/openapi.json"),
    probeStatus: 200,
  },
  "GET /api/docs": {
    access: "public",
    why: "the API's reference page",
    probe: get("/api/docs"),
    probeStatus: 200,
  },
  "ALL /api/*": { access: "signed-in-fallback", probe: get("/api/no-such-endpoint") },
  "POST /mcp": {
    access: "api-key-only",
    why: "MCP clients (scripts) send a personal API key; the tools check ownership",
    probe: call("POST", "/mcp", { jsonrpc: "2.0", id: 1, method: "tools/list" }),
  },
  "ALL /mcp": {
    access: "api-key-only",
    why: "stateless MCP: any other method is a 405, but only behind the key check",
    probe: get("/mcp"),
  },

  ...resumeEndpointRules,
  ...writingEndpointRules,
  ...shareLinkEndpointRules,
};

export interface MatrixCase extends SignedInCase {
  endpoint: string;
  name: string;
  /** The id groups the request names; none means it only ever touches the caller's own data. */
  groups: IdGroup[];
}

/** Stand-in ids for reading which groups a builder names, before any fixture exists. */
const SAMPLE_IDS: OwnedIds = {
  resumeId: 1,
  resumeUpdatedAt: "2025-01-01T00:00:00.000Z",
  experienceId: 2,
  educationId: 3,
  projectId: 4,
  certificateId: 5,
  revisionId: 6,
  revisionUpdatedAt: "2025-01-01T00:00:00.000Z",
  coverLetterId: 7,
  jobId: 8,
  shareLinkId: 9,
  apiKeyId: 10,
};

/** Every signed-in case, named "METHOD /path: label". */
export function signedInCases(): MatrixCase[] {
  return Object.entries(endpointRules).flatMap(([endpoint, rule]) =>
    rule.access === "signed-in"
      ? rule.cases.map((c) => ({
          ...c,
          endpoint,
          name: `${endpoint}: ${c.label}`,
          groups: groupsTargeted(c.build, SAMPLE_IDS),
        }))
      : [],
  );
}

const DESTRUCTION_ORDER = [undefined, "part", "resume", "account"];

/** The cases whose owner's proof needs a fixture as built, in an order where each finds its target. */
export function pristineFixtureCases(cases: MatrixCase[]) {
  return cases
    .filter((c) => c.destroys || c.listsEveryRow)
    .sort((a, b) => DESTRUCTION_ORDER.indexOf(a.destroys) - DESTRUCTION_ORDER.indexOf(b.destroys));
}

/** Which id groups a builder reads. */
function groupsTargeted(build: (ids: OwnedIds) => ApiCall, sample: OwnedIds): IdGroup[] {
  const read = new Set<string>();
  const spy = new Proxy(sample, {
    get(target, key, receiver) {
      read.add(String(key));
      return Reflect.get(target, key, receiver);
    },
  });
  build(spy);
  return (Object.keys(ID_GROUPS) as IdGroup[]).filter((group) =>
    (ID_GROUPS[group] as readonly string[]).some((key) => read.has(key)),
  );
}

/** `base` with one group's ids taken from `other`. */
export function withGroupFrom(base: OwnedIds, other: OwnedIds, group: IdGroup): OwnedIds {
  const mixed = { ...base } as Record<string, unknown>;
  for (const key of ID_GROUPS[group]) mixed[key] = other[key];
  return mixed as unknown as OwnedIds;
}
