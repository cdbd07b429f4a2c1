import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { entitlement } from "../../src/server/db/schema/index.ts";
import { createApiKey } from "../../src/server/modules/api-keys/create-api-key.ts";
import type { ApiCall, OwnedIds } from "./endpoints.ts";
import { type createClient, TEST_APP_URL, type TestApp } from "./test-app.ts";

// One user's owned objects for the authorization matrix: a resume with a photo and one row of
// each type, a saved job, a Tailored revision for that job and a written cover letter.

type Client = ReturnType<typeof createClient>;

export interface FixtureUser {
  client: Client;
  userId: string;
  ids: OwnedIds;
  /** Personal API keys of the user's, one per scope (made in the database: guests have none otherwise). */
  keys: { read: string; readWrite: string };
  /** A string in the names of everything the user owns: another user's answers must not contain it. */
  marker: string;
}

const SAMPLE_JOB = {
  company: "Pied Piper",
  description:
    "We are hiring a backend engineer to build data compression services in TypeScript and " +
    "PostgreSQL. You will design APIs, write tests and mentor junior engineers.",
};

let photoBytes: Promise<Buffer> | undefined;
/** A small PNG, made once. */
function photo() {
  photoBytes ??= sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  return photoBytes;
}

/** Sends one matrix request with the client's cookies (JSON, or the photo as multipart). */
export async function sendCall(t: TestApp, client: Client, call: ApiCall) {
  if (!call.photo) {
    const response = await client.request(call.path, { method: call.method, json: call.json });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text: await response.text(),
    };
  }
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(await photo())], { type: "image/png" }), "photo.png");
  const response = await t.app.request(`${TEST_APP_URL}${call.path}`, {
    method: call.method,
    headers: {
      ...client.defaultHeaders,
      origin: TEST_APP_URL,
      "x-forwarded-for": client.ip,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: form,
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

async function expectJson(client: Client, path: string, init: Parameters<Client["json"]>[1], status: number) {
  const res = await client.json(path, init);
  if (res.status !== status)
    throw new Error(
      `fixture: ${init?.method ?? "POST"} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`,
    );
  return res.body;
}

/**
 * Gives a signed-in client a paid plan with room to spare (so that paywalls never answer
 * before the ownership check does) and builds its fixture.
 */
export async function buildFixture(
  t: TestApp,
  client: Client,
  userId: string,
  label: string,
): Promise<FixtureUser> {
  const marker = `${label}-${randomBytes(6).toString("hex")}`;
  const plan = { isPaid: true, plan: "pro", cvLeft: 50, generated: 50 };
  await t.db
    .insert(entitlement)
    .values({ userId, ...plan })
    .onConflictDoUpdate({ target: entitlement.userId, set: plan });

  const resume = await expectJson(client, "/api/cv/create", { json: { name: `${marker} resume` } }, 201);
  await expectJson(
    client,
    "/api/cv/update",
    {
      method: "PATCH",
      json: {
        id: resume.id,
        updated_at: resume.updated_at,
        full_name: `${marker} person`,
        desired_role: "Backend engineer",
        summary: "Backend engineer who builds data services in TypeScript.",
        skills: ["TypeScript", "PostgreSQL"],
      },
    },
    200,
  );
  const row = (type: string, fields: Record<string, unknown>) =>
    expectJson(client, "/api/entity", { json: { type, resume_id: resume.id, ...fields } }, 201);
  const experience = await row("experiences", {
    company: "Hooli",
    role: "Engineer",
    responsibilities: "Built compression services in TypeScript.",
  });
  const education = await row("educations", { institution_name: "Stanford", degree: "BSc" });
  const project = await row("projects", { name: "Middle-out", description: "A compression algorithm." });
  const certificate = await row("certificates", { name: "AWS Developer", issuing_institution: "AWS" });
  const upload = await sendCall(t, client, {
    method: "POST",
    path: `/api/cv/image?id=${resume.id}`,
    photo: true,
  });
  if (upload.status !== 200)
    throw new Error(`fixture: photo upload answered ${upload.status}: ${upload.text}`);

  const job = await expectJson(client, "/api/jobs", { json: { title: `${marker} job`, ...SAMPLE_JOB } }, 201);
  const revision = await expectJson(
    client,
    "/api/cv/generate",
    { json: { id: resume.id, jobId: job.id } },
    201,
  );
  const letter = await expectJson(
    client,
    "/api/cover-letter/create",
    { json: { name: `${marker} letter`, resume_id: resume.id, job_id: job.id } },
    201,
  );
  await expectJson(client, "/api/cover-letter/generate", { json: { id: letter.id } }, 201);
  const link = await expectJson(
    client,
    "/api/share-links",
    // The Original: a link to a revision goes with the revision, which a "part" case deletes first.
    { json: { resumeId: resume.id, template: "classic" } },
    201,
  );

  // Keys are made with the domain function: the route refuses guests, and the matrix has one.
  const [readKey, readWriteKey, spareKey] = await Promise.all(
    (["read", "read-write", "read"] as const).map((scope) =>
      createApiKey({ db: t.db, userId, name: `${marker} ${scope} key`, scope }),
    ),
  );
  const ids: OwnedIds = {
    resumeId: resume.id,
    resumeUpdatedAt: "",
    experienceId: experience.id,
    educationId: education.id,
    projectId: project.id,
    certificateId: certificate.id,
    revisionId: revision.id,
    revisionUpdatedAt: revision.updated_at,
    coverLetterId: letter.id,
    jobId: job.id,
    shareLinkId: link.id,
    apiKeyId: spareKey!.api_key.id,
  };
  const keys = { read: readKey!.key, readWrite: readWriteKey!.key };
  return { client, userId, marker, keys, ids: await refreshStamps(client, ids) };
}

/**
 * The ids with the current updated_at of the resume and the revision (writes move them); a
 * stamp of something already deleted stays as it was.
 */
export async function refreshStamps(client: Client, ids: OwnedIds): Promise<OwnedIds> {
  const [resume, revision] = await Promise.all([
    client.json(`/api/cv/item?id=${ids.resumeId}`),
    client.json(`/api/cv/revision?id=${ids.revisionId}`),
  ]);
  return {
    ...ids,
    resumeUpdatedAt: resume.status === 200 ? resume.body.updated_at : ids.resumeUpdatedAt,
    revisionUpdatedAt: revision.status === 200 ? revision.body.updated_at : ids.revisionUpdatedAt,
  };
}

/**
 * What a user holds, as they would download it, minus what moves on its own (the export time,
 * the sessions list), plus the raw entitlement row: the victim's state before and after the matrix.
 */
export async function snapshotOf(t: TestApp, user: Pick<FixtureUser, "client" | "userId">) {
  const exported = await user.client.json("/api/account/export");
  if (exported.status !== 200) throw new Error(`snapshot: export answered ${exported.status}`);
  const { exported_at: _exportedAt, account, ...data } = exported.body;
  const { sessions: _sessions, ...accountData } = account;
  const [plan] = await t.db.select().from(entitlement).where(eq(entitlement.userId, user.userId));
  return { ...data, account: accountData, entitlementRow: plan };
}
