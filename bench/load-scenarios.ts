import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { round } from "./lib.ts";

/** One signed-in bench user: its cookie and the ids of its seeded resumes. */
export interface BenchUser {
  cookie: string;
  resumeIds: number[];
}

export interface ScenarioFigures {
  name: string;
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus socket errors and timeouts: the target is zero. */
  errors: number;
  /** Of the errors: requests with no answer within autocannon's 10 s. */
  timeouts: number;
  /** Of the errors: stale-write answers (409) to PATCH /api/cv/update, counted apart. */
  conflicts: number;
  /**
   * CPU time of the server process per request, in microseconds (Linux /proc; null elsewhere).
   * Contention from other work on the machine moves it far less than requests/s.
   */
  cpuPerRequest: number | null;
}

type Kind = "list" | "item" | "update" | "stats";
type Request = autocannon.Request;

export interface ScenarioOptions {
  name: string;
  url: string;
  origin: string;
  users: BenchUser[];
  connections: number;
  seconds: number;
  /** How often each kind of request is sent; a single kind for the one-endpoint scenarios. */
  mix: Partial<Record<Kind, number>>;
  /** The server's process id, for its CPU time. */
  pid?: number;
}

const summaries = ["Ships reliable software.", "Builds teams and products.", "Turns data into decisions."];

/**
 * Connection i acts as user i % users.length and is the only writer of that user's resume
 * number floor(i / users.length): each connection's PATCHes are one editor's autosave chain,
 * carrying the updated_at of its last answer, so no write is stale unless the server is wrong.
 */
function connectionRequests(options: ScenarioOptions, slot: number, count: () => void): Request {
  const { users, origin, mix } = options;
  const user = users[slot % users.length] as BenchUser;
  const ownedResume = user.resumeIds[Math.floor(slot / users.length) % user.resumeIds.length] as number;
  const kinds = Object.entries(mix) as [Kind, number][];
  const totalWeight = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  let updatedAt: string | undefined;
  let last: Kind = "list";
  let sent = 0;
  // A fresh object per request: autocannon adds Content-Length to the headers it is given.
  const headers = () => ({ cookie: user.cookie, origin, "content-type": "application/json" });

  const pick = (): Kind => {
    let roll = Math.random() * totalWeight;
    for (const [kind, weight] of kinds) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return kinds[0]?.[0] ?? "list";
  };

  return {
    setupRequest: (request) => {
      last = pick();
      sent++;
      switch (last) {
        case "list":
          return { ...request, method: "GET", path: "/api/cv/list", headers: headers(), body: undefined };
        case "stats":
          return { ...request, method: "GET", path: "/api/cv/stats", headers: headers(), body: undefined };
        case "item": {
          const id = user.resumeIds[sent % user.resumeIds.length] as number;
          return {
            ...request,
            method: "GET",
            path: `/api/cv/item?id=${id}`,
            headers: headers(),
            body: undefined,
          };
        }
        case "update": {
          // The first write of a connection reads the resume to learn its updated_at.
          if (!updatedAt)
            return {
              ...request,
              method: "GET",
              path: `/api/cv/item?id=${ownedResume}`,
              headers: headers(),
              body: undefined,
            };
          const summary = `${summaries[sent % summaries.length]} (edit ${sent})`;
          const body = JSON.stringify({ id: ownedResume, updated_at: updatedAt, summary });
          return { ...request, method: "PATCH", path: "/api/cv/update", headers: headers(), body };
        }
      }
    },
    onResponse: (status, body) => {
      if (last !== "update") return;
      if (status === 409) count();
      const answer = JSON.parse(body) as {
        updated_at?: string;
        error?: { details?: { current?: { updated_at?: string } } };
      };
      updatedAt = answer.updated_at ?? answer.error?.details?.current?.updated_at ?? updatedAt;
    },
  };
}

/** Drives the running server with autocannon for `seconds` and returns its figures. */
export async function runScenario(options: ScenarioOptions): Promise<ScenarioFigures> {
  let slots = 0;
  let conflicts = 0;
  const cpuBefore = cpuSeconds(options.pid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    setupClient: (client) => {
      client.setRequests([connectionRequests(options, slots++, () => conflicts++)]);
    },
  });
  return figuresOf(options.name, result, conflicts, cpuUsed(cpuBefore, options.pid));
}

/** A ceiling: the same load on a fixed URL of the bare Hono server (bench/hello-server.ts). */
export async function runCeiling(
  name: string,
  url: string,
  connections: number,
  seconds: number,
  pid?: number,
) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections, duration: seconds });
  return figuresOf(name, result, 0, cpuUsed(cpuBefore, pid));
}

/** User + system CPU seconds of a process so far, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function cpuUsed(before: number | null, pid: number | undefined) {
  const after = cpuSeconds(pid);
  return before === null || after === null ? null : after - before;
}

function figuresOf(
  name: string,
  result: autocannon.Result,
  conflicts: number,
  cpu: number | null,
): ScenarioFigures {
  const requests = result.requests.total;
  return {
    name,
    connections: result.connections,
    perSecond: round(requests / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    timeouts: result.timeouts,
    conflicts,
    cpuPerRequest: cpu === null || requests === 0 ? null : Math.round((cpu / requests) * 1e6),
  };
}
