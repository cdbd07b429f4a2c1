import { type AnyColumn, and, asc, eq, notInArray } from "drizzle-orm";
import {
  coverLetter,
  experience,
  job,
  project,
  resume,
  resumeRevision,
  shareLink,
} from "../../src/server/db/schema/index.ts";
import type { Hostile } from "../support/hostile-payloads.ts";
import type { TestApp } from "../support/test-app.ts";
import { signUpConfirmed } from "../support/users.ts";
import { importSample, saveSampleJob } from "./ai-helpers.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// The rows the hostile-input fuzzing points its ids at: a paid user's imported resume with its
// rows, a job, a cover letter, a Tailored revision, another user's resume, and throwaway
// ("victim") rows and users for the routes that delete. Each is made the first time a payload
// names it; a victim is made again after a request deleted it.

type Sender = "user" | "victim" | "passwordUser";

export interface HostileWorld {
  t: TestApp;
  client(who: Sender): Promise<Client>;
  /** The values of the named refs (made on first use). */
  resolve(names: Iterable<string>): Promise<Map<string, Hostile>>;
  /** Forgets the named refs: the next use makes new ones. */
  consume(names: Iterable<string>): void;
  /** Deletes what the fuzzing created besides the refs, so lists and exports stay small. */
  prune(): Promise<void>;
}

/** A paid user (an unlimited subscription, so quotas never stop a payload early). */
async function fuzzUser(t: TestApp) {
  const user = await newUser(t);
  await setEntitlement(t, user.userId, { isPaid: true, plan: "pro", subscriptionActive: true, cvLeft: 5 });
  return user;
}

const check = async <T>(what: string, res: Promise<{ status: number; body: T }>, status = 201) => {
  const answer = await res;
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
};

