import type { HttpClient } from "../support/server-process.ts";

// A burst of saves as several open editors would send them, each chain sequential (the next
// save waits for the previous answer, like the wizard's autosave), the chains concurrent. Every
// save writes one version number `v` into several fields at once, so after a crash a field can be
// checked against the last version acknowledged (2xx) and the one still in flight, and fields
// saved together must show the same version.

export interface ChainRecord {
  /** The highest version answered 2xx. */
  acked: number;
  /** A version sent and not answered (the connection died under it), if any. */
  inFlight: number | null;
  /** Answers that were neither 2xx nor a dropped connection: a defect before the kill. */
  unexpected: string[];
}

export interface BurstRecord {
  resume: ChainRecord;
  rows: Map<number, ChainRecord>;
  /** Project rows created (POST answered 201): id -> version. */
  created: Map<number, number>;
  createInFlight: number | null;
  createUnexpected: string[];
}

export const resumeFieldsAt = (v: number) => ({
  summary: `Summary version ${v}`,
  desired_role: `Role version ${v}`,
  skills: [{ name: `Group version ${v}`, keywords: [`Skill version ${v}`, `Second skill ${v}`] }],
});

export const rowFieldsAt = (rowId: number, v: number) => ({
  role: `Role of row ${rowId} version ${v}`,
  responsibilities: `Responsibilities of row ${rowId} version ${v}`,
});

export const projectFieldsAt = (v: number) => ({ name: `Project ${v}`, description: `Description ${v}` });

/** The version number a stored text carries (-1 when it carries none). */
export function versionIn(text: string): number {
  const match = /(\d+)\s*$/.exec(text);
  return match ? Number(match[1]) : -1;
}

const MAX_STEPS = 5_000;
const MAX_PROJECTS = 20; // per round: a resume holds at most 50 rows of one type

/**
 * Runs the chains until the server stops answering; `onProgress` sees the resume chain's acked
 * count after each save, so the caller can kill the server mid-burst.
 */
export async function runSaveBurst(options: {
  client: HttpClient;
  resumeId: number;
  updatedAt: string;
  rowIds: number[];
  /** The first version number to write (later rounds continue above the earlier ones). */
  from: number;
  onProgress: (resumeAcks: number) => void;
}): Promise<BurstRecord> {
  const { client, resumeId, rowIds, from } = options;
  const record: BurstRecord = {
    resume: { acked: 0, inFlight: null, unexpected: [] },
    rows: new Map(rowIds.map((id) => [id, { acked: 0, inFlight: null, unexpected: [] }])),
    created: new Map(),
    createInFlight: null,
    createUnexpected: [],
  };

  async function resumeChain() {
    let updatedAt = options.updatedAt;
    const chain = record.resume;
    for (let v = from; v < from + MAX_STEPS; v++) {
      chain.inFlight = v;
      const answer = await send(() =>
        client.json("/api/cv/update", {
          method: "PATCH",
          json: { id: resumeId, updated_at: updatedAt, ...resumeFieldsAt(v) },
        }),
      );
      if (!answer) return; // the server is gone: v stays in flight
      chain.inFlight = null;
      if (answer.status !== 200) {
        chain.unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
      chain.acked = v;
      updatedAt = answer.body.updated_at;
      options.onProgress(v - from + 1);
    }
  }

  async function rowChain(rowId: number) {
    const chain = record.rows.get(rowId) as ChainRecord;
    for (let v = from; v < from + MAX_STEPS; v++) {
      chain.inFlight = v;
      const answer = await send(() =>
        client.json("/api/entity", {
          method: "PATCH",
          json: { type: "experiences", id: rowId, ...rowFieldsAt(rowId, v) },
        }),
      );
      if (!answer) return;
      chain.inFlight = null;
      if (answer.status !== 200) {
        chain.unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
      chain.acked = v;
    }
  }

  async function createChain() {
    for (let v = from; v < from + MAX_PROJECTS; v++) {
      record.createInFlight = v;
      const answer = await send(() =>
        client.json("/api/entity", {
          json: { type: "projects", resume_id: resumeId, ...projectFieldsAt(v) },
        }),
      );
      if (!answer) return;
      record.createInFlight = null;
      if (answer.status !== 201) {
        record.createUnexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
      record.created.set(answer.body.id, v);
      // Slower than the edits, so the rows do not run out before the kill.
      await new Promise((done) => setTimeout(done, 30));
    }
  }

  await Promise.all([resumeChain(), ...rowIds.map(rowChain), createChain()]);
  return record;
}

/** The answer, or undefined when the connection failed (the server was killed). */
async function send<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch {
    return undefined;
  }
}
