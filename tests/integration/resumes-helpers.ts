import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { entitlement, resume } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createClient, TEST_APP_URL, type TestApp } from "../support/test-app.ts";

// Shared by the resumes-* and entities-* integration tests.

export type Client = ReturnType<typeof createClient>;

/** A fresh anonymous user (a real session) and its id. */
export async function newUser(t: TestApp) {
  const client = createClient(t);
  const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
  if (signIn.status !== 200) throw new Error(`anonymous sign-in failed: ${signIn.status}`);
  return { client, userId: signIn.body.user.id as string };
}

/** Sets entitlement columns directly (creating the free plan's row if needed). */
export async function setEntitlement(
  t: TestApp,
  userId: string,
  values: Partial<typeof entitlement.$inferInsert>,
) {
  await t.db
    .insert(entitlement)
    .values({ userId, cvLeft: 1, generated: 0, ...values })
    .onConflictDoUpdate({ target: entitlement.userId, set: values });
}

/** A paid user with `cvLeft` credits, so no free resume is auto-created. */
export async function paidUser(t: TestApp, cvLeft = 5) {
  const user = await newUser(t);
  await setEntitlement(t, user.userId, { isPaid: true, plan: "pro", cvLeft });
  return user;
}

export async function cvLeftOf(t: TestApp, userId: string) {
  const [row] = await t.db.select().from(entitlement).where(eq(entitlement.userId, userId));
  return row?.cvLeft;
}

export async function resumesOf(t: TestApp, userId: string) {
  return t.db.select().from(resume).where(eq(resume.userId, userId)).orderBy(resume.id);
}

/** POST /api/cv/create, expecting 201. */
export async function createResume(client: Client, name = "Engineer") {
  const res = await client.json<ResumeDocument>("/api/cv/create", { json: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Sends a raw body (broken JSON and the like) with the client's session. */
export function sendRaw(t: TestApp, client: Client, method: string, path: string, body: string) {
  return t.app.request(`${TEST_APP_URL}${path}`, {
    method,
    headers: {
      origin: TEST_APP_URL,
      "content-type": "application/json",
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body,
  });
}