export async function createHostileWorld(t: TestApp): Promise<HostileWorld> {
  const main = await fuzzUser(t);
  const cache = new Map<string, Promise<Hostile>>();
  const clients = new Map<Sender, Promise<Client>>([["user", Promise.resolve(main.client)]]);
  const client = (who: Sender) => {
    let made = clients.get(who);
    if (!made) {
      made =
        who === "passwordUser" ? signUpConfirmed(t).then((u) => u.client) : fuzzUser(t).then((u) => u.client);
      clients.set(who, made);
    }
    return made;
  };
  const api = main.client;
  const num = async (name: string) => (await value(name)) as number;

  const revisionRow = async (list: "experiences" | "projects" | "educations" | "certificates") => {
    const [row] = await t.db
      .select({ document: resumeRevision.document })
      .from(resumeRevision)
      .where(eq(resumeRevision.id, await num("revision")));
    return row?.document[list][0]?.id ?? 1;
  };
  const firstRow = async (table: typeof experience | typeof project) => (await rowIds(table))[0] ?? 1;
  const rowIds = async (table: typeof experience | typeof project) =>
    (
      await t.db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.resumeId, await num("resume")))
        .orderBy(asc(table.order), asc(table.id))
    ).map((row) => row.id);
  const updatedAt = async (table: typeof resume | typeof resumeRevision, name: string) => {
    const [row] = await t.db
      .select({ at: table.updatedAt })
      .from(table)
      .where(eq(table.id, await num(name)));
    return row?.at.toISOString() ?? "2020-01-01T00:00:00.000Z";
  };
  const entity = async (body: object) => (await check("entity", api.json("/api/entity", { json: body }))).id;

  /** Made once (until consumed). */
  const makers: Record<string, () => Promise<Hostile>> = {
    resume: async () => (await importSample(api)).id,
    job: async () => (await saveSampleJob(api)).id,
    letter: async () =>
      entity({
        type: "cover_letters",
        name: "Letter",
        resume_id: await num("resume"),
        content: ["Dear team,"],
      }),
    revision: async () =>
      (
        await check(
          "generate",
          api.json("/api/cv/generate", { json: { id: await num("resume"), jobId: await num("job") } }),
        )
      ).id,
    revisionExperience: () => revisionRow("experiences"),
    revisionProject: () => revisionRow("projects"),
    revisionEducation: () => revisionRow("educations"),
    revisionCertificate: () => revisionRow("certificates"),
    otherUserResume: async () => {
      const other = await fuzzUser(t);
      return (await check("other", other.client.json("/api/cv/create", { json: { name: "Not yours" } }))).id;
    },
    victimResume: async () =>
      (await check("victim resume", api.json("/api/cv/create", { json: { name: "Victim" } }))).id,
    victimHolder: async () =>
      (await check("holder", api.json("/api/cv/create", { json: { name: "Victim rows" } }))).id,
    victimExperience: async () =>
      entity({ type: "experiences", resume_id: await num("victimHolder"), company: "Victim" }),
    victimLetter: async () => entity({ type: "cover_letters", name: "Victim" }),
    victimJob: async () =>
      (await check("victim job", api.json("/api/jobs", { json: { title: "Victim" } }))).id,
    // A link with a password, so the public routes meet the form, the cookie and the limits.
    shareLink: async () => {
      const body = { resumeId: await num("resume"), template: "classic", password: "open sesame" };
      return (await check("share link", api.json("/api/share-links", { json: body }))).id;
    },
    victimShareLink: async () =>
      (
        await check(
          "victim link",
          api.json("/api/share-links", { json: { resumeId: await num("resume"), template: "modern" } }),
        )
      ).id,
    // A copy of the revision, straight in the database: generating one per deletion is slow.
    victimRevision: async () => {
      const [row] = await t.db
        .select()
        .from(resumeRevision)
        .where(eq(resumeRevision.id, await num("revision")));
      if (!row) throw new Error("no revision to copy");
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
      const [made] = await t.db.insert(resumeRevision).values(copy).returning({ id: resumeRevision.id });
      return made!.id;
    },
  };
  /** Read every time: they change as the fuzzing goes. */
  const live: Record<string, () => Promise<Hostile>> = {
    userId: async () => main.userId,
    resumeUpdatedAt: () => updatedAt(resume, "resume"),
    revisionUpdatedAt: () => updatedAt(resumeRevision, "revision"),
    experience: () => firstRow(experience),
    project: () => firstRow(project),
    education: async () => (await getDocument()).educations[0]?.id ?? 1,
    certificate: async () => (await getDocument()).certificates[0]?.id ?? 1,
    experienceIds: () => rowIds(experience),
    projectIds: () => rowIds(project),
    // The link's name as it is now (a fuzzed PATCH may have renamed it).
    shareSlug: async () => {
      const [row] = await t.db
        .select({ slug: shareLink.slug })
        .from(shareLink)
        .where(eq(shareLink.id, await num("shareLink")));
      return row?.slug ?? "no-such-link";
    },
  };
  const getDocument = async () =>
    (await check("item", api.json(`/api/cv/item?id=${await num("resume")}`), 200)) as {
      educations: { id: number }[];
      certificates: { id: number }[];
    };

  function value(name: string): Promise<Hostile> {
    const read = live[name];
    if (read) return read();
    let made = cache.get(name);
    if (!made) {
      const make = makers[name];
      if (!make) throw new Error(`no maker for ref ${name}`);
      // A hostile id (a small whole number) may have deleted a row this one is made from.
      made = make().catch(async () => {
        await forgetMissing(name);
        return make();
      });
      cache.set(name, made);
      made.catch(() => cache.delete(name));
    }
    return made;
  }

  const idOf = async (name: string) => {
    const id = await cache.get(name)?.catch(() => 0);
    return typeof id === "number" ? id : 0;
  };
  type Table = typeof resume | typeof job | typeof coverLetter | typeof resumeRevision | typeof shareLink;
  /** Whether the row of ref `name` was deleted; never waits for `making`, which is being made. */
  const gone = async (table: Table, name: string, making?: string) => {
    if (name === making) return false;
    const id = await idOf(name);
    return id > 0 && (await t.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 0;
  };
  /** Forgets the refs whose rows a request deleted (a hostile id may be one of ours). */
  async function forgetMissing(making?: string) {
    if (await gone(resume, "resume", making))
      consume(["resume", "letter", "revision", "shareLink", "victimShareLink"]);
    if (await gone(shareLink, "shareLink", making)) consume(["shareLink"]);
    if (await gone(job, "job", making)) consume(["job"]);
    if (await gone(coverLetter, "letter", making)) consume(["letter"]);
    if (await gone(resumeRevision, "revision", making)) consume(["revision"]);
    if (await gone(resume, "victimHolder", making)) consume(["victimHolder", "victimExperience"]);
  }

  function consume(names: Iterable<string>) {
    for (const name of names) {
      if (name === "victim" || name === "passwordUser") clients.delete(name);
      else cache.delete(name);
      // Rows read from a revision belong to it.
      if (name === "revision")
        for (const key of [...cache.keys()]) if (key.startsWith("revision")) cache.delete(key);
    }
  }

  return {
    t,
    client,
    async resolve(names) {
      const values = new Map<string, Hostile>();
      for (const name of names) values.set(name, await value(name));
      return values;
    },
    async prune() {
      await forgetMissing();
      const kept = async (...names: string[]) => [0, ...(await Promise.all(names.map(idOf)))];
      const mine = <T extends { userId: AnyColumn; id: AnyColumn }>(table: T, ids: number[]) =>
        and(eq(table.userId, main.userId), notInArray(table.id, ids));
      await t.db.delete(resume).where(mine(resume, await kept("resume", "victimResume", "victimHolder")));
      await t.db.delete(job).where(mine(job, await kept("job", "victimJob")));
      await t.db.delete(coverLetter).where(mine(coverLetter, await kept("letter", "victimLetter")));
      await t.db.delete(resumeRevision).where(mine(resumeRevision, await kept("revision", "victimRevision")));
      await t.db.delete(shareLink).where(mine(shareLink, await kept("shareLink", "victimShareLink")));
    },
    consume,
  };
}

/** Reads what a client's response set, as the browser's cookie jar would. */
export function storeCookies(client: Pick<Client, "cookies"> | undefined, response: Response) {
  if (!client) return;
  for (const cookie of response.headers.getSetCookie()) {
    const [pair, ...attributes] = cookie.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (!name) continue;
    const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
    if (expired || rest.join("=") === "") client.cookies.delete(name.trim());
    else client.cookies.set(name.trim(), rest.join("="));
  }
}
