import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { type EndpointSpec, endpoints, requestsFor } from "./hostile-endpoints.ts";
import { problemWith, sendHostile } from "./hostile-send.ts";
import { createHostileWorld, type HostileWorld } from "./hostile-world.ts";
import { WEBHOOK_SECRET } from "./payments-helpers.ts";

// Suite 4 "Hostile input" (issue 7): fast-check sends every endpoint 1,000 generated requests
// (a tenth of that to routes that take no input), on PGlite: the answers are the HTTP layer's,
// and the database-facing cases found are kept in hostile-regressions.test.ts, which runs on
// PostgreSQL too (docs/decisions/030):
// wrong types, huge strings, unicode, nulls, extra and prototype keys, deep nesting, markup,
// SQL-looking text, edge numbers, non-JSON bodies under any content type. None may answer 5xx,
// every 4xx must say what is wrong, and the server must still be healthy afterwards. The
// endpoints are split over three files (groups) so that they run in parallel.

// HOSTILE_RUNS=10000 digs deeper locally.
const RUNS = Number(process.env.HOSTILE_RUNS) || 1_000;

/** Limits high enough that rate limiting never answers in place of validation. */
const fuzzEnv = {
  AUTH_RATE_LIMIT_MAX: "1000000",
  AI_RATE_LIMIT_MAX: "1000000",
  FREE_TOOL_RATE_LIMIT_MAX: "1000000",
  // The world's rows are made again after a hostile delete, and PDFs rendered by the hundred.
  WRITE_RATE_LIMIT_MAX: "1000000",
  PDF_RATE_LIMIT_MAX: "1000000",
  SHARE_PAGE_RATE_LIMIT_MAX: "1000000",
  QUALITY_RATE_LIMIT_MAX: "1000000",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

export type FuzzGroup = "public and auth" | "resumes" | "documents and AI";

function groupOf(spec: EndpointSpec): FuzzGroup {
  if (/^\/api\/(pdf|download|cover-letter|jobs)\b|^\/api\/cv\/(generate|revisions?)$/.test(spec.path))
    return "documents and AI";
  if (/^\/api\/(cv|entity|account|user)\b/.test(spec.path)) return "resumes";
  return "public and auth";
}

export const routeKey = (spec: { method: string; path: string }) => `${spec.method} ${spec.path}`;

/** Every endpoint of the group gets its property. */
export function fuzzEndpoints(group: FuzzGroup, more?: (app: () => TestApp) => void) {
  describe.each(testDatabaseKinds())(`hostile input: ${group} (%s)`, (kind) => {
    let t: TestApp;
    let world: HostileWorld;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), "hostile-fuzz-"));
      t = await createTestApp(kind, { env: { ...fuzzEnv, DATA_DIR: dataDir } });
      world = await createHostileWorld(t);
    });
    afterAll(async () => {
      await t?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    more?.(() => t);

    const specs = endpoints.filter((spec) => groupOf(spec) === group);
    it.each(specs.map((spec) => [routeKey(spec), spec] as const))(
      "%s: never a 5xx, every 4xx says what is wrong",
      async (_name, spec) => {
        const numRuns = spec.plain ? Math.ceil(RUNS / 10) : RUNS;
        await fc.assert(
          fc.asyncProperty(requestsFor(spec), async (request) => {
            const answer = await sendHostile(world, spec, request);
            const problem = problemWith(spec, answer);
            if (problem) throw new Error(`${answer.request}\n→ ${problem}`);
          }),
          { numRuns },
        );
        expect((await createClient(t).json("/api/health")).status).toBe(200);
        await world.prune();
      },
      300_000,
    );
  });
}
